package org.dengji.standards.version;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.Title;
import org.junit.jupiter.api.Test;

/** Clause names on the pages: the item a clause reference ends with, in Chinese and in English. */
class ClauseLabelsTest {

    private static ClauseEntity clause(String title, String scope, String reference) {
        ClauseEntity c = new ClauseEntity();
        c.title = Title.valueOf(title);
        c.genderScope = GenderScope.valueOf(scope);
        c.clauseRef = reference;
        return c;
    }

    @Test
    void shouldReadTheItemAReferenceEndsWith() {
        assertEquals("(2)", ClauseLabels.item("第一条 男子 特级大师 (2)"));
        assertEquals("(2) a", ClauseLabels.item("第一条 女子 特级大师 (2) a"));
        assertEquals("(三)", ClauseLabels.item("第三条 (三)"));
        assertNull(ClauseLabels.item("业余 授予"));
    }

    @Test
    void shouldWriteChineseItemNumbersInArabicForEnglish() {
        assertEquals("(1)", ClauseLabels.itemEn("(一)"));
        assertEquals("(4)", ClauseLabels.itemEn("第二条 (四)"));
        assertEquals("(10)", ClauseLabels.itemEn("(十)"));
        assertEquals("(12)", ClauseLabels.itemEn("(十二)"));
        assertEquals("(20)", ClauseLabels.itemEn("(二十)"));
        assertEquals("(2) a", ClauseLabels.itemEn("第一条 女子 特级大师 (2) a"));
        assertNull(ClauseLabels.itemEn("业余 授予"));
    }

    @Test
    void shouldNameAClauseInEnglish() {
        assertEquals("Article 1, women, Master (2)",
                ClauseLabels.english(clause("MASTER", "WOMEN", "第一条 女子 大师 (2)"), true));
        assertEquals("Article 1, men, Grandmaster (1)",
                ClauseLabels.english(clause("GRANDMASTER", "MEN", "第一条 男子 特级大师 (1)"), true));
        assertEquals("First grade (1)", ClauseLabels.english(clause("AMATEUR_FIRST", "ALL", "业余 一级棋士 (1)"), false));
    }

    @Test
    void shouldWriteRatesAsPercentages() {
        assertEquals("70%", StandardPage.percent(new java.math.BigDecimal("0.7000")));
        assertEquals("65.5%", StandardPage.percent(new java.math.BigDecimal("0.655")));
        assertEquals("100%", StandardPage.percent(java.math.BigDecimal.ONE));
    }
}
