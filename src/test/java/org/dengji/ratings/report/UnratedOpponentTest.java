package org.dengji.ratings.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import org.dengji.ratings.core.RatingCalculator;
import org.dengji.ratings.core.RatingRules;
import org.dengji.ratings.core.Score;
import org.junit.jupiter.api.Test;

/**
 * A rated player's game against an unrated opponent, under FIDE's rules (not rated, 8.3.1) and under a national
 * set that counts such opponents at 1400. Three players: Wang (1800) beats the unrated Li and draws with Zhao
 * (1700), who beats Li.
 */
class UnratedOpponentTest {

    private static final RatedEvent EVENT = new RatedEvent(7, LocalDate.of(2025, 6, 20), List.of(
            new RatedEvent.Participant(1, 1, 1800, null, null, List.of(new RatedEvent.Played(2, Score.WIN),
                    new RatedEvent.Played(3, Score.DRAW))),
            new RatedEvent.Participant(2, 2, null, null, null, List.of(new RatedEvent.Played(1, Score.LOSS),
                    new RatedEvent.Played(3, Score.LOSS))),
            new RatedEvent.Participant(3, 3, 1700, null, null, List.of(new RatedEvent.Played(1, Score.DRAW),
                    new RatedEvent.Played(2, Score.WIN)))));

    private static List<RatingReportEntry> rate(RatingRules rules) {
        return EventRating.rate(EVENT, new RatingCalculator(rules), new HashMap<>());
    }

    @Test
    void shouldNotRateAGameAgainstAnUnratedOpponentUnderFideRules() {
        List<RatingReportEntry> report = rate(RatingRules.fide2024());
        RatingReportEntry wang = report.get(0);
        assertEquals(1, wang.games, "only the draw with Zhao");
        assertEquals(0, new BigDecimal("0.5").compareTo(wang.score));
        assertEquals(0, new BigDecimal("1700").compareTo(wang.opponentsAverage));
        assertEquals(1, report.get(2).games);
    }

    @Test
    void shouldRateItAtTheRuleSetsRatingForUnratedOpponents() {
        List<RatingReportEntry> report = rate(RatingRules.fide2024().withUnratedOpponentRating(1400));
        RatingReportEntry wang = report.get(0);
        assertEquals(2, wang.games);
        assertEquals(0, new BigDecimal("1.5").compareTo(wang.score));
        assertEquals(0, new BigDecimal("1550").compareTo(wang.opponentsAverage), "(1400 + 1700) / 2");
        RatingReportEntry zhao = report.get(2);
        assertEquals(2, zhao.games);
        assertEquals(1, zhao.change.compareTo(rate(RatingRules.fide2024()).get(2).change),
                "the win over Li adds to Zhao's change");
    }

    @Test
    void shouldPoolOnlyTheUnratedPlayersGamesAgainstRatedOpponentsEitherWay() {
        RatingReportEntry fide = rate(RatingRules.fide2024()).get(1);
        RatingReportEntry national = rate(RatingRules.fide2024().withUnratedOpponentRating(1400)).get(1);
        assertEquals("1800:L,1700:L", fide.pooledGames);
        assertEquals(fide.pooledGames, national.pooledGames);
        assertNull(national.ratingBefore);
        assertEquals(2, national.games);
    }
}
