package org.dengji.ratings.report;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.dengji.common.TableRows;

/**
 * Writes new rows of {@code rating_report_entry} ({@link TableRows}: on PostgreSQL with {@code COPY}, elsewhere in
 * JDBC batches). A run over the whole registry writes one row per result, millions of them; a statement per few
 * hundred rows set the pace of the run.
 */
final class ReportWriter {

    private static final List<String> COLUMNS = List.of(ReportRows.COLUMNS.split(",\\s*"));

    private ReportWriter() {
    }

    static void insert(Connection db, List<RatingReportEntry> entries) throws SQLException {
        List<Object[]> rows = new ArrayList<>(entries.size());
        for (RatingReportEntry e : entries) {
            rows.add(new Object[] {e.eventId, e.playerId, e.period, e.endDate, e.ratingBefore, e.k, e.opponentsAverage,
                e.expected, e.score, e.change, e.games, e.ratingAfter, e.pooledGames});
        }
        TableRows.write(db, "rating_report_entry", COLUMNS, rows);
    }
}
