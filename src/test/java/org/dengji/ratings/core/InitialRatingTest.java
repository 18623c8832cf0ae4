package org.dengji.ratings.core;

import static org.dengji.ratings.core.Games.MARCH_2024;
import static org.dengji.ratings.core.Games.drew;
import static org.dengji.ratings.core.Games.event;
import static org.dengji.ratings.core.Games.lost;
import static org.dengji.ratings.core.Games.won;
import static org.dengji.ratings.core.Games.wonAgainstUnrated;
import static org.dengji.ratings.core.RatingCalculatorTest.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.YearMonth;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An unrated player's first rating by 7.1.4 and 8.2 of the FIDE Rating Regulations effective from 1 March 2024. */
class InitialRatingTest {

    private static final YearMonth APRIL_2024 = YearMonth.of(2024, 4);

    private final RatingCalculator fide = new RatingCalculator(RatingRules.fide2024());

    /**
     * Five rated opponents, 1850 + 1900 + 1907 + 1950 + 1900 = 9507, three points. With the two hypothetical
     * 1800 draws (8.2.2): Ra = (9507 + 3600) / 7 = 1872.43; p = 4 / 7 = .57; dp = 50 (table 8.1.1);
     * Ru = Ra + dp = 1922.43, rounded to 1922 (8.2.3).
     */
    @Test
    void initialRatingAddsTwoHypotheticalDrawsAgainst1800() {
        PeriodResult result = fide.rate(PlayerState.unrated(2000, List.of()), MARCH_2024,
                List.of(event("Open", won(1850), won(1900), won(1907), lost(1950), lost(1900))));
        InitialRating initial = result.initial();
        assertEquals(5, initial.ratedGames());
        assertDecimal("1872.43", initial.averageRating());
        assertEquals(57, initial.percent());
        assertEquals(50, initial.dp());
        assertEquals(PeriodOutcome.INITIAL_RATING, result.outcome());
        assertEquals(1922, result.rating());
        assertEquals(5, result.next().gamesPlayed());
        assertEquals(40, DevelopmentCoefficient.of(RatingRules.fide2024(), result.next(), 2024), "new player");
    }

    /** 7.1.4: "at least 5 games against rated opponents"; "This need not be met in one tournament." */
    @Test
    void fourGamesAgainstRatedOpponentsAreNotEnoughAndArePooled() {
        PeriodResult four = fide.rate(PlayerState.unrated(2000, List.of()), MARCH_2024,
                List.of(event("Open", won(1850), won(1900), drew(1907), lost(1950), wonAgainstUnrated())));
        assertEquals(PeriodOutcome.STILL_UNRATED, four.outcome());
        assertNull(four.rating());
        assertEquals(4, four.initial().ratedGames());
        PeriodResult five = fide.rate(four.next(), APRIL_2024, List.of(event("League", APRIL_2024, drew(1900))));
        assertEquals(PeriodOutcome.INITIAL_RATING, five.outcome());
        assertEquals(5, five.initial().ratedGames());
        assertEquals(List.of("Open", "League"), five.initial().events().stream().map(EventGames::event).toList());
    }

    /** 8.2.1: "If an unrated player scores zero in their first event this score is disregarded." */
    @Test
    void zeroScoreInTheFirstEventIsDisregarded() {
        PeriodResult zero = fide.rate(PlayerState.unrated(2000, List.of()), MARCH_2024,
                List.of(event("Open", lost(1500), lost(1600), lost(1700), lost(1800), lost(1900))));
        assertEquals(PeriodOutcome.STILL_UNRATED, zero.outcome());
        assertEquals(0, zero.initial().ratedGames());
        PeriodResult later = fide.rate(zero.next(), APRIL_2024,
                List.of(event("League", APRIL_2024, lost(1500), lost(1600), lost(1700), lost(1800), drew(1400))));
        assertEquals(5, later.initial().ratedGames(), "a zero later than the first event counts");
    }

    /** 8.2.3: "The maximum initial rating is 2200." Ra 2228.57, p 6/7 = .86, dp 309: 2538, published 2200. */
    @Test
    void initialRatingIsAtMost2200() {
        PeriodResult result = fide.rate(PlayerState.unrated(2000, List.of()), MARCH_2024,
                List.of(event("Open", won(2400), won(2400), won(2400), won(2400), won(2400))));
        assertEquals(2200, result.rating());
    }

    /** 7.1.4: "The rating must be at least 1400." Ra 1514.29, p 1.5/7 = .21, dp −230: 1284, not published. */
    @Test
    void initialRatingBelow1400IsNotPublished() {
        PeriodResult result = fide.rate(PlayerState.unrated(2000, List.of()), MARCH_2024,
                List.of(event("Open", drew(1400), lost(1400), lost(1400), lost(1400), lost(1400))));
        assertEquals(PeriodOutcome.INITIAL_BELOW_FLOOR, result.outcome());
        assertEquals(1284, result.initial().rating());
        assertNull(result.rating());
        assertEquals(1, result.next().pool().size(), "the results stay pooled");
    }

    /** 7.1.4: results of "consecutive rating periods of not more than 26 months are pooled". */
    @Test
    void resultsOlderThan26RatingPeriodsLeaveThePool() {
        EventGames oldest = event("Old", YearMonth.of(2024, 1), drew(1800), drew(1800));
        EventGames kept = event("Kept", YearMonth.of(2024, 2), drew(1800), drew(1800));
        PeriodResult result = fide.rate(PlayerState.unrated(2000, List.of(oldest, kept)), YearMonth.of(2026, 3),
                List.of(event("New", YearMonth.of(2026, 3), drew(1800))));
        assertEquals(List.of("Kept", "New"), result.initial().events().stream().map(EventGames::event).toList());
        assertEquals(PeriodOutcome.STILL_UNRATED, result.outcome());
    }
}
