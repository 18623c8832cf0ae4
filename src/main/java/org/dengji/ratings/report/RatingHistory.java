package org.dengji.ratings.report;

import java.math.BigDecimal;
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

    /** What {@code earlier}, a player's entries in rating order, say before an event of {@code period}. */
    static RatingHistory of(List<RatingReportEntry> earlier, String period) {
        return RatingTrail.of(earlier).history(period);
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
