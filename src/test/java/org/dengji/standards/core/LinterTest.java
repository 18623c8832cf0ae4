package org.dengji.standards.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The standard linter on the migrated standards and on drafts with planted faults. */
class LinterTest {

    private static final Standard NATIONAL = SeededStandards.national();

    @Test
    void reportsTheSeedsOwnOverlapsAtMensRank32AndWomensRank24() {
        List<LintFinding> findings = Linter.lint(NATIONAL);

        assertEquals(List.of(
                new LintFinding(LintFinding.Code.RANK_OVERLAP, GenderScope.MEN, EventCategory.NATIONAL_INDIVIDUAL, 32, 32,
                        List.of("第一条 男子 一级棋士 (1)", "第一条 男子 二级棋士 (1)"), null),
                new LintFinding(LintFinding.Code.RANK_OVERLAP, GenderScope.WOMEN, EventCategory.NATIONAL_INDIVIDUAL, 24, 24,
                        List.of("第一条 女子 一级棋士 (1)", "第一条 女子 二级棋士 (1)"), null)), findings);
    }

    @Test
    void rendersAnOverlapInBothLanguages() {
        LintFinding men32 = Linter.lint(NATIONAL).get(0);

        assertEquals("men (open), the national individual championship: rank 32 is in both "
                + "第一条 男子 一级棋士 (1) and 第一条 男子 二级棋士 (1)", men32.en());
        assertEquals("男子全国个人赛第32名同时属于第一条 男子 一级棋士 (1)与第一条 男子 二级棋士 (1)", men32.zh());
    }

    @Test
    void theAmateurDefaultsHaveNoFindings() {
        assertEquals(List.of(), Linter.lint(SeededStandards.amateur()));
    }

    @Test
    void reportsAGapWhenABandIsRemoved() {
        List<Clause> clauses = new ArrayList<>(NATIONAL.clauses());
        clauses.removeIf(c -> c.key().equals("M-2-2")); // 第一条 男子 二级棋士 (2): provincial 7–16
        Standard draft = NATIONAL.draftCopy("CN-NATIONAL-GAP").revise(NATIONAL.parameters(), clauses);

        List<LintFinding> gaps = Linter.lint(draft).stream().filter(f -> f.code() == LintFinding.Code.RANK_GAP).toList();

        assertEquals(List.of(new LintFinding(LintFinding.Code.RANK_GAP, GenderScope.MEN,
                EventCategory.PROVINCIAL_INDIVIDUAL, 7, 16, List.of(), null)), gaps);
        assertEquals("men (open), a provincial individual championship: ranks 7–16 meet no clause", gaps.get(0).en());
    }

    @Test
    void reportsAGapBeforeTheFirstBand() {
        Standard draft = draftWith(new Clause("X-1", Title.THIRD_CLASS, GenderScope.MEN, "X (1)",
                new Criterion.Placement(EventCategory.OTHER, 4, 10, 1), "", "", null, null));

        assertEquals(List.of(new LintFinding(LintFinding.Code.RANK_GAP, GenderScope.MEN, EventCategory.OTHER, 1, 3,
                List.of(), null)), only(draft, LintFinding.Code.RANK_GAP));
    }

    @Test
    void reportsClausesNoRecordCanMeet() {
        Standard draft = draftWith(
                placement("X-1", 10, 5),
                placement("X-2", 0, 5),
                new Clause("X-3", Title.MASTER, GenderScope.MEN, "X (3)", new Criterion.AllOf(List.of()), "", "", null, null),
                new Clause("X-4", Title.AMATEUR_FIRST, GenderScope.ALL, "X (4)",
                        new Criterion.ScoreRate(Set.of(EventLevel.COUNTY), 7, new BigDecimal("0.5"), 1), "", "", null, null),
                new Clause("X-5", Title.MASTER, GenderScope.MEN, "X (5)", new Criterion.Norm(Title.MASTER, 0), "", "", null, null));

        List<String> details = only(draft, LintFinding.Code.UNMEETABLE_CLAUSE).stream().map(LintFinding::detail).toList();

        assertEquals(List.of("RANK_RANGE_EMPTY", "RANK_FROM_BELOW_1", "ALL_OF_EMPTY", "TITLE_OUTSIDE_TRACK", "TIMES_BELOW_1"),
                details);
    }

    @Test
    void reportsAnAmateurRateAboveOne() {
        Standard amateur = SeededStandards.amateur();
        Clause impossible = new Clause("X-1", Title.AMATEUR_SIXTH, GenderScope.ALL, "X (1)",
                new Criterion.ScoreRate(Set.of(EventLevel.COUNTY), 7, new BigDecimal("1.2"), 1), "", "", null, null);
        Standard draft = amateur.draftCopy("X").revise(amateur.parameters(), List.of(impossible));

        LintFinding finding = Linter.lint(draft).get(0);
        assertEquals("RATE_ABOVE_1", finding.detail());
        assertEquals("X (1) can never be met (RATE_ABOVE_1)", finding.en());
    }

    private static Clause placement(String key, int from, int to) {
        return new Clause(key, Title.THIRD_CLASS, GenderScope.MEN, key.replace("X-", "X (") + ")",
                new Criterion.Placement(EventCategory.COUNTY_INDIVIDUAL, from, to, 1), "", "", null, null);
    }

    private static Standard draftWith(Clause... clauses) {
        return NATIONAL.draftCopy("X").revise(NATIONAL.parameters(), List.of(clauses));
    }

    private static List<LintFinding> only(Standard standard, LintFinding.Code code) {
        return Linter.lint(standard).stream().filter(f -> f.code() == code).toList();
    }
}
