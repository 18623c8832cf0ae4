package org.dengji.ratings.core;

import java.util.List;

/**
 * What the rules need to know of a player before a rating period.
 *
 * @param rating the rating on the list in force, or {@code null} when unrated
 * @param gamesPlayed rated games counted so far, for the new player's K (8.3.3)
 * @param birthYear the year of birth, or {@code null} when unknown (then the junior K never applies)
 * @param peakRating the highest rating the player has had published (0 when none): K = 10 once it has reached
 *        2400, and the junior K = 40 only while it has stayed under 2300 (8.3.3, "remains under")
 * @param pool an unrated player's earlier events with games against rated opponents, pooled toward an initial
 *        rating (7.1.4); empty for a rated player
 */
public record PlayerState(Integer rating, int gamesPlayed, Integer birthYear, int peakRating, List<EventGames> pool) {

    public PlayerState {
        if (gamesPlayed < 0) {
            throw new IllegalArgumentException("games played cannot be negative, was " + gamesPlayed);
        }
        if (rating != null && rating <= 0) {
            throw new IllegalArgumentException("a rating is positive, was " + rating);
        }
        peakRating = rating == null ? peakRating : Math.max(peakRating, rating);
        pool = rating == null ? List.copyOf(pool) : List.of();
    }

    public static PlayerState rated(int rating, int gamesPlayed, Integer birthYear, int peakRating) {
        return new PlayerState(rating, gamesPlayed, birthYear, peakRating, List.of());
    }

    public static PlayerState unrated(Integer birthYear, List<EventGames> pool) {
        return new PlayerState(null, 0, birthYear, 0, pool);
    }

    public boolean isRated() {
        return rating != null;
    }
}
