package org.dengji.registry.imports;

import io.quarkus.hibernate.orm.panache.Panache;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.RoundEntry;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.postgresql.PGConnection;

/**
 * Writes the crosstable of an import, nine rows or more a player, straight to {@code round_entry} in
 * the import's own transaction: on PostgreSQL with {@code COPY}, elsewhere in JDBC batches. As entities
 * they were most of an import's work (a round entry each to persist, flush and dirty-check), for rows
 * that nothing reads back before the import commits. Their ids still come from the entity's own
 * generator, so the rows written here and those the session writes never share one.
 */
final class RoundEntryRows {

    private static final String COLUMNS = "round_entry (id, result_id, round, opponent, colour, code)";

    private RoundEntryRows() {
    }

    private record Row(long id, long resultId, int round, Integer opponent, char colour, String code) {
    }

    /** The cells of {@code lines.get(i)} as round entries of {@code results.get(i)}, already written. */
    static void write(List<EventResult> results, List<StandingsFile.Line> lines) {
        SharedSessionContractImplementor session = Panache.getEntityManager()
                .unwrap(SharedSessionContractImplementor.class);
        BeforeExecutionGenerator ids = (BeforeExecutionGenerator) session.getFactory().getMappingMetamodel()
                .getEntityDescriptor(RoundEntry.class).getGenerator();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            long resultId = results.get(i).id;
            for (StandingsFile.Cell c : lines.get(i).cells()) {
                long id = ((Number) ids.generate(session, null, null, EventType.INSERT)).longValue();
                rows.add(new Row(id, resultId, c.round(), c.opponent(), c.colour(), c.code().text()));
            }
        }
        if (!rows.isEmpty()) {
            session.doWork(connection -> {
                if (connection.isWrapperFor(PGConnection.class)) {
                    copy(connection.unwrap(PGConnection.class), rows);
                } else {
                    insert(connection, rows);
                }
            });
        }
    }

    /** COPY's text format: a tab between columns, {@code \N} for null; no value here holds a tab, newline or backslash. */
    private static void copy(PGConnection connection, List<Row> rows) throws SQLException {
        StringBuilder text = new StringBuilder(rows.size() * 32);
        for (Row r : rows) {
            text.append(r.id()).append('\t').append(r.resultId()).append('\t').append(r.round()).append('\t')
                    .append(r.opponent() == null ? "\\N" : r.opponent()).append('\t').append(r.colour())
                    .append('\t').append(r.code()).append('\n');
        }
        try {
            connection.getCopyAPI().copyIn("COPY " + COLUMNS + " FROM STDIN", new StringReader(text.toString()));
        } catch (IOException impossible) {
            throw new UncheckedIOException("reading rows held in memory", impossible);
        }
    }

    private static void insert(Connection connection, List<Row> rows) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + COLUMNS + " VALUES (?, ?, ?, ?, ?, ?)")) {
            for (Row r : rows) {
                insert.setLong(1, r.id());
                insert.setLong(2, r.resultId());
                insert.setInt(3, r.round());
                insert.setObject(4, r.opponent(), Types.INTEGER);
                insert.setString(5, String.valueOf(r.colour()));
                insert.setString(6, r.code());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }
}
