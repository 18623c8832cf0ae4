package org.dengji.registry.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The migration that gives every result a copy of its player's registration number and names copies them from
 * each result's own player: two players, one with no Chinese name, three results, migrated, read back.
 */
class ResultNamesMigrationTest {

    private static final String URL = "jdbc:h2:mem:result-names-migration;DB_CLOSE_DELAY=-1";

    @Test
    void shouldGiveEveryResultTheNamesOfItsOwnPlayer() throws SQLException {
        MigratedTo.version(URL, "72");
        try (Connection db = DriverManager.getConnection(URL); Statement s = db.createStatement()) {
            s.execute("INSERT INTO player (id, registration_no, name_zh, name_latin, name_latin_key, gender, home_unit_id,"
                    + " created_at) VALUES (1, 'CN00000001', '王一', 'Wang Yi', 'wang yi', 'MALE', 1, CURRENT_TIMESTAMP),"
                    + " (2, 'CN00000002', NULL, 'Anna Berg', 'anna berg', 'FEMALE', 1, CURRENT_TIMESTAMP)");
            s.execute("INSERT INTO event (id, name, category, section, organiser_id, end_date, rounds, official, status,"
                    + " source_format, created_at) SELECT x, 'Open ' || x, 'PROVINCIAL_INDIVIDUAL', 'OPEN', 1,"
                    + " DATE '2025-05-01', 5, TRUE, 'PUBLISHED', 'TRF', CURRENT_TIMESTAMP FROM SYSTEM_RANGE(1, 2)");
            for (long[] r : new long[][] {{1, 1, 2}, {2, 1, 1}, {3, 2, 2}}) {
                s.execute("INSERT INTO event_result (id, event_id, player_id, start_number, points, game_points, games,"
                        + " wins, draws, losses, forfeit_wins, forfeit_losses, byes, entered_name) VALUES (" + r[0]
                        + ", " + r[1] + ", " + r[2] + ", " + r[0] + ", 1, 1, 1, 1, 0, 0, 0, 0, 0, 'as the file wrote it')");
            }
        }
        MigratedTo.version(URL, "73");
        try (Connection db = DriverManager.getConnection(URL); Statement s = db.createStatement();
                ResultSet r = s.executeQuery("SELECT id, player_registration_no, player_name_zh, player_name_latin"
                        + " FROM event_result ORDER BY id")) {
            List<String> rows = new ArrayList<>();
            while (r.next()) {
                rows.add(r.getLong(1) + " " + r.getString(2) + " " + r.getString(3) + " " + r.getString(4));
            }
            assertEquals(List.of("1 CN00000002 null Anna Berg", "2 CN00000001 王一 Wang Yi",
                    "3 CN00000002 null Anna Berg"), rows);
        }
    }
}
