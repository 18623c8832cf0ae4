package org.dengji.ratings.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** K of 8.3.3, each line on both sides of its boundary, in a 2024 rating period. */
class DevelopmentCoefficientTest {

    private static final RatingRules FIDE = RatingRules.fide2024();
    private static final int YEAR = 2024;
    private static final Integer ADULT = 1990;

    @Test
    void newPlayerKeeps40Until30GamesAreCompleted() {
        assertEquals(40, k(PlayerState.rated(2000, 29, ADULT, 2000)));
        assertEquals(20, k(PlayerState.rated(2000, 30, ADULT, 2000)));
    }

    /** "until the end of the year of their 18th birthday": born 2006, 18 in 2024, still 40 in December 2024. */
    @Test
    void juniorKeeps40ToTheEndOfTheYearOfThe18thBirthday() {
        assertEquals(40, k(PlayerState.rated(2000, 100, 2007, 2000)), "17 at the end of 2024");
        assertEquals(40, k(PlayerState.rated(2000, 100, 2006, 2000)), "18 at the end of 2024");
        assertEquals(20, k(PlayerState.rated(2000, 100, 2005, 2000)), "19 at the end of 2024");
    }

    @Test
    void juniorKeeps40OnlyWhileUnder2300() {
        assertEquals(40, k(PlayerState.rated(2299, 100, 2010, 2299)));
        assertEquals(20, k(PlayerState.rated(2300, 100, 2010, 2300)));
        assertEquals(20, k(PlayerState.rated(2250, 100, 2010, 2300)), "once 2300, the rating no longer remains under");
    }

    @Test
    void tenOnce2400HasBeenReachedEvenAfterADrop() {
        assertEquals(20, k(PlayerState.rated(2399, 100, ADULT, 2399)));
        assertEquals(10, k(PlayerState.rated(2400, 100, ADULT, 2400)));
        assertEquals(10, k(PlayerState.rated(2350, 100, ADULT, 2400)), "reached 2400 before, now 2350");
        assertEquals(10, k(PlayerState.rated(2410, 12, ADULT, 2410)), "2400 reached outweighs fewer than 30 games");
    }

    @Test
    void unknownBirthYearNeverGivesTheJuniorK() {
        assertEquals(20, k(PlayerState.rated(2000, 100, null, 2000)));
    }

    /** "then K shall be the largest whole number such that K x n does not exceed 700". */
    @Test
    void kTimesGamesNeverExceeds700() {
        PlayerState rated = PlayerState.rated(2000, 100, ADULT, 2000);
        assertEquals(20, DevelopmentCoefficient.forPeriod(FIDE, rated, YEAR, 35), "20 x 35 = 700");
        assertEquals(19, DevelopmentCoefficient.forPeriod(FIDE, rated, YEAR, 36), "20 x 36 = 720; 19 x 36 = 684");
        PlayerState junior = PlayerState.rated(1800, 100, 2012, 1800);
        assertEquals(40, DevelopmentCoefficient.forPeriod(FIDE, junior, YEAR, 17), "40 x 17 = 680");
        assertEquals(38, DevelopmentCoefficient.forPeriod(FIDE, junior, YEAR, 18), "40 x 18 = 720; 38 x 18 = 684");
    }

    private static int k(PlayerState player) {
        return DevelopmentCoefficient.of(FIDE, player, YEAR);
    }
}
