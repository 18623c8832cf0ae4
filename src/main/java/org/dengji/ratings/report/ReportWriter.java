package org.dengji.ratings.report;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Collections;
import java.util.List;
import org.postgresql.PGConnection;

/**
 * Writes new rows of {@code rating_report_entry}: on PostgreSQL with {@code COPY}, elsewhere in JDBC batches. A run
 * over the whole registry writes one row per result, millions of them; a statement per few hundred rows set the
 * pace of the run.
 */
final class ReportWriter {

    private static final int COLUMN_COUNT = 13;
    private static final int BATCH = 1000;

    private ReportWriter() {
    }

    static void insert(Connection db, List<RatingReportEntry> entries) throws SQLException {
        if (entries.isEmpty()) {
            return;
        }
        if (db.isWrapperFor(PGConnection.class)) {
            copy(db.unwrap(PGConnection.class), entries);
        } else {
            batch(db, entries);
        }
    }

    private static void copy(PGConnection db, List<RatingReportEntry> entries) throws SQLException {
        StringBuilder text = new StringBuilder(entries.size() * 64);
        for (RatingReportEntry e : entries) {
            // every value is a number, a date, a period or pooled games: nothing COPY's text format escapes
            text.append(e.eventId).append('\t').append(e.playerId).append('\t').append(e.period).append('\t')
                    .append(e.endDate);
            Object[] rest = {e.ratingBefore, e.k, plain(e.opponentsAverage), plain(e.expected), plain(e.score),
                plain(e.change), e.games, e.ratingAfter, e.pooledGames};
            for (Object value : rest) {
                text.append('\t').append(value == null ? "\\N" : value);
            }
            text.append('\n');
        }
        try {
            db.getCopyAPI().copyIn("COPY rating_report_entry (" + ReportRows.COLUMNS + ") FROM STDIN",
                    new StringReader(text.toString()));
        } catch (IOException impossible) {
            throw new UncheckedIOException("reading rows held in memory", impossible);
        }
    }

    private static String plain(java.math.BigDecimal value) {
        return value == null ? null : value.toPlainString();
    }

    private static void batch(Connection db, List<RatingReportEntry> entries) throws SQLException {
        String marks = String.join(", ", Collections.nCopies(COLUMN_COUNT, "?"));
        try (PreparedStatement s = db.prepareStatement("insert into rating_report_entry (" + ReportRows.COLUMNS
                + ") values (" + marks + ")")) {
            int pending = 0;
            for (RatingReportEntry e : entries) {
                s.setLong(1, e.eventId);
                s.setLong(2, e.playerId);
                s.setString(3, e.period);
                s.setDate(4, Date.valueOf(e.endDate));
                setInt(s, 5, e.ratingBefore);
                setInt(s, 6, e.k);
                s.setBigDecimal(7, e.opponentsAverage);
                s.setBigDecimal(8, e.expected);
                s.setBigDecimal(9, e.score);
                s.setBigDecimal(10, e.change);
                s.setInt(11, e.games);
                setInt(s, 12, e.ratingAfter);
                s.setString(13, e.pooledGames);
                s.addBatch();
                if (++pending == BATCH) {
                    s.executeBatch();
                    pending = 0;
                }
            }
            if (pending > 0) {
                s.executeBatch();
            }
        }
    }

    private static void setInt(PreparedStatement s, int index, Integer value) throws SQLException {
        if (value == null) {
            s.setNull(index, Types.INTEGER);
        } else {
            s.setInt(index, value);
        }
    }
}
