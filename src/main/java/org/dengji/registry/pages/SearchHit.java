package org.dengji.registry.pages;

import org.dengji.common.i18n.Language;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Title;

/**
 * A player found by the search page, in the page's language, with what tells namesakes apart: the
 * other name beside the one the language reads first (the Latin one on a Chinese page, the Chinese on an
 * English page), the home unit, and the national title and amateur grade held. Never the birth date:
 * it is private.
 *
 * @param otherName the player's other name, else null
 * @param title the national title held, in words, or null
 * @param grade the amateur grade held, in words, or null
 */
public record SearchHit(String registrationNo, String name, String otherName, String homeUnit, String title,
        String grade) {

    public static SearchHit of(Player p, Language language) {
        return new SearchHit(p.registrationNo, p.names().first(language), p.names().second(language),
                p.homeUnit.name(language), words(p.nationalTitle, language), words(p.amateurGrade, language));
    }

    private static String words(Title title, Language language) {
        return title == null ? null : title.in(language.locale());
    }
}
