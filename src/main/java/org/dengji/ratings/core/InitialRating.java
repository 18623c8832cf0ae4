package org.dengji.ratings.core;

import java.math.BigDecimal;
import java.util.List;

/**
 * An unrated player's rating worked out by 8.2 from the pooled results.
 *
 * @param events the pooled events the rating reads, the zero first event left out (8.2.1)
 * @param ratedGames the games against rated opponents among them (7.1.4: at least 5 are needed)
 * @param averageRating Ra: the average of the rated opponents and the hypothetical ones (8.2.2), two decimals
 * @param percent p: the score with the hypothetical draws, over all those games, in hundredths
 * @param dp dp of table 8.1.1 for p
 * @param rating Ru = Ra + dp, rounded, at most the maximum initial rating (8.2.3); {@code null} with too few games
 */
public record InitialRating(List<EventGames> events, int ratedGames, BigDecimal averageRating, int percent, int dp,
        Integer rating) {

    public InitialRating {
        events = List.copyOf(events);
    }
}
