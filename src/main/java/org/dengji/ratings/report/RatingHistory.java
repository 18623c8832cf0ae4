package org.dengji.ratings.report;

import java.math.BigDecimal;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import org.dengji.ratings.core.EventGames;
import org.dengji.ratings.core.PlayerState;

/**
 * What the earlier reports say of one player before an event, read from their entries in the order the events
 * ended (end date, then id).
 *
 * @param rating the rating on the list in force for the event's period: within the period of the latest entry
 *        its rating before (one list per month, 7.1), after it that entry's rating after; null when unrated
 * @param gamesPlayed the games rated while the player was rated, for the new player's K
 * @param peakRating the highest rating the reports have given the player (0 when none)
 * @param periodChanges the exact changes of earlier events of the same period, which the period's rounding
 *        adds to this event's (8.3.4)
 * @param everRated whether any report has rated the player: only a player never rated starts from a rating
 *        the event's file gives; one who fell below the floor earns a new rating by 8.2
 * @param pool an unrated player's games against rated opponents in the events since they were last rated,
 *        each event with its period, pooled toward an initial rating (7.1.4, 8.2); empty for a rated player
 */
record RatingHistory(Integer rating, int gamesPlayed, int peakRating, BigDecimal periodChanges, boolean everRated,
        List<EventGames> pool) {

    RatingHistory {
        pool = List.copyOf(pool);
    }

    static RatingHistory of(List<RatingReportEntry> earlier, String period) {
        int games = 0;
        int peak = 0;
        boolean rated = false;
        BigDecimal samePeriod = BigDecimal.ZERO;
        List<EventGames> pool = new ArrayList<>();
        for (RatingReportEntry e : earlier) {
            if (e.ratingBefore != null) {
                games += e.games;
                peak = Math.max(peak, e.ratingBefore);
                rated = true;
                pool.clear();
            } else if (e.pooledGames != null) {
                pool.add(new EventGames(Long.toString(e.eventId), YearMonth.parse(e.period),
                        PooledGames.read(e.pooledGames)));
            }
            if (e.ratingAfter != null) {
                peak = Math.max(peak, e.ratingAfter);
                rated |= !period.equals(e.period);
            }
            if (period.equals(e.period) && e.change != null) {
                samePeriod = samePeriod.add(e.change);
            }
        }
        if (earlier.isEmpty()) {
            return new RatingHistory(null, 0, 0, BigDecimal.ZERO, false, List.of());
        }
        RatingReportEntry last = earlier.get(earlier.size() - 1);
        Integer rating = period.equals(last.period) ? last.ratingBefore : last.ratingAfter;
        return new RatingHistory(rating, games, peak, rating == null ? BigDecimal.ZERO : samePeriod, rated,
                rating == null ? pool : List.of());
    }

    /**
     * The player's state for the core, rated {@code rating} (the reports' rating, or the starting rating the
     * event's file gave a player the reports never rated).
     */
    PlayerState state(int rating, Integer birthYear) {
        return PlayerState.rated(rating, gamesPlayed, birthYear, peakRating);
    }

    /** The unrated player's state for the core: their pool toward an initial rating. */
    PlayerState unratedState(Integer birthYear) {
        return PlayerState.unrated(birthYear, pool);
    }
}
