package org.dengji.ratings.report;

import java.math.BigDecimal;
import java.util.List;
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
 */
record RatingHistory(Integer rating, int gamesPlayed, int peakRating, BigDecimal periodChanges) {

    static RatingHistory of(List<RatingReportEntry> earlier, String period) {
        int games = 0;
        int peak = 0;
        BigDecimal samePeriod = BigDecimal.ZERO;
        for (RatingReportEntry e : earlier) {
            if (e.ratingBefore != null) {
                games += e.games;
                peak = Math.max(peak, e.ratingBefore);
            }
            if (e.ratingAfter != null) {
                peak = Math.max(peak, e.ratingAfter);
            }
            if (period.equals(e.period) && e.change != null) {
                samePeriod = samePeriod.add(e.change);
            }
        }
        if (earlier.isEmpty()) {
            return new RatingHistory(null, 0, 0, BigDecimal.ZERO);
        }
        RatingReportEntry last = earlier.get(earlier.size() - 1);
        Integer rating = period.equals(last.period) ? last.ratingBefore : last.ratingAfter;
        return new RatingHistory(rating, games, peak, rating == null ? BigDecimal.ZERO : samePeriod);
    }

    /**
     * The player's state for the core, rated {@code rating} (the reports' rating, or the starting rating the
     * event's file gave a player the reports never rated).
     */
    PlayerState state(int rating, Integer birthYear) {
        return PlayerState.rated(rating, gamesPlayed, birthYear, peakRating);
    }
}
