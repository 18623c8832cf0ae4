package org.dengji.registry.bench;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * A registry written straight in SQL (PostgreSQL), for benches that read rather than import: players of
 * a provincial unit, events of several categories over the last four years, each with {@code perEvent}
 * players ranked by start number, and {@code perPlayer} published results for each player, no two in
 * one event. The top places of each event qualify for titles, so the evaluator has work to do. Ids
 * follow those already taken, so the bench can run on a database where the service already wrote.
 */
final class BenchRegistry {

    private static final String[] CATEGORIES = {"PROVINCIAL_INDIVIDUAL", "NATIONAL_INDIVIDUAL",
        "PREFECTURE_INDIVIDUAL", "COUNTY_INDIVIDUAL", "TITLE_TOURNAMENT", "AMATEUR_GRADING"};
    private static final int ROUNDS = 9;
    private static final int DAYS = 1460;

    private BenchRegistry() {
    }

    /** Writes the registry and analyses it; returns the players' registration numbers, in id order. */
    static List<String> generate(DataSource dataSource, int players, int perPlayer, int perEvent) throws SQLException {
        if (perEvent > players) {
            throw new IllegalArgumentException("an event cannot hold more players than there are");
        }
        long results = (long) players * perPlayer;
        long events = (results + perEvent - 1) / perEvent;
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            long unit = EligibilityBench.count(s, "select id from organisation where level = 'PROVINCIAL' order by id limit 1");
            long p0 = EligibilityBench.count(s, "select coalesce(max(id), 0) from player");
            long e0 = EligibilityBench.count(s, "select coalesce(max(id), 0) from event");
            long r0 = EligibilityBench.count(s, "select coalesce(max(id), 0) from event_result");
            s.execute(("insert into player (id, registration_no, name_zh, name_latin, gender, home_unit_id, created_at)"
                    + " select %1$d + g, 'CN' || lpad((%1$d + g)::text, 8, '0'), '棋手' || g, 'Bench Player ' || g,"
                    + " case when g %% 3 = 0 then 'FEMALE' else 'MALE' end, %2$d, now()"
                    + " from generate_series(1, %3$d) g").formatted(p0, unit, players));
            s.execute(("insert into event (id, name, category, section, organiser_id, start_date, end_date, rounds,"
                    + " official, status, source_format, norm_rate_gm, team, published_at, created_at)"
                    + " select %1$d + g, 'Bench event ' || g, (array['%2$s'])[1 + g %% %3$d], 'OPEN', %4$d,"
                    + " current_date - (g * %5$d / %6$d)::int - 4, current_date - (g * %5$d / %6$d)::int, %7$d, true,"
                    + " 'PUBLISHED', 'TRF', case when g %% %3$d = 4 then 0.6500 end, false, now(), now()"
                    + " from generate_series(1, %6$d) g").formatted(e0, String.join("','", CATEGORIES),
                    CATEGORIES.length, unit, DAYS, events, ROUNDS));
            // Result n: player n mod players, event n / perEvent, place n mod perEvent + 1.
            s.execute(("insert into event_result (id, event_id, player_id, start_number, rank_from, rank_to, points,"
                    + " game_points, games, wins, draws, losses, forfeit_wins, forfeit_losses, byes, entered_name,"
                    + " player_registration_no, player_name_zh, player_name_latin)"
                    + " select %1$d + n + 1, %2$d + 1 + n / %3$d, %4$d + 1 + n %% %5$d, place, place, place, pts, pts,"
                    + " %6$d, floor(pts), (pts * 2)::int %% 2, %6$d - floor(pts) - (pts * 2)::int %% 2, 0, 0, 0,"
                    + " 'Bench Player', 'CN' || lpad((%4$d + 1 + n %% %5$d)::text, 8, '0'),"
                    + " '棋手' || (1 + n %% %5$d), 'Bench Player ' || (1 + n %% %5$d)"
                    + " from (select n, (n %% %3$d + 1)::int as place,"
                    + " round(%6$d * 2.0 * (%3$d - 1 - n %% %3$d) / greatest(%3$d - 1, 1)) / 2 as pts"
                    + " from generate_series(0, %7$d - 1) n) g").formatted(r0, e0, perEvent, p0, players, ROUNDS,
                    results));
            s.execute("analyze");
            List<String> numbers = new ArrayList<>(players);
            try (ResultSet r = s.executeQuery("select registration_no from player where id > " + p0 + " order by id")) {
                while (r.next()) {
                    numbers.add(r.getString(1));
                }
            }
            return numbers;
        }
    }
}
