package org.dengji.ratings.core;

import java.math.BigDecimal;
import java.util.List;

/**
 * A rated player's result in one event, as FIDE shows it per tournament.
 *
 * @param event the event
 * @param ratingBefore the rating on the list in force
 * @param k the development coefficient K for the period (8.3.3)
 * @param opponentsAverage the average rating of the rated opponents, to two decimals ({@code null} with none)
 * @param expected the sum of PD over the games against rated opponents
 * @param score the points scored in those games
 * @param change K × (score − expected), exact: one decimal whenever K is 10, 20 or 40 (8.3.2 c, d)
 * @param games each game against a rated opponent; games against unrated opponents are not rated (8.3.1)
 */
public record EventChange(String event, int ratingBefore, int k, BigDecimal opponentsAverage, BigDecimal expected,
        BigDecimal score, BigDecimal change, List<GameExpectation> games) {

    public EventChange {
        games = List.copyOf(games);
    }
}
