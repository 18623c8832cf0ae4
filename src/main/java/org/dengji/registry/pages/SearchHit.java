package org.dengji.registry.pages;

import org.dengji.common.i18n.Language;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Title;

/**
 * A player found by the search page, in the page's language, with what tells namesakes apart: the
 * Latin name beside a Chinese one, the home unit, and the national title and amateur grade held.
 * Never the birth date: it is private.
 *
 * @param latinName the Latin name when the Chinese name is the one shown, else null
 * @param title the national title held, in words, or null
 * @param grade the amateur grade held, in words, or null
 */
public record SearchHit(String registrationNo, String name, String latinName, String homeUnit, String title,
        String grade) {

    public static SearchHit of(Player p, Language language) {
        boolean chineseShown = p.nameZh != null && !p.nameZh.isBlank();
        return new SearchHit(p.registrationNo, p.displayName(), chineseShown ? p.nameLatin : null,
                p.homeUnit.name(language), words(p.nationalTitle, language), words(p.amateurGrade, language));
    }

    private static String words(Title title, Language language) {
        return title == null ? null : title.in(language.locale());
    }
}
