package org.dengji.ratings.core;

import java.math.BigDecimal;
import java.util.List;

/**
 * A player's rating period worked out.
 *
 * @param outcome what the period does to the player's place on the list
 * @param rating the rating to publish on the next list, or {@code null} when the player is shown unrated
 * @param k the K used ({@code null} for an unrated player)
 * @param change the rating change before rounding, the sum of the events' changes ({@code null} when unrated)
 * @param roundedChange the change rounded by 8.3.4 ({@code null} when unrated)
 * @param events each event's change for a rated player
 * @param initial the initial-rating calculation for an unrated player ({@code null} for a rated one)
 * @param next the player's state for the next period
 */
public record PeriodResult(PeriodOutcome outcome, Integer rating, Integer k, BigDecimal change,
        Integer roundedChange, List<EventChange> events, InitialRating initial, PlayerState next) {

    public PeriodResult {
        events = List.copyOf(events);
    }
}
