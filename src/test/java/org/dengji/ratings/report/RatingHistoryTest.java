package org.dengji.ratings.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rating an event is rated from, read from the player's earlier report entries. */
class RatingHistoryTest {

    @Test
    void shouldTakeTheRatingReachedByAnEarlierMonth() {
        RatingHistory h = RatingHistory.of(List.of(entry("2025-05", 2000, "12.40", 2012, 5),
                entry("2025-06", 2012, "-4.00", 2008, 4)), "2025-07");
        assertEquals(2008, h.rating());
        assertEquals(9, h.gamesPlayed());
        assertEquals(2012, h.peakRating());
        assertEquals(0, BigDecimal.ZERO.compareTo(h.periodChanges()), "no earlier event of July");
    }

    @Test
    void shouldTakeTheMonthsListWithinTheSameMonthAndCarryItsChanges() {
        RatingHistory h = RatingHistory.of(List.of(entry("2025-06", 2000, "6.40", 2006, 3),
                entry("2025-06", 2000, "-1.20", 2005, 2)), "2025-06");
        assertEquals(2000, h.rating(), "one list a month (7.1)");
        assertEquals(0, new BigDecimal("5.20").compareTo(h.periodChanges()));
    }

    @Test
    void shouldLeaveAPlayerUnratedWhoFellBelowTheFloorOrWasNeverRated() {
        assertNull(RatingHistory.of(List.of(entry("2025-05", 1410, "-20.00", null, 5)), "2025-06").rating());
        assertNull(RatingHistory.of(List.of(), "2025-06").rating());
        RatingReportEntry unrated = entry("2025-05", null, null, null, 4);
        assertNull(RatingHistory.of(List.of(unrated), "2025-06").rating());
        assertEquals(0, RatingHistory.of(List.of(unrated), "2025-06").gamesPlayed(), "unrated games do not count");
    }

    private static RatingReportEntry entry(String period, Integer before, String change, Integer after, int games) {
        RatingReportEntry e = new RatingReportEntry();
        e.period = period;
        e.endDate = LocalDate.parse(period + "-15");
        e.ratingBefore = before;
        e.change = change == null ? null : new BigDecimal(change);
        e.ratingAfter = after;
        e.games = games;
        return e;
    }
}
