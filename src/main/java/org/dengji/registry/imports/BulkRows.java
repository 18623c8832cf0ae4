package org.dengji.registry.imports;

import io.quarkus.hibernate.orm.panache.Panache;
import java.util.ArrayList;
import java.util.List;
import org.dengji.common.TableRows;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;

/**
 * Rows of one table that an import writes by the hundred and that nothing reads back before the import
 * commits (its new players and their search keys, its results with their rounds), written straight to
 * the table in the import's own transaction ({@link TableRows}: on PostgreSQL with {@code COPY}, elsewhere in
 * JDBC batches). As entities they were most of an import's work: each one persisted, flushed and dirty-checked.
 * The ids of results come from the entity's own generator, so the rows written here
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
        session.doWork(connection -> TableRows.write(connection, table, columns, rows));
    }
}
