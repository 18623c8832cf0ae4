package org.dengji.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every pooled connection to an H2 file database makes commits durable; other databases are left alone. */
class DurableEmbeddedDatabaseTest {

    @Test
    void shouldTreatOnlyH2FileDatabasesAsEmbedded() {
        assertTrue(DurableEmbeddedDatabase.isH2File("jdbc:h2:file:/var/lib/dengji/dengji"));
        assertTrue(DurableEmbeddedDatabase.isH2File("jdbc:h2:./data/dengji;DB_CLOSE_ON_EXIT=FALSE"));
        assertTrue(DurableEmbeddedDatabase.isH2File("JDBC:H2:tcp://localhost/~/dengji"));
        assertFalse(DurableEmbeddedDatabase.isH2File("jdbc:h2:mem:dengji;DB_CLOSE_DELAY=-1"));
        assertFalse(DurableEmbeddedDatabase.isH2File("jdbc:postgresql://127.0.0.1:5432/dengji"));
        assertFalse(DurableEmbeddedDatabase.isH2File(null));
    }

    @Test
    void shouldSetTheWriteDelayToZeroOnAnH2FileConnection(@TempDir Path dir) throws SQLException {
        String url = "jdbc:h2:file:" + dir.resolve("db").toAbsolutePath() + ";DB_CLOSE_ON_EXIT=FALSE";
        try (Connection connection = DriverManager.getConnection(url, "dengji", "")) {
            assertTrue(writeDelays(connection).contains(500), "H2's default delays commits by 500 ms");
            new DurableEmbeddedDatabase().onConnectionCreate(connection);
            assertEquals(List.of(0), writeDelays(connection).stream().distinct().toList());
        }
        assertTrue(Files.exists(dir.resolve("db.mv.db")));
    }

    private static List<Integer> writeDelays(Connection connection) throws SQLException {
        List<Integer> found = new ArrayList<>();
        try (ResultSet rows = connection.createStatement().executeQuery(
                "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'WRITE_DELAY'")) {
            while (rows.next()) {
                found.add(Integer.parseInt(rows.getString(1)));
            }
        }
        return found;
    }
}
