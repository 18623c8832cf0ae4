package org.dengji.standards.core;

import static org.dengji.standards.core.Events.nationalChampionship;
import static org.dengji.standards.core.Players.man;
import static org.dengji.standards.core.Players.woman;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Men's clauses read open sections, women's clauses read women's sections, and a woman also
 * qualifies by a men's clause met in an open section (the sections rule of the national standard).
 */
class SectionRulesTest {

    private static final Standard NATIONAL = SeededStandards.national();

    @Test
    void aMansWomensSectionResultIsASectionMismatch() {
        Evaluation e = man().placed(1).in(nationalChampionship(2025).womens()).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.empty(), e.highestTitle());
        assertEquals(List.of(new SetAside(0, SetAsideReason.SECTION_MISMATCH)), e.setAside());
    }

    @Test
    void aWomansOpenSectionPlaceCountsForMensClausesOnly() {
        // 13th in the open national championship: men's 大师 (1) is top 16; women's 大师 (1) would need top 12 of the women's section
        Evaluation e = woman().placed(13).in(nationalChampionship(2025)).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.MASTER), e.highestTitle());
        assertEquals("第一条 男子 大师 (1)", e.outcome(Title.MASTER).firstMet().orElseThrow().clause().reference());
    }

    @Test
    void aWomansWomensSectionPlaceDoesNotCountForMensClauses() {
        // 14th of the women's section: women's 一级棋士 (1) (13–24), not men's 大师 (1) (top 16 of the open section)
        Evaluation e = woman().placed(14).in(nationalChampionship(2025).womens()).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.FIRST_CLASS), e.highestTitle());
        assertEquals("第一条 女子 一级棋士 (1)", e.outcome(Title.FIRST_CLASS).firstMet().orElseThrow().clause().reference());
    }

    @Test
    void aWomanIsEvaluatedOnHerOwnClausesFirstThenTheMens() {
        Evaluation e = woman().evaluatedAgainst(NATIONAL);

        List<String> gm = e.outcome(Title.GRANDMASTER).clauses().stream().map(c -> c.clause().reference()).toList();
        assertEquals(List.of("第一条 女子 特级大师 (1)", "第一条 女子 特级大师 (2)", "第一条 女子 特级大师 (3)",
                "第一条 女子 特级大师 (4)", "第一条 男子 特级大师 (1)", "第一条 男子 特级大师 (2)",
                "第一条 男子 特级大师 (3)", "第一条 男子 特级大师 (4)"), gm);
    }

    @Test
    void aManIsEvaluatedOnMensClausesOnly() {
        Evaluation e = man().evaluatedAgainst(NATIONAL);

        assertTrue(e.titles().stream().flatMap(t -> t.clauses().stream())
                .allMatch(c -> c.clause().scope() == GenderScope.MEN));
        assertEquals(22, e.titles().stream().mapToInt(t -> t.clauses().size()).sum());
    }

    @Test
    void bothSectionsTogetherGrantTheHigherTitle() {
        Evaluation e = woman().placed(20).in(nationalChampionship(2025).womens())
                .placed(10).in(nationalChampionship(2025)).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.MASTER), e.highestTitle());
        assertEquals(List.of(), e.setAside());
    }
}
