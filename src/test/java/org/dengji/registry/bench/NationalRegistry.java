package org.dengji.registry.bench;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dengji.registry.event.RoundCells;
import org.dengji.registry.event.RoundEntry;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.SearchKeys;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * Writes a registry of national size straight into a migrated PostgreSQL database with the COPY
 * protocol, for the read-side figures (search, pages, eligibility of everyone): players with Chinese
 * names drawn by the surnames' real frequency, their search keys, and published events of
 * {@code perEvent} players over {@code rounds} rounds, every round paired and scored on both sides.
 * Foreign keys are not checked while it writes (the rows agree by construction); it ends with
 * {@code VACUUM ANALYZE}, which autovacuum would run after such a load but this machine's server does not: the
 * statistics for the planner, and the visibility map that lets an index answer alone. One extra player, 龚琳娜
 * (Gong Linna), carries a surname no other player has: the bench's rare name.
 *
 * <p>Arguments: JDBC URL, players, results, players per event, rounds, seed.
 */
public final class NationalRegistry {

    /** Surnames with their pinyin, the most frequent first; drawn with weights falling as 1/rank. */
    private static final String[][] SURNAMES = {{"王", "Wang"}, {"李", "Li"}, {"张", "Zhang"}, {"刘", "Liu"},
        {"陈", "Chen"}, {"杨", "Yang"}, {"黄", "Huang"}, {"赵", "Zhao"}, {"吴", "Wu"}, {"周", "Zhou"}, {"徐", "Xu"},
        {"孙", "Sun"}, {"马", "Ma"}, {"朱", "Zhu"}, {"胡", "Hu"}, {"郭", "Guo"}, {"何", "He"}, {"高", "Gao"},
        {"林", "Lin"}, {"罗", "Luo"}, {"郑", "Zheng"}, {"梁", "Liang"}, {"谢", "Xie"}, {"宋", "Song"}, {"唐", "Tang"},
        {"许", "Xu"}, {"韩", "Han"}, {"冯", "Feng"}, {"邓", "Deng"}, {"曹", "Cao"}, {"彭", "Peng"}, {"曾", "Zeng"},
        {"肖", "Xiao"}, {"田", "Tian"}, {"董", "Dong"}, {"袁", "Yuan"}, {"潘", "Pan"}, {"于", "Yu"}, {"蒋", "Jiang"},
        {"蔡", "Cai"}, {"余", "Yu"}, {"杜", "Du"}, {"叶", "Ye"}, {"程", "Cheng"}, {"苏", "Su"}, {"魏", "Wei"},
        {"吕", "Lv"}, {"丁", "Ding"}, {"任", "Ren"}, {"沈", "Shen"}, {"欧阳", "Ouyang"}, {"司马", "Sima"}};
    private static final String[][] GIVEN = {{"伟", "wei"}, {"芳", "fang"}, {"娜", "na"}, {"敏", "min"},
        {"静", "jing"}, {"丽", "li"}, {"强", "qiang"}, {"磊", "lei"}, {"军", "jun"}, {"洋", "yang"}, {"勇", "yong"},
        {"艳", "yan"}, {"杰", "jie"}, {"涛", "tao"}, {"明", "ming"}, {"超", "chao"}, {"秀", "xiu"}, {"霞", "xia"},
        {"平", "ping"}, {"刚", "gang"}, {"浩", "hao"}, {"然", "ran"}, {"立", "li"}, {"人", "ren"}, {"宇", "yu"},
        {"轩", "xuan"}, {"子", "zi"}, {"涵", "han"}, {"梓", "zi"}, {"欣", "xin"}, {"怡", "yi"}, {"晨", "chen"},
        {"博", "bo"}, {"文", "wen"}, {"思", "si"}, {"雨", "yu"}, {"嘉", "jia"}, {"俊", "jun"}, {"鹏", "peng"},
        {"飞", "fei"}, {"华", "hua"}, {"建", "jian"}, {"国", "guo"}, {"志", "zhi"}, {"海", "hai"}, {"春", "chun"}};
    private static final String[] CATEGORIES = {"PROVINCIAL_INDIVIDUAL", "PREFECTURE_INDIVIDUAL", "COUNTY_INDIVIDUAL",
        "AMATEUR_GRADING", "OTHER", "TITLE_TOURNAMENT"};

