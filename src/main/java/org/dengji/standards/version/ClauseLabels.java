package org.dengji.standards.version;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.common.i18n.Language;
import org.dengji.standards.core.Clause;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;

/**
 * How clauses are named on the pages. The stored reference is the Chinese of 《国际象棋升级规则》
 * ("第一条 男子 特级大师 (2)", "第三条 (一)"); the item it ends with is shown in the tables, and English
 * pages name a clause in English ("Article 1, men, Grandmaster (2)"), with the Chinese beside it.
 */
public final class ClauseLabels {

    private static final String NUMERALS = "一二三四五六七八九十";
    private static final Pattern ITEM = Pattern.compile("\\(([0-9]+|[" + NUMERALS + "]+)\\)(\\s*[a-z])?\\s*$");

    private ClauseLabels() {
    }

    /** The item a reference ends with, as the rules write it: "(2)", "(2) a", "(一)"; null when there is none. */
    static String item(String reference) {
        Matcher m = ITEM.matcher(reference == null ? "" : reference);
        if (!m.find()) {
            return null;
        }
        return "(" + m.group(1) + ")" + (m.group(2) == null ? "" : " " + m.group(2).trim());
    }

    /** The same item with Arabic numerals, for English pages: "(一)" becomes "(1)". */
    static String itemEn(String reference) {
        String item = item(reference);
        if (item == null) {
            return null;
        }
        StringBuilder arabic = new StringBuilder();
        int at = 0;
        while (at < item.length()) {
            int end = at;
            while (end < item.length() && NUMERALS.indexOf(item.charAt(end)) >= 0) {
                end++;
            }
            if (end > at) {
                arabic.append(numeral(item.substring(at, end)));
                at = end;
            } else {
                arabic.append(item.charAt(at++));
            }
        }
        return arabic.toString();
    }

    /** 一 … 九 and 十, 十一 … 十九: the item numbers 《国际象棋升级规则》 uses. */
    static int numeral(String chinese) {
        int ten = chinese.indexOf('十');
        if (ten < 0) {
            return NUMERALS.indexOf(chinese.charAt(0)) + 1;
        }
        int tens = ten == 0 ? 1 : NUMERALS.indexOf(chinese.charAt(0)) + 1;
        int ones = ten == chinese.length() - 1 ? 0 : NUMERALS.indexOf(chinese.charAt(ten + 1)) + 1;
        return tens * 10 + ones;
    }

    /** A clause of article 1 named in English: "Article 1, women, Master (2)"; amateur: "First grade (1)". */
    static String english(ClauseEntity clause, boolean national) {
        return english(clause.clauseRef, clause.title, clause.genderScope, national);
    }

    /** A clause as a reader names it: the Chinese reference on Chinese pages, in English on English ones. */
    public static String name(Clause clause, Language language) {
        return language.isZh() ? clause.reference()
                : english(clause.reference(), clause.title(), clause.scope(), clause.title().track() == Track.NATIONAL);
    }

    private static String english(String reference, Title title, GenderScope scope, boolean national) {
        String item = itemEn(reference);
        String named = title.en() + (item == null ? "" : " " + item);
        if (!national) {
            return named;
        }
        return "Article 1, " + scopeEn(scope) + ", " + named;
    }

    private static String scopeEn(GenderScope scope) {
        return switch (scope) {
            case MEN -> "men";
            case WOMEN -> "women";
            case ALL -> "everyone";
        };
    }
}
