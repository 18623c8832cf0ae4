package org.dengji.common;

import java.sql.ResultSet;
import java.sql.SQLException;

/** Values of the rows that pages and runs read from JDBC rather than as entities. */
public final class SqlRows {

    private SqlRows() {
    }

    /** The integer in {@code column}, or null where the row holds none ({@link ResultSet#getInt} reads it as 0). */
    public static Integer integer(ResultSet row, int column) throws SQLException {
        int value = row.getInt(column);
        return row.wasNull() ? null : value;
    }
}
