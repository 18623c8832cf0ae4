package org.dengji.ratings.pages;

import java.util.List;
import org.dengji.registry.player.PlayerName;

/**
 * What the rating list page shows besides its filters: the choices of its form, and the page of the list.
 *
 * @param exists whether any list exists yet (a rated event has been published)
 * @param month the list's month in words; null when there is no list
 * @param rows the page's places; empty on a page whose filters could not be read
 */
public record ListView(boolean exists, String month, List<Option> months, List<Option> units, List<Row> rows, long total,
        int pages) {

    /** A choice of a select: the value sent, the words shown, whether it is the one chosen. */
    public record Option(String value, String label, boolean selected) {
    }

    /** A place on the list in the page's language. */
    public record Row(int rank, String registrationNo, PlayerName name, String unit, int rating, int games, Integer k) {
    }

    public ListView {
        months = List.copyOf(months);
        units = List.copyOf(units);
        rows = List.copyOf(rows);
    }
}
