package org.dengji.common;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The id generators of an H2 schema (identity columns and sequences), moved above every id already
 * in use. H2 keeps the next value of a generator in memory and writes it to the file only from time
 * to time: after a {@code kill -9} a generator can resume below ids that committed rows already
 * hold, and every insert then fails on the primary key until it has climbed past them (measured on
 * H2 2.4.240 with the write delay at 0: an identity column handed out 34 to 36 again after a crash).
 * A generator that is already above the ids in use is never moved, never moved down.
 *
 * <p>Identity columns name their table. A sequence serves the table it is named after, as Hibernate
 * names them: {@code player_seq} gives the ids of {@code player}. A sequence that hands out blocks
 * (Hibernate's pooled ids, {@code INCREMENT BY 50}) gives the ids up to and including each value it
 * returns, the block of {@code increment} ids below it: so it restarts at the highest id plus its
 * increment, where the next block starts above every id in use. A sequence with no such table is
 * reported and left as it is.
 */
public final class IdGenerators {

    /** A generator moved: what it would have handed out next, and what it hands out now. */
    public record Move(String generator, long from, long to) {

        @Override
        public String toString() {
            return generator + " " + from + " → " + to;
        }
    }

    /** What the realignment did: the generators moved, how many were checked, and sequences that serve no table. */
    public record Realignment(List<Move> moves, int checked, List<String> unserved) {
    }

    private static final String IDENTITY_COLUMNS = "SELECT TABLE_NAME, COLUMN_NAME, IDENTITY_BASE, IDENTITY_INCREMENT"
            + " FROM INFORMATION_SCHEMA.COLUMNS WHERE IS_IDENTITY = 'YES' AND TABLE_SCHEMA = CURRENT_SCHEMA"
            + " ORDER BY TABLE_NAME, COLUMN_NAME";
    private static final String SEQUENCES = "SELECT SEQUENCE_NAME, BASE_VALUE, INCREMENT"
            + " FROM INFORMATION_SCHEMA.SEQUENCES WHERE SEQUENCE_SCHEMA = CURRENT_SCHEMA"
            + " ORDER BY SEQUENCE_NAME";
    private static final String ID_COLUMN = "SELECT COLUMN_NAME FROM INFORMATION_SCHEMA.COLUMNS"
            + " WHERE TABLE_SCHEMA = CURRENT_SCHEMA AND TABLE_NAME = ? AND UPPER(COLUMN_NAME) = 'ID'";
    private static final String SEQUENCE_SUFFIX = "_SEQ";

    private final Connection connection;
    private final List<Move> moves = new ArrayList<>();
    private final List<String> unserved = new ArrayList<>();
    private int checked;

    private IdGenerators(Connection connection) {
        this.connection = connection;
    }

    /** Moves every generator of the connection's current schema above the ids in use. H2 only. */
    public static Realignment realign(Connection connection) throws SQLException {
        IdGenerators generators = new IdGenerators(connection);
        generators.realignIdentityColumns();
        generators.realignSequences();
        return new Realignment(List.copyOf(generators.moves), generators.checked, List.copyOf(generators.unserved));
    }

    private void realignIdentityColumns() throws SQLException {
        for (IdentityColumn identity : read(IDENTITY_COLUMNS, rows -> new IdentityColumn(rows.getString(1),
                rows.getString(2), new Counter(rows.getLong(3), rows.getLong(4))))) {
            Optional<Long> restart = identity.counter().restartAbove(highestId(identity.table(), identity.column()));
            if (restart.isPresent()) {
                execute("ALTER TABLE " + quote(identity.table()) + " ALTER COLUMN " + quote(identity.column())
                        + " RESTART WITH " + restart.get());
                moves.add(new Move(identity.name(), identity.counter().next(), restart.get()));
            }
            checked++;
        }
    }

    private void realignSequences() throws SQLException {
        for (Sequence sequence : read(SEQUENCES, rows -> new Sequence(rows.getString(1),
                new Counter(rows.getLong(2), rows.getLong(3))))) {
            Optional<String> idColumn = servedIdColumn(sequence.name());
            if (idColumn.isEmpty()) {
                unserved.add(sequence.name().toLowerCase(Locale.ROOT));
                continue;
            }
            Optional<Long> restart = sequence.counter().restartAbove(highestId(servedTable(sequence.name()),
                    idColumn.get()));
            if (restart.isPresent()) {
                execute("ALTER SEQUENCE " + quote(sequence.name()) + " RESTART WITH " + restart.get());
                moves.add(new Move(sequence.name().toLowerCase(Locale.ROOT), sequence.counter().next(), restart.get()));
            }
            checked++;
        }
    }

    /**
     * The value a generator hands out next, and its step. Only generators that count upwards are
     * moved: the schema has no other kind.
     */
    private record Counter(long next, long increment) {

        /** Where the generator must restart so that its next value, or block, lies above {@code highest}. */
        Optional<Long> restartAbove(Optional<Long> highest) {
            if (highest.isEmpty() || increment <= 0) {
                return Optional.empty();
            }
            long firstFree = highest.get() + increment;
            return next < firstFree ? Optional.of(firstFree) : Optional.empty();
        }
    }

    private record IdentityColumn(String table, String column, Counter counter) {

        String name() {
            return (table + "." + column).toLowerCase(Locale.ROOT);
        }
    }

    private record Sequence(String name, Counter counter) {
    }

    private Optional<String> servedIdColumn(String sequenceName) throws SQLException {
        if (!sequenceName.toUpperCase(Locale.ROOT).endsWith(SEQUENCE_SUFFIX)) {
            return Optional.empty();
        }
        try (PreparedStatement query = connection.prepareStatement(ID_COLUMN)) {
            query.setString(1, servedTable(sequenceName));
            try (ResultSet rows = query.executeQuery()) {
                return rows.next() ? Optional.of(rows.getString(1)) : Optional.empty();
            }
        }
    }

    private static String servedTable(String sequenceName) {
        return sequenceName.substring(0, sequenceName.length() - SEQUENCE_SUFFIX.length());
    }

    private Optional<Long> highestId(String table, String column) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT MAX(" + quote(column) + ") FROM " + quote(table))) {
            rows.next();
            long highest = rows.getLong(1);
            return rows.wasNull() ? Optional.empty() : Optional.of(highest);
        }
    }

    private interface RowReader<T> {
        T read(ResultSet rows) throws SQLException;
    }

    private <T> List<T> read(String sql, RowReader<T> reader) throws SQLException {
        List<T> found = new ArrayList<>();
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                found.add(reader.read(rows));
            }
        }
        return found;
    }

    private void execute(String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    /** Names come from the catalogue, exactly as stored: quoted, so that case and reserved words hold. */
    private static String quote(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
