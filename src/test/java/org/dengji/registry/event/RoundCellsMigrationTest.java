package org.dengji.registry.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The migration that moves each result's rounds into its row keeps every round as it was: a registry at the
 * version before, with rounds stored a row each (a bye, a round the file left blank, rounds written out of
 * order), migrated, reads back the same rounds.
 */
class RoundCellsMigrationTest {

    private static final String URL = "jdbc:h2:mem:round-cells-migration;DB_CLOSE_DELAY=-1";

    @Test
    void shouldKeepEveryRoundWhenMovingThemIntoTheirResults() throws SQLException {
        MigratedTo.version(URL, "70");
        try (Connection db = DriverManager.getConnection(URL); Statement s = db.createStatement()) {
            s.execute("INSERT INTO player (id, registration_no, name_zh, name_latin, name_latin_key, gender, home_unit_id,"
                    + " created_at)"
                    + " SELECT x, 'CN0000000' || x, '王一', 'Wang Yi', 'wang yi', 'MALE', 1, CURRENT_TIMESTAMP"
                    + " FROM SYSTEM_RANGE(1, 2)");
            s.execute("INSERT INTO event (id, name, category, section, organiser_id, end_date, rounds, official, status,"
                    + " source_format, created_at) VALUES (1, 'Open', 'PROVINCIAL_INDIVIDUAL', 'OPEN', 1, DATE '2025-05-01',"
                    + " 5, TRUE, 'PUBLISHED', 'TRF', CURRENT_TIMESTAMP)");
            for (long id = 1; id <= 2; id++) {
                s.execute("INSERT INTO event_result (id, event_id, player_id, start_number, points, game_points, games,"
                        + " wins, draws, losses, forfeit_wins, forfeit_losses, byes, entered_name) VALUES (" + id
                        + ", 1, " + id + ", " + id + ", 1, 1, 1, 1, 0, 0, 0, 0, 1, 'Wang Yi')");
            }
            s.execute("INSERT INTO round_entry (id, result_id, round, opponent, colour, code) VALUES"
                    + " (10, 1, 4, 17, 'b', '='), (11, 1, 1, 12, 'w', '1'), (12, 1, 2, NULL, '-', 'U'),"
                    + " (13, 1, 5, 1234, 'w', '+')");
        }
        MigratedTo.version(URL, "71");
        try (Connection db = DriverManager.getConnection(URL); Statement s = db.createStatement();
                ResultSet r = s.executeQuery("SELECT id, round_cells FROM event_result ORDER BY id")) {
            Map<Long, String> cells = new LinkedHashMap<>();
            while (r.next()) {
                cells.put(r.getLong(1), r.getString(2));
            }
            assertEquals(Map.of(1L, "1:12w1 2:-U 4:17b= 5:1234w+", 2L, ""), cells);
            assertEquals(4, RoundCells.read(cells.get(1L)).size());
            ResultSet tables = db.getMetaData().getTables(null, null, "ROUND_ENTRY", null);
            assertFalse(tables.next(), "the round rows' table is gone");
        }
    }
}
