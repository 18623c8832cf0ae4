package org.dengji.registry.imports;

import io.quarkus.hibernate.orm.panache.Panache;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.postgresql.PGConnection;

/**
 * Rows of one table that an import writes by the hundred and that nothing reads back before the import
 * commits (its new players and their search keys, its results and its crosstable), written straight to
 * the table in the import's own transaction: on PostgreSQL with {@code COPY}, elsewhere in one JDBC
 * batch. As entities they were most of an import's work: each one persisted, flushed and dirty-checked.
 * The ids of results and round entries come from the entity's own generator, so the rows written here
 * and those the session writes never share one; rows that bring their own values (players take theirs
 * from {@code player_seq} beforehand) are added whole.
 */
final class BulkRows {

    private final String table;
    private final List<String> columns;
    private final BeforeExecutionGenerator ids;
    private final SharedSessionContractImplementor session;
    private final List<Object[]> rows = new ArrayList<>();

    /** Rows of {@code table}, the first of {@code columns} the id drawn from the generator of {@code entity}. */
    BulkRows(Class<?> entity, String table, String... columns) {
        this.table = table;
        this.columns = List.of(columns);
        this.session = Panache.getEntityManager().unwrap(SharedSessionContractImplementor.class);
        this.ids = (BeforeExecutionGenerator) session.getFactory().getMappingMetamodel().getEntityDescriptor(entity)
                .getGenerator();
    }

    /** Rows of {@code table} whose every column, keys included, {@link #addWhole} is given. */
    BulkRows(String table, List<String> columns) {
        this.table = table;
        this.columns = List.copyOf(columns);
        this.session = Panache.getEntityManager().unwrap(SharedSessionContractImplementor.class);
        this.ids = null;
    }

    /** Adds a row of all the columns' values, in their order. */
    void addWhole(Object... values) {
        if (values.length != columns.size()) {
            throw new IllegalArgumentException(table + " takes " + columns.size() + " values");
        }
        rows.add(values);
    }

    /** Adds a row of the values after its id, in the order of the columns; answers the id it was given. */
    long add(Object... values) {
        if (values.length != columns.size() - 1) {
            throw new IllegalArgumentException(table + " takes " + (columns.size() - 1) + " values after its id");
        }
        long id = ((Number) ids.generate(session, null, null, EventType.INSERT)).longValue();
        Object[] row = new Object[columns.size()];
        row[0] = id;
        System.arraycopy(values, 0, row, 1, values.length);
        rows.add(row);
        return id;
    }

    /** Writes the rows added, after whatever the session holds unwritten. */
    void write() {
        if (rows.isEmpty()) {
            return;
        }
        session.flush();
        session.doWork(connection -> {
            if (connection.isWrapperFor(PGConnection.class)) {
                copy(connection.unwrap(PGConnection.class));
            } else {
                insert(connection);
            }
        });
    }

    private void copy(PGConnection connection) throws SQLException {
        StringBuilder text = new StringBuilder(rows.size() * 16 * columns.size());
        for (Object[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                text.append(i == 0 ? "" : "\t");
                appendCopyText(text, column(row[i]));
            }
            text.append('\n');
        }
        try {
            connection.getCopyAPI().copyIn("COPY " + table + " (" + String.join(", ", columns) + ") FROM STDIN",
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
    static void appendCopyText(StringBuilder text, Object value) {
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

    private void insert(Connection connection) throws SQLException {
        String marks = String.join(", ", Collections.nCopies(columns.size(), "?"));
        String sql = "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES (" + marks + ")";
        try (PreparedStatement insert = connection.prepareStatement(sql)) {
            for (Object[] row : rows) {
                for (int i = 0; i < row.length; i++) {
                    insert.setObject(i + 1, column(row[i]));
                }
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }
}