    private final String url;
    private final Connection db;
    private final Random random;
    private final double[] surnameWeights = new double[SURNAMES.length];
    /** Each generated player's names, by their index in the ids, for the copies their results carry. */
    private String[][] names;

    private NationalRegistry(String url, Connection db, long seed) {
        this.url = url;
        this.db = db;
        this.random = new Random(seed);
        double sum = 0;
        for (int i = 0; i < SURNAMES.length; i++) {
            sum += 1.0 / (i + 1);
            surnameWeights[i] = sum;
        }
        for (int i = 0; i < SURNAMES.length; i++) {
            surnameWeights[i] /= sum;
        }
    }

    public static void main(String[] args) throws Exception {
        int players = Integer.parseInt(args[1]);
        long results = Long.parseLong(args[2]);
        int perEvent = Integer.parseInt(args[3]);
        int rounds = Integer.parseInt(args[4]);
        try (Connection db = DriverManager.getConnection(args[0], "postgres", "")) {
            NationalRegistry registry = new NationalRegistry(args[0], db, Long.parseLong(args[5]));
            long t0 = System.nanoTime();
            long[] playerIds = registry.players(players);
            long t1 = System.nanoTime();
            long events = registry.events(playerIds, results / perEvent, perEvent, rounds);
            long t2 = System.nanoTime();
            registry.finish();
            long t3 = System.nanoTime();
            System.out.printf("generated %,d players in %.0f s, %,d events (%,d results, %,d round entries) in %.0f s,"
                    + " VACUUM ANALYZE %.0f s%n", playerIds.length, (t1 - t0) / 1e9, events, events * perEvent,
                    events * perEvent * rounds, (t2 - t1) / 1e9, (t3 - t2) / 1e9);
        }
    }

    private long[] players(int count) throws SQLException {
        long first = next("SELECT COALESCE(MAX(id), 0) + 1 FROM player");
        List<Long> units = units();
        long[] ids = new long[count + 1];
        names = new String[count + 1][];
        Copy player = new Copy(url, "COPY player (id, registration_no, name_zh, name_latin, gender, birth_date,"
                + " home_unit_id, created_at, name_latin_key, record_version, version) FROM STDIN");
        Copy keys = new Copy(url, "COPY player_search_key (search_key, player_id) FROM STDIN");
        for (int i = 0; i <= count; i++) {
            long id = first + i;
            ids[i] = id;
            String[] name = i == count ? new String[] {"龚琳娜", "Gong Linna"} : name();
            names[i] = name;
            boolean woman = random.nextInt(4) == 0;
            LocalDate birth = LocalDate.of(1950 + random.nextInt(65), 1 + random.nextInt(12), 1 + random.nextInt(28));
            player.row(id, Player.registrationNoOf(id), name[0], name[1], woman ? "FEMALE" : "MALE", birth,
                    units.get(random.nextInt(units.size())), "2020-01-01 00:00:00", name[1].toLowerCase(), 0, 0);
            for (String key : SearchKeys.of(name[0], name[1])) {
                keys.row(key, id);
            }
        }
        player.end();
        keys.end();
        execute("SELECT setval('player_seq', " + (first + count) + ")");
        return ids;
    }

    private String[] name() {
        double u = random.nextDouble();
        int s = 0;
        while (surnameWeights[s] < u) {
            s++;
        }
        StringBuilder zh = new StringBuilder(SURNAMES[s][0]);
        StringBuilder latin = new StringBuilder();
        for (int n = 1 + random.nextInt(2), i = 0; i < n; i++) {
            String[] g = GIVEN[random.nextInt(GIVEN.length)];
            zh.append(g[0]);
            latin.append(latin.isEmpty() ? Character.toUpperCase(g[1].charAt(0)) + g[1].substring(1) : g[1]);
        }
        return new String[] {zh.toString(), SURNAMES[s][1] + " " + latin};
    }

