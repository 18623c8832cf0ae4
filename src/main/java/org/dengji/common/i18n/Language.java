package org.dengji.common.i18n;

import java.util.List;
import java.util.Locale;

/** The languages Dengji's pages speak: Chinese first, English by choice. */
public enum Language {
    ZH("zh-CN", Locale.SIMPLIFIED_CHINESE, "中文", "、", "：", ""),
    EN("en", Locale.ENGLISH, "English", ", ", ": ", " ");

    private final String tag;
    private final Locale locale;
    private final String label;
    private final String listSeparator;
    private final String labelSeparator;
    private final String wordSeparator;

    Language(String tag, Locale locale, String label, String listSeparator, String labelSeparator,
            String wordSeparator) {
        this.tag = tag;
        this.locale = locale;
        this.label = label;
        this.listSeparator = listSeparator;
        this.labelSeparator = labelSeparator;
        this.wordSeparator = wordSeparator;
    }

    public String tag() {
        return tag;
    }

    public Locale locale() {
        return locale;
    }

    /** The language's own name, shown on the switch link. */
    public String label() {
        return label;
    }

    /**
     * What stands between the items of an inline list. It lives here, not in a message file: Qute
     * reads message files line by line and drops the spaces at either end of a value, so English's
     * ", " cannot be written there (and a {@code \\u0020} escape is shown as it is written).
     */
    public String listSeparator() {
        return listSeparator;
    }

    /** What follows a label before its value: 单位代码：… / Unit code: … (see {@link #listSeparator()}). */
    public String labelSeparator() {
        return labelSeparator;
    }

    /**
     * What stands between a piece of a sentence and a link inside it: a space in English ("Evaluated under
     * <a>…</a> on …"), nothing in Chinese, whose words are not spaced (see {@link #listSeparator()}).
     */
    public String wordSeparator() {
        return wordSeparator;
    }

    /** Whether this is Chinese: for templates, which show or leave out a piece by language. */
    public boolean isZh() {
        return this == ZH;
    }

    /** The one of a pair given in both languages that this language reads: {@code language.pick(nameZh, nameEn)}. */
    public <T> T pick(T zh, T en) {
        return this == ZH ? zh : en;
    }

    /** The items joined as an inline list of this language: 特级大师、大师 / Grandmaster, Master. */
    public String join(List<String> items) {
        return String.join(listSeparator, items);
    }

    /** Accepts {@code zh}, {@code zh-CN}, {@code zh-Hans}, {@code en}, {@code en-GB} …; null otherwise. */
    public static Language fromTag(String tag) {
        if (tag == null || tag.isBlank()) {
            return null;
        }
        String primary = tag.trim().toLowerCase(Locale.ROOT).split("[-_]")[0];
        return switch (primary) {
            case "zh" -> ZH;
            case "en" -> EN;
            default -> null;
        };
    }

    /**
     * The language of the JSON API's texts: English unless Accept-Language prefers Chinese, so that
     * scripts written for the English answers keep them.
     */
    public static Language forApi(String acceptLanguage) {
        return acceptLanguage == null || acceptLanguage.isBlank() || negotiate(acceptLanguage + ",en;q=0.001") != ZH
                ? EN : ZH;
    }

    /**
     * Picks the most preferred supported language of an Accept-Language header (RFC 9110 weights);
     * {@code de,en;q=0.5} gives English. Chinese when nothing matches or the header is malformed.
     */
    public static Language negotiate(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank()) {
            return ZH;
        }
        try {
            List<Locale.LanguageRange> ranges = Locale.LanguageRange.parse(acceptLanguage);
            for (Locale.LanguageRange range : ranges) {
                Language match = fromTag(range.getRange());
                if (match != null && range.getWeight() > 0) {
                    return match;
                }
            }
        } catch (IllegalArgumentException malformed) {
            // A malformed header is the client's problem; the page still renders, in the default.
        }
        return ZH;
    }
}
