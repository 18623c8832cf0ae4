package org.dengji.ratings.core;

import static org.dengji.ratings.core.Games.MARCH_2024;
import static org.dengji.ratings.core.Games.drew;
import static org.dengji.ratings.core.Games.event;
import static org.dengji.ratings.core.Games.lost;
import static org.dengji.ratings.core.Games.won;
import static org.dengji.ratings.core.Games.wonAgainstUnrated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A rated player's period by 8.3 of the FIDE Rating Regulations effective from 1 March 2024. */
class RatingCalculatorTest {

    private static final Integer ADULT = 1990;

    private final RatingCalculator fide = new RatingCalculator(RatingRules.fide2024());

    /**
     * A 2000 player, K 20: beats a 2100 (D −100, PD .36, Delta R +.64), draws a 2000 (.50, 0), loses to an 1800
     * (D 200, PD .76, −.76). Sigma Delta R = −.12; × 20 = −2.4; rounded, −2.
     */
    @Test
    void eventChangeShowsEveryFigureOfTheCalculation() {
        PeriodResult result = fide.rate(adult(2000), MARCH_2024,
                List.of(event("Open", won(2100), drew(2000), lost(1800))));
        EventChange open = result.events().get(0);
        assertEquals(2000, open.ratingBefore());
        assertEquals(20, open.k());
        assertDecimal("1966.67", open.opponentsAverage());
        assertDecimal("1.62", open.expected());
        assertDecimal("1.5", open.score());
        assertDecimal("-2.4", open.change());
        assertEquals(List.of(36, 50, 76), open.games().stream()
                .map(game -> game.expected().movePointRight(2).intValueExact()).toList());
        assertEquals(PeriodOutcome.RATED, result.outcome());
        assertEquals(-2, result.roundedChange());
        assertEquals(1998, result.rating());
        assertEquals(103, result.next().gamesPlayed());
    }

    @Test
    void differenceOver400IsCountedAs400ForTheHigherRated() {
        assertEquals(92, expected(2000, 1600), "D 400: row 392-411, .92");
        assertEquals(92, expected(2000, 1599), "D 401 counted as 400");
        assertEquals(92, expected(2000, 1588), "D 412 counted as 400, not row 412-432 (.93)");
    }

    @Test
    void differenceOver400IsCountedAs400ForTheLowerRated() {
        assertEquals(8, expected(1600, 2000));
        assertEquals(8, expected(1600, 2001));
        assertEquals(8, expected(1600, 2012), "not .07");
    }

    @Test
    void ruleOf400HoldsInEveryGameOfAnEvent() {
        EventChange change = fide.rate(adult(2000), MARCH_2024,
                List.of(event("Open", won(1500), won(1550), won(1580)))).events().get(0);
        assertDecimal("2.76", change.expected(), "three games at .92: the cap is no longer once per event");
    }

    @Test
    void fromOctober2025APlayerRated2650UsesTheRealDifference() {
        RatingCalculator amended = new RatingCalculator(RatingRules.fideFromOctober2025());
        assertEquals(93, amended.expectation(2650, won(2238)).expected().movePointRight(2).intValueExact());
        assertEquals(92, amended.expectation(2649, won(2237)).expected().movePointRight(2).intValueExact());
        assertEquals(8, amended.expectation(2238, lost(2650)).expected().movePointRight(2).intValueExact(),
                "the opponent, rated below 2650, still counts 400: the two expectations no longer sum to 1");
    }

    @Test
    void gamesAgainstUnratedOpponentsAreNotRated() {
        PeriodResult with = fide.rate(adult(2000), MARCH_2024,
                List.of(event("Open", won(2100), wonAgainstUnrated(), lost(1800))));
        PeriodResult without = fide.rate(adult(2000), MARCH_2024, List.of(event("Open", won(2100), lost(1800))));
        assertEquals(without.events().get(0).change(), with.events().get(0).change());
        assertEquals(2, with.events().get(0).games().size());
        assertEquals(102, with.next().gamesPlayed());
    }

    @Test
    void ratingThatWouldDropBelow1400IsShownUnrated() {
        PeriodResult dropped = fide.rate(adult(1410), MARCH_2024, List.of(event("Open", lost(1410), lost(1410))));
        assertEquals(-20, dropped.roundedChange());
        assertEquals(PeriodOutcome.DROPPED_BELOW_FLOOR, dropped.outcome());
        assertNull(dropped.rating());
        assertEquals(false, dropped.next().isRated());
        assertEquals(102, dropped.next().gamesPlayed());
        PeriodResult atFloor = fide.rate(adult(1410), MARCH_2024, List.of(event("Open", lost(1410))));
        assertEquals(PeriodOutcome.RATED, atFloor.outcome());
        assertEquals(1400, atFloor.rating());
    }

    /** 8.3.4: "0.5 is rounded away from zero"; K 10 (2400 reached), one game at PD .25 or .75. */
    @Test
    void halfPointOfChangeIsRoundedAwayFromZero() {
        PlayerState senior = PlayerState.rated(2400, 100, ADULT, 2400);
        PeriodResult loss = fide.rate(senior, MARCH_2024, List.of(event("Open", lost(2590))));
        assertDecimal("-2.5", loss.change());
        assertEquals(-3, loss.roundedChange());
        PeriodResult win = fide.rate(senior, MARCH_2024, List.of(event("Open", won(2210))));
        assertDecimal("2.5", win.change());
        assertEquals(3, win.roundedChange());
    }

    /** 8.3.4 rounds "the Rating Change for a Rating Period": two events of −2.5 give −5, not −6. */
    @Test
    void periodIsRoundedOnceNotEachEvent() {
        PlayerState senior = PlayerState.rated(2400, 100, ADULT, 2400);
        PeriodResult result = fide.rate(senior, MARCH_2024,
                List.of(event("Open", lost(2590)), event("League", lost(2590))));
        assertEquals(2, result.events().size());
        assertEquals(-5, result.roundedChange());
        assertEquals(2395, result.rating());
    }

    @Test
    void kIsLimitedByTheGamesOfTheWholePeriod() {
        RatingGame[] eighteen = new RatingGame[18];
        Arrays.fill(eighteen, drew(1800));
        PeriodResult result = fide.rate(PlayerState.rated(1800, 10, ADULT, 1800), MARCH_2024,
                List.of(event("Open", eighteen)));
        assertEquals(38, result.k());
    }

    @Test
    void reachingTheSeniorRatingIsKeptForTheNextPeriod() {
        PeriodResult result = fide.rate(adult(2390), MARCH_2024, List.of(event("Open", won(2390))));
        assertEquals(2400, result.rating());
        assertEquals(2400, result.next().peakRating());
        assertEquals(10, DevelopmentCoefficient.of(RatingRules.fide2024(), result.next(), 2024));
    }

    private int expected(int rating, int opponent) {
        return fide.expectation(rating, won(opponent)).expected().movePointRight(2).intValueExact();
    }

    private static PlayerState adult(int rating) {
        return PlayerState.rated(rating, 100, ADULT, rating);
    }

    static void assertDecimal(String expected, BigDecimal actual) {
        assertDecimal(expected, actual, expected + " against " + actual);
    }

    static void assertDecimal(String expected, BigDecimal actual, String message) {
        assertEquals(0, new BigDecimal(expected).compareTo(actual), message + ": " + actual);
    }
}
