package org.dengji.standards.core;

import static org.dengji.standards.core.Events.amateurGrading;
import static org.dengji.standards.core.Events.provincialChampionship;
import static org.dengji.standards.core.Players.man;
import static org.dengji.standards.core.Players.woman;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The amateur track's seeded defaults (V12): which levels grant which grades, minimum rounds
 * (9 for 大师 and 候补大师, 7 below), and the score-rate ladder (defaults to be confirmed). The rate
 * is points ÷ maximum points (one a round of the event), and the minimum counts the event's rounds.
 */
class AmateurDefaultsTest {

    private static final Standard AMATEUR = SeededStandards.amateur();

    @ParameterizedTest(name = "{0} event of {2} rounds, {1} points -> {3}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            NATIONAL   | 6.75 | 9 | AMATEUR_MASTER
            NATIONAL   | 6.5  | 9 | AMATEUR_CANDIDATE_MASTER
            NATIONAL   | 6.3  | 9 | AMATEUR_CANDIDATE_MASTER
            NATIONAL   | 6    | 9 | AMATEUR_FIRST
            NATIONAL   | 8    | 8 | AMATEUR_FIRST
            PROVINCIAL | 9    | 9 | AMATEUR_FIRST
            PREFECTURE | 9    | 9 | AMATEUR_SECOND
            COUNTY     | 9    | 9 | AMATEUR_THIRD
            COUNTY     | 3.85 | 7 | AMATEUR_THIRD
            COUNTY     | 3.8  | 7 | AMATEUR_FOURTH
            COUNTY     | 3.5  | 7 | AMATEUR_FOURTH
            COUNTY     | 3.15 | 7 | AMATEUR_FIFTH
            COUNTY     | 2.8  | 7 | AMATEUR_SIXTH
            COUNTY     | 2.5  | 7 | -
            COUNTY     | 6    | 6 | -
            """)
    void gradeFollowsLevelRoundsAndRate(EventLevel level, String points, int rounds, Title expected) {
        Evaluation e = man().scored(points, rounds).in(amateurGrading("A", level).ofRounds(rounds))
                .evaluatedAgainst(AMATEUR);

        assertEquals(Optional.ofNullable(expected), e.highestTitle());
    }

    @Test
    void aRoundNotPlayedCountsAgainstTheRateAndNotAgainstTheRounds() {
        // 4 points from 6 games in a 7-round county event: 4 ÷ 7 = 57% (三级 needs 55%), 7 rounds
        Evaluation missedARound = man().scored("4", 6).in(amateurGrading("A", EventLevel.COUNTY).ofRounds(7))
                .evaluatedAgainst(AMATEUR);
        // 4.5 points from 7 games, as 7 of 8 rounds: 4.5 ÷ 8 = 56.25% (三级); ÷ 7 would be 64% (二级's 60% met)
        Evaluation missedOfEight = man().scored("4.5", 7).in(amateurGrading("B", EventLevel.PREFECTURE).ofRounds(8))
                .evaluatedAgainst(AMATEUR);

        assertEquals(Optional.of(Title.AMATEUR_THIRD), missedARound.highestTitle());
        assertEquals(Optional.of(Title.AMATEUR_THIRD), missedOfEight.highestTitle());
    }

    @Test
    void seedsTheDocumentedDefaults() {
        assertEquals(3, AMATEUR.parameters().windowMonths());
        assertEquals(Track.AMATEUR, AMATEUR.track());
        List<String> ladder = AMATEUR.clauses().stream().map(c -> {
            Criterion.ScoreRate s = (Criterion.ScoreRate) c.criterion();
            return c.title() + " " + s.levels().size() + " " + s.minRounds() + " " + s.minRate().toPlainString();
        }).toList();
        assertEquals(List.of("AMATEUR_MASTER 1 9 0.7500", "AMATEUR_CANDIDATE_MASTER 1 9 0.7000",
                "AMATEUR_FIRST 2 7 0.6500", "AMATEUR_SECOND 3 7 0.6000", "AMATEUR_THIRD 4 7 0.5500",
                "AMATEUR_FOURTH 4 7 0.5000", "AMATEUR_FIFTH 4 7 0.4500", "AMATEUR_SIXTH 4 7 0.4000"), ladder);
    }

    @Test
    void aProvincialChampionshipIsAProvincialLevelEvent() {
        Evaluation e = man().scored("9", 9).in(provincialChampionship(2025).ofRounds(9)).evaluatedAgainst(AMATEUR);

        assertEquals(Optional.of(Title.AMATEUR_FIRST), e.highestTitle());
    }

    @Test
    void womenAndMenShareOneTableAndEitherSectionCounts() {
        Evaluation e = woman().scored("9", 9).in(amateurGrading("A", EventLevel.PREFECTURE).womens())
                .evaluatedAgainst(AMATEUR);

        assertEquals(Optional.of(Title.AMATEUR_SECOND), e.highestTitle());
    }

    @Test
    void rendersTheClauseAsItReadsInBothLanguages() {
        Criterion first = AMATEUR.clausesOf(Title.AMATEUR_FIRST).get(0).criterion();

        assertEquals(new Criterion.ScoreRate(Set.of(EventLevel.NATIONAL, EventLevel.PROVINCIAL), 7,
                new BigDecimal("0.6500"), 1), first);
        assertEquals("全国、省级比赛（不少于7轮）得分率（得分÷满分）不低于65%", first.zh());
        assertEquals("a score rate (points ÷ maximum points) of at least 65% at a national, provincial event"
                + " of at least 7 rounds", first.en());
    }
}
