package org.dengji.standards.core;

import static org.dengji.standards.core.Events.nationalChampionship;
import static org.dengji.standards.core.Events.provincialChampionship;
import static org.dengji.standards.core.Players.man;
import static org.dengji.standards.core.Players.woman;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The application window (6 months national): a result counts up to its last day to apply (the same
 * day of the month 6 months after the event, or that month's last day); a clause whose events have all
 * run out is shown with them as evidence and {@code expired}, whatever its times; the answer gives the
 * last day to apply for each clause and title met.
 */
class ApplicationWindowTest {

    private static final Standard NATIONAL = SeededStandards.national();

    private static ClauseOutcome clause(Evaluation e, Title title, String reference) {
        return e.outcome(title).clauses().stream().filter(c -> c.clause().reference().equals(reference))
                .findFirst().orElseThrow();
    }

    @Test
    void aChampionOf23MonthsAgoIsShownTheChampionshipAsExpiredEvidence() {
        Evaluation e = man().placed(1).in(nationalChampionship(2024).endingOn(LocalDate.of(2024, 1, 31)))
                .evaluatedAgainst(NATIONAL);

        ClauseOutcome gm1 = clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (1)");
        assertEquals(Optional.empty(), e.highestTitle());
        assertFalse(gm1.met());
        assertTrue(gm1.progress().expired());
        assertEquals(List.of(0), gm1.evidence());
        assertEquals(Optional.of(LocalDate.of(2024, 7, 31)), gm1.lastDayToApply());
        assertEquals("1st place at the national individual championship: 1 of 1 (application window closed)",
                gm1.progress().en());
        assertTrue(clause(e, Title.MASTER, "第一条 男子 大师 (1)").progress().expired());
        // still the first of "两次获全国个人赛第2名": it counts toward that, so it is not set aside
        assertEquals("top 2 at the national individual championship: 1 of 2",
                clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (2)").progress().en());
        assertEquals(List.of(), e.setAside());
    }

    @Test
    void aResultThatRanOutAndCountsTowardNothingOpenIsAlsoSetAside() {
        Evaluation e = man().placed(2).in(provincialChampionship(2024).endingOn(LocalDate.of(2024, 1, 31)))
                .evaluatedAgainst(NATIONAL);

        ClauseOutcome first2 = clause(e, Title.FIRST_CLASS, "第一条 男子 一级棋士 (2)");
        assertTrue(first2.progress().expired());
        assertEquals(List.of(0), first2.evidence());
        assertEquals(List.of(new SetAside(0, SetAsideReason.OUTSIDE_WINDOW)), e.setAside());
    }

    @Test
    void theLastDayToApplyIsTheLastDayTheChampionshipCounts() {
        Players champion = man().placed(1).in(nationalChampionship(2025).endingOn(LocalDate.of(2025, 6, 30)));

        Evaluation lastDay = Evaluator.evaluate(NATIONAL, champion.record(), LocalDate.of(2025, 12, 30));
        Evaluation dayAfter = Evaluator.evaluate(NATIONAL, champion.record(), LocalDate.of(2025, 12, 31));

        assertEquals(Optional.of(Title.GRANDMASTER), lastDay.highestTitle());
        assertEquals(Optional.of(LocalDate.of(2025, 12, 30)), lastDay.outcome(Title.GRANDMASTER).lastDayToApply());
        assertFalse(clause(lastDay, Title.GRANDMASTER, "第一条 男子 特级大师 (1)").progress().expired());
        assertEquals(Optional.empty(), dayAfter.highestTitle());
        assertTrue(clause(dayAfter, Title.GRANDMASTER, "第一条 男子 特级大师 (1)").progress().expired());
    }

    @Test
    void anEventEndingOnTheLastDayOfAMonthIsAppliedForUntilTheEndOfTheShortMonth() {
        Players player = man().placed(3).in(provincialChampionship(2025).endingOn(LocalDate.of(2025, 8, 31)));

        Evaluation february28 = Evaluator.evaluate(NATIONAL, player.record(), LocalDate.of(2026, 2, 28));
        Evaluation march1 = Evaluator.evaluate(NATIONAL, player.record(), LocalDate.of(2026, 3, 1));

        assertEquals(Optional.of(LocalDate.of(2026, 2, 28)), february28.outcome(Title.FIRST_CLASS).lastDayToApply());
        assertEquals(Optional.of(Title.FIRST_CLASS), february28.highestTitle());
        assertEquals(Optional.empty(), march1.highestTitle());
    }

    @Test
    void aRecentResultAndNotAnEarlierOneIsTheEvidenceOfASingleEventClause() {
        Evaluation e = man().placed(1).in(provincialChampionship(2023)).placed(3).in(provincialChampionship(2025))
                .evaluatedAgainst(NATIONAL);

        ClauseOutcome first2 = clause(e, Title.FIRST_CLASS, "第一条 男子 一级棋士 (2)");
        assertTrue(first2.met());
        assertEquals(List.of(1), first2.evidence());
        assertEquals(List.of(new SetAside(0, SetAsideReason.OUTSIDE_WINDOW)), e.setAside());
    }

    @Test
    void progressNeverReadsMoreThanTheClauseNeeds() {
        Evaluation e = man().placed(1).in(provincialChampionship(2025))
                .placed(4).in(provincialChampionship(2025).named("the other provincial championship"))
                .evaluatedAgainst(NATIONAL);

        ClauseOutcome first2 = clause(e, Title.FIRST_CLASS, "第一条 男子 一级棋士 (2)");
        assertEquals(List.of(0, 1), first2.evidence());
        assertEquals(1, first2.progress().have());
        assertEquals("省、自治区、直辖市个人赛前6名：1/1", first2.progress().zh());
    }

    @Test
    void aRepeatedAchievementIsAppliedForFromItsLatestEvent() {
        Evaluation e = man().placed(2).in(nationalChampionship(2024)).placed(2).in(nationalChampionship(2025))
                .evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(LocalDate.of(2026, 4, 1)),
                clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (2)").lastDayToApply());
    }

    @Test
    void aClauseStillShortOfEventsHasNoLastDay() {
        Evaluation e = man().placed(2).in(nationalChampionship(2025)).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.empty(), clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (2)").lastDayToApply());
        assertEquals(Optional.of(LocalDate.of(2026, 4, 1)), e.outcome(Title.MASTER).lastDayToApply());
    }

    @Test
    void whatNeverRunsOutHasNoLastDay() {
        Evaluation undated = man().placed(3).in(provincialChampionship(2025).undated()).evaluatedAgainst(NATIONAL);
        Evaluation fideGrandmaster = woman().holding(FideTitle.GM).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.FIRST_CLASS), undated.highestTitle());
        assertEquals(Optional.empty(), undated.outcome(Title.FIRST_CLASS).lastDayToApply());
        assertEquals(Optional.empty(), fideGrandmaster.outcome(Title.GRANDMASTER).lastDayToApply());
    }

    @Test
    void aCombinationOfEventsRunsOutWithItsLatestEvent() {
        Criterion both = new Criterion.AllOf(List.of(
                new Criterion.Placement(EventCategory.NATIONAL_INDIVIDUAL, 1, 16, 1),
                new Criterion.Placement(EventCategory.PROVINCIAL_INDIVIDUAL, 1, 1, 1)));
        Standard standard = new Standard("TEST-1", 1, null, "测试", "Test", Track.NATIONAL, StandardStatus.PUBLISHED,
                LocalDate.of(2000, 1, 1), null, NATIONAL.parameters(),
                List.of(new Clause("X-1", Title.MASTER, GenderScope.MEN, "X (1)", both, "两项", "both", null, null)));

        Evaluation earlier = Evaluator.evaluate(standard, man().placed(10).in(nationalChampionship(2024))
                .placed(1).in(provincialChampionship(2024)).record(), Players.EVALUATED_ON);
        Evaluation oneRecent = Evaluator.evaluate(standard, man().placed(10).in(nationalChampionship(2024))
                .placed(1).in(provincialChampionship(2025)).record(), Players.EVALUATED_ON);

        ClauseOutcome expired = earlier.outcome(Title.MASTER).clauses().get(0);
        assertTrue(expired.progress().expired());
        assertFalse(expired.met());
        assertEquals(List.of(0, 1), expired.evidence());
        assertEquals(Optional.of(LocalDate.of(2025, 4, 1)), expired.lastDayToApply());
        assertEquals(Optional.of(Title.MASTER), oneRecent.highestTitle());
    }
}
