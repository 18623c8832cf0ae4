package org.dengji.standards.core;

import static org.dengji.standards.core.Events.nationalChampionship;
import static org.dengji.standards.core.Players.man;
import static org.dengji.standards.core.Players.woman;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Clauses that need a place more than once: 第一条 男子 特级大师 (2), (3) and 女子 特级大师 (1).
 * "Times" counts distinct events; a better place counts toward a worse-place clause; earlier
 * championships count toward a repeated achievement even before the application window.
 */
class RepeatedPlacementTest {

    private static final Standard NATIONAL = SeededStandards.national();

    private static ClauseOutcome clause(Evaluation e, Title title, String reference) {
        return e.outcome(title).clauses().stream().filter(c -> c.clause().reference().equals(reference))
                .findFirst().orElseThrow();
    }

    @Test
    void secondPlaceOnceIsMasterWithProgressTowardGrandmaster() {
        Evaluation e = man().placed(2).in(nationalChampionship(2025)).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.MASTER), e.highestTitle());
        ClauseOutcome gm2 = clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (2)");
        assertFalse(gm2.met());
        assertEquals(List.of(0), gm2.evidence());
        assertEquals("top 2 at the national individual championship: 1 of 2", gm2.progress().en());
        assertEquals("全国个人赛前2名：1/2", gm2.progress().zh());
    }

    @Test
    void secondPlaceInTwoChampionshipsIsGrandmaster() {
        Evaluation e = man().placed(2).in(nationalChampionship(2024)).placed(2).in(nationalChampionship(2025))
                .evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.GRANDMASTER), e.highestTitle());
        assertEquals("第一条 男子 特级大师 (2)", e.outcome(Title.GRANDMASTER).firstMet().orElseThrow().clause().reference());
        assertEquals(List.of(0, 1), clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (2)").evidence());
        assertEquals(List.of(), e.setAside());
    }

    @Test
    void aFirstAndASecondPlaceMeetTheSecondPlaceTwiceClause() {
        Evaluation e = man().placed(1).in(nationalChampionship(2024)).placed(2).in(nationalChampionship(2025))
                .evaluatedAgainst(NATIONAL);

        assertTrue(clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (2)").met());
        assertFalse(clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (1)").met(), "the 2024 title is outside the window");
    }

    @Test
    void twoResultsOfOneChampionshipCountOnce() {
        Evaluation e = man().placed(2).in(nationalChampionship(2025)).placed(2).in(nationalChampionship(2025))
                .evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.MASTER), e.highestTitle());
        ClauseOutcome gm2 = clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (2)");
        assertEquals(1, gm2.progress().have());
        assertEquals(List.of(0), gm2.evidence());
    }

    @Test
    void resultsWithoutAnEventKeyAreDistinctEvents() {
        Evaluation e = man().placed(2).in(nationalChampionship(2025).anonymous())
                .placed(2).in(nationalChampionship(2025).anonymous())
                .evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.GRANDMASTER), e.highestTitle());
    }

    @Test
    void thirdPlaceThreeTimesIsGrandmasterAndTwiceIsNot() {
        Players twice = man().placed(3).in(nationalChampionship(2024)).placed(3).in(nationalChampionship(2025));
        assertEquals(Optional.of(Title.MASTER), twice.evaluatedAgainst(NATIONAL).highestTitle());

        Evaluation thrice = twice.placed(3).in(nationalChampionship(2023)).evaluatedAgainst(NATIONAL);
        assertEquals(Optional.of(Title.GRANDMASTER), thrice.highestTitle());
        assertEquals("第一条 男子 特级大师 (3)", thrice.outcome(Title.GRANDMASTER).firstMet().orElseThrow().clause().reference());
    }

    @Test
    void fourthPlaceThreeTimesIsOnlyMaster() {
        Evaluation e = man().placed(4).in(nationalChampionship(2023)).placed(4).in(nationalChampionship(2024))
                .placed(4).in(nationalChampionship(2025)).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.MASTER), e.highestTitle());
        assertEquals(0, clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (3)").progress().have());
    }

    @Test
    void aRepeatedAchievementNeedsOneEventWithinTheWindow() {
        Evaluation e = man().placed(2).in(nationalChampionship(2023)).placed(2).in(nationalChampionship(2024))
                .evaluatedAgainst(NATIONAL);

        assertEquals(Optional.empty(), e.highestTitle());
        Progress progress = clause(e, Title.GRANDMASTER, "第一条 男子 特级大师 (2)").progress();
        assertTrue(progress.expired());
        assertEquals("top 2 at the national individual championship: 2 of 2 (application window closed)", progress.en());
    }

    @Test
    void womensChampionTwiceIsGrandmasterAndOnceIsMaster() {
        Players once = woman().placed(1).in(nationalChampionship(2025).womens());
        Evaluation onceEval = once.evaluatedAgainst(NATIONAL);
        assertEquals(Optional.of(Title.MASTER), onceEval.highestTitle());
        assertEquals("1st place at the national individual championship: 1 of 2",
                clause(onceEval, Title.GRANDMASTER, "第一条 女子 特级大师 (1)").progress().en());

        Evaluation twice = once.placed(1).in(nationalChampionship(2024).womens()).evaluatedAgainst(NATIONAL);
        assertEquals(Optional.of(Title.GRANDMASTER), twice.highestTitle());
        assertEquals("第一条 女子 特级大师 (1)", twice.outcome(Title.GRANDMASTER).firstMet().orElseThrow().clause().reference());
    }

    @Test
    void womensRunnerUpTwiceIsNotGrandmaster() {
        Evaluation e = woman().placed(2).in(nationalChampionship(2024).womens())
                .placed(2).in(nationalChampionship(2025).womens()).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.MASTER), e.highestTitle());
    }
}
