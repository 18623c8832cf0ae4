package org.dengji.registry.player;

import io.quarkus.qute.RawString;
import io.quarkus.qute.TemplateData;
import org.dengji.common.HtmlText;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.TextLanguage;

/**
 * A player's two names as a page in one language shows them. A Chinese page leads with the Chinese name,
 * an English page with the Latin one where the player has it, the Chinese name beside it:
 * {@code Ding Liren (丁立人)}. A player known by one name only is shown by it on every page. Templates show
 * it with the {@code playername} tag.
 *
 * @param chinese the name in Chinese characters, or null
 * @param latin the name in Latin letters (pinyin or as FIDE writes it), or null
 */
@TemplateData
public record PlayerName(String chinese, String latin) {

    public PlayerName {
        chinese = blankToNull(chinese);
        latin = blankToNull(latin);
    }

    public static PlayerName of(Player p) {
        return new PlayerName(p.nameZh, p.nameLatin);
    }

    /** The name read first. */
    public String first(Language language) {
        return leadsWithLatin(language) ? latin : chinese != null ? chinese : latin;
    }

    /**
     * The other name, where both are shown side by side (the player's own page, search results): the Latin
     * name on a Chinese page, the Chinese one on an English page; null for a player with one name.
     */
    public String second(Language language) {
        if (chinese == null || latin == null) {
            return null;
        }
        return leadsWithLatin(language) ? chinese : latin;
    }

    /**
     * What a list of names puts in brackets after the first: on an English page the Chinese name of a player
     * listed by the Latin one; on a Chinese page nothing, the Chinese name says it all.
     */
    public String beside(Language language) {
        return leadsWithLatin(language) ? chinese : null;
    }

    /**
     * As the {@code playername} tag shows it, markup made: the first name in a span that names its language, the
     * name beside it in brackets. For long tables, where the tag would be evaluated for every row.
     */
    public RawString html(Language language) {
        return new RawString(appendHtml(new StringBuilder(64), language).toString());
    }

    /** Appends the markup of {@link #html} to {@code html}: a long table is built as one text. */
    public StringBuilder appendHtml(StringBuilder html, Language language) {
        String first = first(language);
        String beside = beside(language);
        html.append("<span lang=\"").append(TextLanguage.textLang(first)).append("\">");
        HtmlText.append(html, first).append("</span>");
        if (beside != null) {
            HtmlText.append(html.append(" <span lang=\"zh-CN\">("), beside).append(")</span>");
        }
        return html;
    }

    /** As plain text, for a page's title and other places without markup: {@code Ding Liren (丁立人)}. */
    public String in(Language language) {
        String beside = beside(language);
        return beside == null ? first(language) : first(language) + " (" + beside + ")";
    }

    private boolean leadsWithLatin(Language language) {
        return language == Language.EN && latin != null;
    }

    private static String blankToNull(String name) {
        return name == null || name.isBlank() ? null : name;
    }
}