    private long events(long[] players, long count, int perEvent, int rounds) throws SQLException {
        long firstEvent = next("SELECT COALESCE(MAX(id), 0) + 1 FROM event");
        long result = next("SELECT COALESCE(MAX(id), 0) + 1 FROM event_result");
        List<Long> units = units();
        Copy event = new Copy(url, "COPY event (id, name, category, section, organiser_id, end_date, rounds, official,"
                + " status, source_format, published_at, created_at, faulty_games, demo, version, team) FROM STDIN");
        Copy results = new Copy(url, "COPY event_result (id, event_id, player_id, start_number, rank_from, rank_to,"
                + " points, game_points, games, wins, draws, losses, forfeit_wins, forfeit_losses, byes, entered_name,"
                + " faulty_games, round_cells, player_registration_no, player_name_zh, player_name_latin) FROM STDIN");
        for (long e = 0; e < count; e++) {
            long id = firstEvent + e;
            LocalDate end = LocalDate.of(2015, 1, 1).plusDays(random.nextInt(3900));
            event.row(id, "Bench " + id, CATEGORIES[random.nextInt(CATEGORIES.length)],
                    random.nextInt(5) == 0 ? "WOMEN" : "OPEN", units.get(random.nextInt(units.size())), end, rounds,
                    random.nextBoolean(), "PUBLISHED", "TRF", end.plusDays(3) + " 12:00:00", end + " 12:00:00", 0, false,
                    0, false);
            Crosstable table = Crosstable.played(perEvent, rounds, random);
            int[] entrants = distinct(players.length - 1, perEvent);
            int[] ranks = table.ranks();
            for (int p = 0; p < perEvent; p++) {
                long r = result + p;
                int[] wdl = table.winsDrawsLosses(p);
                List<RoundEntry> cells = new ArrayList<>(rounds);
                for (int round = 0; round < rounds; round++) {
                    cells.add(new RoundEntry(round + 1, table.opponent(p, round) + 1,
                            String.valueOf(table.colour(p, round)), String.valueOf(table.code(p, round))));
                }
                long player = players[entrants[p]];
                String[] name = names[entrants[p]];
                results.row(r, id, player, p + 1, ranks[p], ranks[p], table.points(p), table.points(p), rounds,
                        wdl[0], wdl[1], wdl[2], 0, 0, 0, "Player " + player, 0, RoundCells.write(cells),
                        Player.registrationNoOf(player), name[0], name[1]);
            }
            result += perEvent;
        }
        event.end();
        results.end();
        execute("ALTER TABLE event ALTER COLUMN id RESTART WITH " + (firstEvent + count));
        execute("SELECT setval('event_result_seq', " + (result + 1000) + ")");
        return count;
    }

    /** {@code n} distinct indices below {@code bound}. */
    private int[] distinct(int bound, int n) {
        int[] chosen = new int[n];
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int i = 0; i < n; ) {
            int p = random.nextInt(bound);
            if (seen.add(p)) {
                chosen[i++] = p;
            }
        }
        return chosen;
    }

    private void finish() throws SQLException {
        execute("VACUUM ANALYZE");
    }

    private List<Long> units() throws SQLException {
        List<Long> ids = new ArrayList<>();
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT id FROM organisation")) {
            while (r.next()) {
                ids.add(r.getLong(1));
            }
        }
        return ids;
    }

    private long next(String sql) throws SQLException {
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        }
    }

    private void execute(String sql) throws SQLException {
        try (Statement s = db.createStatement()) {
            s.execute(sql);
        }
    }

    /**
     * One COPY in text format on a connection of its own (a connection runs one COPY at a time, and the
     * tables are written side by side), written in blocks of about a megabyte. Foreign keys are not
     * checked on that connection: the rows agree by construction, and the checks would set the pace.
     */
    private static final class Copy {
        private final Connection connection;
        private final CopyIn in;
        private final StringBuilder block = new StringBuilder(1 << 20);

        Copy(String url, String sql) throws SQLException {
            this.connection = DriverManager.getConnection(url, "postgres", "");
            try (Statement s = connection.createStatement()) {
                s.execute("SET session_replication_role = replica");
            }
            this.in = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
        }

        void row(Object... values) throws SQLException {
            for (int i = 0; i < values.length; i++) {
                block.append(i == 0 ? "" : "\t").append(values[i] == null ? "\\N" : values[i]);
            }
            block.append('\n');
            if (block.length() > 1 << 20) {
                flush();
            }
        }

        private void flush() throws SQLException {
            byte[] bytes = block.toString().getBytes(StandardCharsets.UTF_8);
            in.writeToCopy(bytes, 0, bytes.length);
            block.setLength(0);
        }

        void end() throws SQLException {
            flush();
            in.endCopy();
            connection.close();
        }
    }
}
