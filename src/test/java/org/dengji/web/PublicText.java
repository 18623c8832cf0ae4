package org.dengji.web;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * What must never reach the public on a rendered page: escapes and template braces left as text,
 * enum-like codes, file and column names, and editors' notes. Reads the text a reader sees (not the
 * attributes and URLs, where codes belong). On an English page every word is English, except what is
 * marked {@code lang="zh-CN"} (the Chinese original beside the English).
 */
final class PublicText {

    private static final Pattern ESCAPE = Pattern.compile("\\\\u|\\\\n|\\\\t");
    private static final Pattern BRACES = Pattern.compile("[{}]");
    private static final Pattern ENUM_CODE = Pattern.compile("\\b[A-Z]{3,}_[A-Z_]+\\b");
    private static final Pattern FILE_NAME = Pattern.compile("\\b[\\w-]+\\.(md|sql|java|properties|html)\\b");
    private static final Pattern COLUMN_NAME = Pattern.compile("\\b[a-z]+_[a-z_]+\\b|_id\\b");
    private static final Pattern CJK = Pattern.compile("[\\p{IsHan}\\u3000-\\u303f\\uff00-\\uffef]+");
    /** Phrases of the editors' own notes, as they once reached the pages. */
    private static final List<String> EDITORS_PHRASES = List.of("DESIGN", "editable", "可修改", "待确认", "（解释",
            "to be confirmed", "TO BE CONFIRMED", "placeholder", "interpretation recorded", "seed", "种子文件", "Dengji placeholder");

    private PublicText() {
    }

    /** Every offence on the page, each with the text around it; empty when the page is clean. */
    static List<String> offences(String html, boolean english) {
        Document page = Jsoup.parse(html);
        page.select("script, style").remove();
        List<String> offences = new ArrayList<>();
        String text = page.body().text() + " " + page.title();
        find(ESCAPE, text, "escape", offences);
        find(BRACES, text, "template brace", offences);
        find(ENUM_CODE, text, "code", offences);
        find(FILE_NAME, text, "file name", offences);
        find(COLUMN_NAME, text, "column name", offences);
        for (String phrase : EDITORS_PHRASES) {
            if (text.contains(phrase)) {
                offences.add("editors' phrase '" + phrase + "': " + around(text, text.indexOf(phrase)));
            }
        }
        if (BRACES.matcher(html.replaceAll("(?s)<style.*?</style>", "")).find()) {
            offences.add("template brace in the markup");
        }
        if (english) {
            find(CJK, englishText(page), "Chinese outside a lang=\"zh-CN\" element", offences);
        }
        return offences;
    }

    /** The text an English reader reads in English: without the parts marked as Chinese. */
    private static String englishText(Document page) {
        Document copy = page.clone();
        for (Element chinese : copy.select("[lang^=zh]")) {
            if (chinese != copy.selectFirst("html")) {
                chinese.remove();
            }
        }
        return copy.body().text() + " " + copy.title();
    }

    private static void find(Pattern pattern, String text, String what, List<String> offences) {
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            offences.add(what + " '" + m.group() + "': " + around(text, m.start()));
        }
    }

    private static String around(String text, int at) {
        return "…" + text.substring(Math.max(0, at - 30), Math.min(text.length(), at + 40)) + "…";
    }
}
