package org.dengji.common;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.Collections;
import java.util.List;
import org.postgresql.PGConnection;

/**
 * Rows written straight to a table by the thousand, values in the order of the columns: on PostgreSQL with
 * {@code COPY}, elsewhere in JDBC batches. Imports write their players, results and rounds this way, and a
 * rating run its report rows, millions at national size: a statement per row or per few hundred rows set
 * their pace.
 */
public final class TableRows {

    private static final int BATCH = 1000;

    private TableRows() {
    }

    /** Writes {@code rows} (each the values of {@code columns}, in their order) to {@code table}. */
    public static void write(Connection db, String table, List<String> columns, List<Object[]> rows)
            throws SQLException {
        if (rows.isEmpty()) {
            return;
        }
        if (db.isWrapperFor(PGConnection.class)) {
            copy(db.unwrap(PGConnection.class), table, columns, rows);
        } else {
            insert(db, table, columns, rows);
        }
    }

    private static void copy(PGConnection db, String table, List<String> columns, List<Object[]> rows)
            throws SQLException {
        StringBuilder text = new StringBuilder(rows.size() * 16 * columns.size());
        for (Object[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                text.append(i == 0 ? "" : "\t");
                appendCopyText(text, column(row[i]));
            }
            text.append('\n');
        }
        try {
            db.getCopyAPI().copyIn("COPY " + table + " (" + String.join(", ", columns) + ") FROM STDIN",
                    new StringReader(text.toString()));
        } catch (IOException impossible) {
            throw new UncheckedIOException("reading rows held in memory", impossible);
        }
    }

    /**
     * A value as its column holds it: an enum by its name, as the entities map them; an instant as the
     * time of day in the service's zone, as Hibernate writes an {@link Instant} to a {@code TIMESTAMP} column.
     */
    static Object column(Object value) {
        if (value instanceof Enum<?> e) {
            return e.name();
        }
        if (value instanceof Instant instant) {
            return LocalDateTime.ofInstant(instant, ZoneId.systemDefault());
        }
        return value;
    }

    /** COPY's text format: {@code \N} for null, and a backslash before a backslash, tab, newline or return. */
    public static void appendCopyText(StringBuilder text, Object value) {
        if (value == null) {
            text.append("\\N");
            return;
        }
        String s = value instanceof java.math.BigDecimal decimal ? decimal.toPlainString() : value.toString();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> text.append("\\\\");
                case '\t' -> text.append("\\t");
                case '\n' -> text.append("\\n");
                case '\r' -> text.append("\\r");
                default -> text.append(c);
            }
        }
    }

    private static void insert(Connection db, String table, List<String> columns, List<Object[]> rows)
            throws SQLException {
        String marks = String.join(", ", Collections.nCopies(columns.size(), "?"));
        String sql = "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES (" + marks + ")";
        try (PreparedStatement insert = db.prepareStatement(sql)) {
            int pending = 0;
            for (Object[] row : rows) {
                for (int i = 0; i < row.length; i++) {
                    insert.setObject(i + 1, column(row[i]));
                }
                insert.addBatch();
                if (++pending == BATCH) {
                    insert.executeBatch();
                    pending = 0;
                }
            }
            if (pending > 0) {
                insert.executeBatch();
            }
        }
    }
}
