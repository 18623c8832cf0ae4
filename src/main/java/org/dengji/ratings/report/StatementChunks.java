package org.dengji.ratings.report;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Lists of ids or rows cut into pieces of one statement each: a run may name tens of thousands of players or
 * write a row per result, more than one statement should carry as parameters.
 */
final class StatementChunks {

    static final int SIZE = 500;

    private StatementChunks() {
    }

    /** The items in order, at most {@link #SIZE} to a piece. */
    static <T> List<List<T>> of(List<T> items) {
        List<List<T>> pieces = new ArrayList<>();
        for (int first = 0; first < items.size(); first += SIZE) {
            pieces.add(items.subList(first, Math.min(items.size(), first + SIZE)));
        }
        return pieces;
    }

    /** {@code ?, ?, ?} for {@code count} parameters. */
    static String marks(int count) {
        return String.join(", ", Collections.nCopies(count, "?"));
    }

    /** Sets the ids as the statement's parameters from index {@code first} on. */
    static void bind(PreparedStatement s, int first, List<Long> ids) throws SQLException {
        for (int i = 0; i < ids.size(); i++) {
            s.setLong(first + i, ids.get(i));
        }
    }
}
