package org.dengji.ratings.core;

import java.util.Objects;

/**
 * One played game of the player whose rating is computed: the opponent's rating on the list in force, or
 * {@code null} for an unrated opponent, and the player's score. Unplayed games are not rated (5.1) and are
 * never given here.
 */
public record RatingGame(Integer opponentRating, Score score) {

    public RatingGame {
        Objects.requireNonNull(score, "score");
        if (opponentRating != null && opponentRating <= 0) {
            throw new IllegalArgumentException("an opponent's rating is positive, was " + opponentRating);
        }
    }

    public static RatingGame against(int opponentRating, Score score) {
        return new RatingGame(opponentRating, score);
    }

    public static RatingGame againstUnrated(Score score) {
        return new RatingGame(null, score);
    }

    public boolean opponentRated() {
        return opponentRating != null;
    }
}
