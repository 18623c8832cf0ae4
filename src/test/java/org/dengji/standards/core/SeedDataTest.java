package org.dengji.standards.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The national standard as migrated (V11) holds 《国际象棋升级规则》 as the project reads it. */
class SeedDataTest {

    private static final Standard NATIONAL = SeededStandards.national();
    /** Traditional forms that occur in the source text of 《国际象棋升级规则》 and must not survive into zh-CN. */
    private static final String TRADITIONAL = "賽獲級兩規則軍國際區轄縣體協計劃單亞標準稱號達勝錦頒發";

    @Test
    void has22MensAnd22WomensClausesPerTitleAsTheSeed() {
        for (GenderScope scope : List.of(GenderScope.MEN, GenderScope.WOMEN)) {
            Map<Title, Long> perTitle = NATIONAL.clauses().stream().filter(c -> c.scope() == scope)
                    .collect(Collectors.groupingBy(Clause::title, Collectors.counting()));
            assertEquals(Map.of(Title.GRANDMASTER, 4L, Title.MASTER, 2L, Title.FIRST_CLASS, 4L,
                    Title.SECOND_CLASS, 6L, Title.THIRD_CLASS, 6L), perTitle, scope.name());
        }
    }

    @Test
    void everyClauseCitesItsSeedReferenceOnce() {
        List<String> refs = NATIONAL.clauses().stream().map(Clause::reference).toList();
        assertEquals(44, refs.stream().distinct().count());
        for (Clause c : NATIONAL.clauses()) {
            String expected = "第一条 " + c.scope().zh() + " " + c.title().zh() + " (";
            assertTrue(c.reference().startsWith(expected), c.reference());
        }
    }

    @Test
    void textsAreSimplifiedChineseWithAnEnglishRendering() {
        for (Clause c : NATIONAL.clauses()) {
            assertFalse(c.textZh().isBlank(), c.key());
            assertFalse(c.textEn().isBlank(), c.key());
            assertTrue(c.textZh().chars().noneMatch(ch -> TRADITIONAL.indexOf(ch) >= 0), c.textZh());
        }
        assertEquals("获全国个人赛冠军", NATIONAL.clausesOf(Title.GRANDMASTER).get(0).textZh());
    }

    @Test
    void womensGrandmasterTwoIsTheCombination() {
        Clause wgm2 = NATIONAL.clauses().stream().filter(c -> c.key().equals("W-GM-2")).findFirst().orElseThrow();

        assertEquals(new Criterion.AllOf(List.of(
                new Criterion.Placement(EventCategory.NATIONAL_INDIVIDUAL, 1, 1, 1),
                new Criterion.ForeignTitle(FideTitle.IM))), wgm2.criterion());
        assertEquals("全国个人赛冠军并获国际大师称号", wgm2.criterion().zh());
    }

    @Test
    void recordsTheInterpretationsWhereDesignRecordsOne() {
        Clause gm2 = NATIONAL.clauses().stream().filter(c -> c.key().equals("M-GM-2")).findFirst().orElseThrow();

        assertEquals(new Criterion.Placement(EventCategory.NATIONAL_INDIVIDUAL, 1, 2, 2), gm2.criterion());
        assertNotNull(gm2.interpretationEn());
        assertTrue(gm2.interpretationEn().contains("better place"));
    }

    @Test
    void parametersAreTheDocumentedDefaults() {
        Parameters p = NATIONAL.parameters();

        assertEquals(9, p.normMinGames());
        assertEquals(6, p.windowMonths());
        assertEquals(Optional.of(new BigDecimal("0.7000")), p.internationalRate(Title.GRANDMASTER, GenderScope.MEN));
        assertEquals(Optional.of(new BigDecimal("0.6000")), p.internationalRate(Title.MASTER, GenderScope.WOMEN));
        assertEquals(StandardStatus.PUBLISHED, NATIONAL.status());
        assertEquals(LocalDate.of(1990, 1, 1), NATIONAL.effectiveFrom());
    }

    @Test
    void seedsTheGeneralRulesAndTheApprovalAuthority() {
        List<SqlInserts.Row> rows = SeededStandards.rows(SeededStandards.NATIONAL_MIGRATION);

        List<String> rules = rows.stream().filter(r -> r.table().equals("standard_rule"))
                .map(r -> r.string("article") + r.string("item") + " " + r.string("rule_code")).toList();
        assertEquals(List.of("第二条(一) ANY_ONE_CLAUSE", "第二条(二) OFFICIAL_AND_DEFINITE_ONLY",
                "第二条(三) INTERNATIONAL_RATE", "第二条(四) RATING_SEPARATE"), rules);
        List<String> authority = rows.stream().filter(r -> r.table().equals("standard_authority"))
                .map(r -> r.string("title") + " " + r.string("approver_level") + " filed=" + r.values().get("filed_with_above"))
                .toList();
        assertEquals(List.of("GRANDMASTER NATIONAL filed=false", "MASTER NATIONAL filed=false",
                "FIRST_CLASS PROVINCIAL filed=false", "SECOND_CLASS PREFECTURE filed=true",
                "THIRD_CLASS COUNTY filed=true"), authority);
    }
}
