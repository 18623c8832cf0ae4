package org.dengji.registry.pages;

import java.util.List;

/**
 * A player's national rating on their page: the rating on the latest list that holds them (null when the
 * player has none now), the month of that list, the history drawn as an inline SVG chart (null when there
 * is no rated month to draw) and the same history month by month, for those who cannot see the chart.
 */
public record PlayerRating(Integer current, String period, String chart, List<Month> months) {

    /** A month of the history: the rating reached (null when unrated), the games rated and the change. */
    public record Month(String period, Integer rating, int games, String change) {
    }

    public PlayerRating {
        months = List.copyOf(months);
    }

    /** Whether the player has ever been in a rated event's report. */
    public boolean hasHistory() {
        return !months.isEmpty();
    }
}
