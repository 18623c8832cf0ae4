package org.dengji.ratings.core;

import java.math.BigDecimal;

/**
 * One game against a rated opponent as 8.3 rates it, every number shown so that it can be checked by hand.
 *
 * @param opponentRating the opponent's rating
 * @param difference the player's rating minus the opponent's, D
 * @param countedDifference D as counted after the 400-point rule (8.3.1)
 * @param expected the scoring probability PD of table 8.1.2
 * @param score the score, 1, 0.5 or 0
 * @param delta Delta R = score − PD (8.3.2 b)
 */
public record GameExpectation(int opponentRating, int difference, int countedDifference, BigDecimal expected,
        Score score, BigDecimal delta) {
}
