package org.dengji.ratings.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.RoundingMode;
import java.util.List;
import org.junit.jupiter.api.Test;

class RatingRulesTest {

    @Test
    void fideSetOfMarch2024HoldsTheRegulationsNumbers() {
        RatingRules fide = RatingRules.fide2024();
        assertEquals(List.of(), fide.problems());
        assertEquals(400, fide.differenceCap());
        assertNull(fide.uncappedFromRating(), "1 March 2024: the 400-point rule for every player, in every game");
        assertEquals(List.of(40, 30, 40, 18, 2300, 20, 2400, 10, 700), List.of(fide.newPlayerK(),
                fide.newPlayerGames(), fide.juniorK(), fide.juniorLastAge(), fide.juniorRatingLimit(), fide.ratedK(),
                fide.seniorRating(), fide.seniorK(), fide.maxKTimesGames()));
        assertEquals(List.of(1400, 5, 26, 2, 1800, 2200, 1), List.of(fide.floor(), fide.initialMinGames(),
                fide.initialPoolMonths(), fide.fictitiousGames(), fide.fictitiousRating(), fide.maxInitialRating(),
                fide.periodMonths()));
        assertEquals(Score.DRAW, fide.fictitiousResult());
        assertEquals(RoundingMode.HALF_UP, fide.changeRounding(), "8.3.4: 0.5 is rounded away from zero");
    }

    @Test
    void amendmentOfOctober2025ExemptsPlayersRated2650() {
        assertEquals(2650, RatingRules.fideFromOctober2025().uncappedFromRating());
        assertEquals(List.of(), RatingRules.fideFromOctober2025().problems());
    }

    @Test
    void invalidSetIsRefusedWithEveryFieldNamed() {
        RatingRules fide = RatingRules.fide2024();
        RatingRules broken = new RatingRules(fide.tables(), 400, null, 0, 30, 40, 18, 2300, -20, 2400, 10, 700,
                -1, 5, 26, 2, 1800, Score.DRAW, 2200, RoundingMode.UNNECESSARY, 1, RoundingMode.HALF_UP, false,
                null);
        List<String> problems = broken.problems().stream().map(RuleProblem::message).toList();
        assertTrue(problems.contains("newPlayerK must be positive, was 0"), problems.toString());
        assertTrue(problems.contains("ratedK must be positive, was -20"), problems.toString());
        assertTrue(problems.contains("floor must not be negative, was -1"), problems.toString());
        assertTrue(problems.contains("initialRounding must round: UNNECESSARY fails on the first fraction"),
                problems.toString());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, broken::requireValid);
        assertTrue(refused.getMessage().startsWith("invalid rating rules: newPlayerK must be positive"),
                refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new RatingCalculator(broken));
    }

    @Test
    void maximumInitialRatingBelowTheFloorIsRefused() {
        RatingRules fide = RatingRules.fide2024();
        RatingRules broken = new RatingRules(fide.tables(), 400, null, 40, 30, 40, 18, 2300, 20, 2400, 10, 700,
                1400, 5, 26, 2, 1800, Score.DRAW, 1300, RoundingMode.HALF_UP, 1, RoundingMode.HALF_UP, false,
                null);
        assertEquals(List.of(new RuleProblem("maxInitialRating",
                "maxInitialRating (1300) is below the floor (1400): no initial rating could be published")), broken.problems());
    }

    @Test
    void anUnratedOpponentRatingBelowTheFloorIsRefused() {
        assertEquals(List.of(new RuleProblem("unratedOpponentRating",
                "unratedOpponentRating (1300) is below the floor (1400): no rated opponent could have it")),
                RatingRules.fide2024().withUnratedOpponentRating(1300).problems());
        assertEquals(List.of(), RatingRules.fide2024().withUnratedOpponentRating(1400).problems());
        assertEquals(null, RatingRules.fide2024().unratedOpponentRating(), "FIDE's 8.3.1 rates no such game");
    }
}
