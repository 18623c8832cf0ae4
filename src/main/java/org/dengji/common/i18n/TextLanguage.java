package org.dengji.common.i18n;

import io.quarkus.qute.TemplateExtension;

/**
 * The language of a piece of data shown on a page (a player's or an event's name as it was
 * recorded): {@code lang="{name.textLang}"}. An English page names Chinese players and events in
 * Chinese, and says so, so that a screen reader reads them as Chinese and a reader's browser picks
 * the right font.
 */
@TemplateExtension
public final class TextLanguage {

    private TextLanguage() {
    }

    /** {@code zh-CN} when the text holds a Chinese character, {@code en} otherwise. */
    public static String textLang(String text) {
        return text != null && text.codePoints().anyMatch(TextLanguage::isHan) ? "zh-CN" : "en";
    }

    private static boolean isHan(int codePoint) {
        return Character.UnicodeScript.of(codePoint) == Character.UnicodeScript.HAN;
    }
}
