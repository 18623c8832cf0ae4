package org.dengji.standards.core;

import static org.dengji.standards.core.Events.nationalChampionship;
import static org.dengji.standards.core.Players.man;
import static org.dengji.standards.core.Players.woman;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** 第一条 女子 特级大师 (2) (national champion and IM) and (3) (FIDE GM, 特级国际大师). */
class CombinationAndForeignTitleTest {

    private static final Standard NATIONAL = SeededStandards.national();
    private static final String W_GM_2 = "第一条 女子 特级大师 (2)";
    private static final String W_GM_3 = "第一条 女子 特级大师 (3)";

    private static ClauseOutcome clause(Evaluation e, String reference) {
        return e.outcome(Title.GRANDMASTER).clauses().stream()
                .filter(c -> c.clause().reference().equals(reference)).findFirst().orElseThrow();
    }

    private static String grantedBy(Evaluation e) {
        return e.outcome(Title.GRANDMASTER).firstMet().map(c -> c.clause().reference()).orElse(null);
    }

    @Test
    void championWithImTitleIsGrandmaster() {
        Evaluation e = woman().holding(FideTitle.IM).placed(1).in(nationalChampionship(2025).womens())
                .evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.GRANDMASTER), e.highestTitle());
        assertEquals(W_GM_2, grantedBy(e));
        assertEquals(List.of(0), clause(e, W_GM_2).evidence());
    }

    @Test
    void imTitleAloneShowsHalfTheCombination() {
        Evaluation e = woman().holding(FideTitle.IM).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.empty(), e.highestTitle());
        Progress progress = clause(e, W_GM_2).progress();
        assertFalse(progress.met());
        assertEquals(1, progress.have());
        assertEquals(2, progress.need());
        assertEquals("1st place at the national individual championship: 0 of 1; the FIDE International Master title: 1 of 1",
                progress.en());
    }

    @Test
    void championWithWimTitleIsOnlyMaster() {
        Evaluation e = woman().holding(FideTitle.WIM).placed(1).in(nationalChampionship(2025).womens())
                .evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.MASTER), e.highestTitle());
    }

    @Test
    void aGmTitleSatisfiesTheImPart() {
        Evaluation e = woman().holding(FideTitle.GM).placed(1).in(nationalChampionship(2025).womens())
                .evaluatedAgainst(NATIONAL);

        assertEquals(W_GM_2, grantedBy(e));
    }

    @Test
    void anEarlierChampionshipCompletesTheCombination() {
        Evaluation e = woman().holding(FideTitle.IM).placed(1).in(nationalChampionship(2019).womens())
                .evaluatedAgainst(NATIONAL);

        assertEquals(W_GM_2, grantedBy(e));
    }

    @Test
    void fideGrandmasterTitleAloneIsGrandmaster() {
        Evaluation e = woman().holding(FideTitle.GM).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.GRANDMASTER), e.highestTitle());
        assertEquals(W_GM_3, grantedBy(e));
        assertEquals("the FIDE Grandmaster title: 1 of 1", clause(e, W_GM_3).progress().en());
    }

    @Test
    void womanGrandmasterTitleIsNotTheFideGrandmasterTitle() {
        assertEquals(Optional.empty(), woman().holding(FideTitle.WGM).evaluatedAgainst(NATIONAL).highestTitle());
    }

    @Test
    void foreignTitleClausesAreWomensClauses() {
        assertEquals(Optional.empty(), man().holding(FideTitle.GM).evaluatedAgainst(NATIONAL).highestTitle());
    }
}
