package org.dengji.ratings.report;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.Callable;
import javax.sql.DataSource;
import org.dengji.registry.bench.NationalRegistry;
import org.dengji.registry.event.Event;
import org.dengji.support.OwnThread;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Rating runs at scale on PostgreSQL, figures only: generates a registry with {@link NationalRegistry} (players,
 * published events, every round paired and scored), marks every event rated, gives two players in three a
 * national rating in their results (the others earn initial ratings) and puts the FIDE rule set in force from
 * the first generated month; then prints the time of one run over the whole registry (twice: the first pays
 * for a cold cache) and of one event's recomputation: the latest event (its month alone, as a publication of
 * the newest event rewrites it) and an event in the middle (every month from its own, as a correction does).
 * The heap's peak is read from the memory pools, reset before each run. With {@code bench.reuse} it rates the
 * registry a previous run generated. Run by {@code bench/rating-bench-pg.sh}; skipped unless {@code bench.players}
 * is set, never part of the suite.
 */
@QuarkusTest
@EnabledIfSystemProperty(named = "bench.players", matches = "\\d+")
class RatingBench {

    @Inject
    DataSource dataSource;

    @Inject
    RatingRun run;

    @Test
    void measure() throws Exception {
        OwnThread.run(() -> {
            measureOnThisThread();
            return null;
        });
    }

    private void measureOnThisThread() throws Exception {
        String players = System.getProperty("bench.players");
        String results = System.getProperty("bench.results", "2000000");
        String perEvent = System.getProperty("bench.players-per-event", "100");
        String rounds = System.getProperty("bench.rounds", "9");
        String url = ConfigProvider.getConfig().getValue("quarkus.datasource.jdbc.url", String.class);
        long t0 = System.nanoTime();
        if (Boolean.getBoolean("bench.reuse") && Long.parseLong(count("SELECT count(*) FROM event")) > 0) {
            System.out.println("Generated and prepared: reusing the registry in the database");
        } else {
            NationalRegistry.main(new String[] {url, players, results, perEvent, rounds, "20261202"});
            try (Connection db = dataSource.getConnection(); Statement s = db.createStatement()) {
                s.execute("UPDATE event SET rated = TRUE");
                s.execute("UPDATE event_result SET national_rating = 1400 + MOD(player_id * 7919, 1100)"
                        + " WHERE MOD(player_id, 3) <> 0");
                s.execute("UPDATE rating_rule_set SET effective_from = DATE '2015-01-01' WHERE code = 'FIDE-2024-03'");
                s.execute("ANALYZE");
            }
            System.out.printf("Generated and prepared: %.1f s%n", seconds(t0));
        }
        System.out.println(count("SELECT count(*) || ' players, ' || (SELECT count(*) FROM event WHERE rated) || ' rated"
                + " events, ' || (SELECT count(*) FROM event_result) || ' results, ' || (SELECT sum(array_length("
                + "string_to_array(round_cells, ' '), 1)) FROM event_result) || ' rounds, months '"
                + " || (SELECT min(end_date) || ' to ' || max(end_date) FROM event) FROM player"));

        for (int i = 1; i <= Integer.getInteger("bench.whole-runs", 2); i++) {
            HeapPeak.reset();
            long t = System.nanoTime();
            RatingRecomputation whole = inRequest(run::wholeRegistry);
            double took = seconds(t);
            System.out.printf("Whole registry, run %d: %.1f s, %,.0f results/s, heap peak %,d MB (old generation %,d MB)"
                    + " of %,d MB (%,d events,"
                    + " %,d report entries from %s, %,d players changed)%n", i, took, whole.entries / took,
                    HeapPeak.megabytes(), HeapPeak.oldGenerationMegabytes(), Runtime.getRuntime().maxMemory() >> 20, whole.events, whole.entries,
                    whole.fromPeriod, whole.changedPlayers);
        }
        System.out.println(count("SELECT count(*) || ' players rated on the last list, ' || (SELECT count(*) FROM"
                + " rating_report_entry WHERE rating_before IS NULL AND rating_after IS NOT NULL)"
                + " || ' initial ratings reached' FROM (SELECT DISTINCT player_id FROM rating_report_entry"
                + " WHERE rating_after IS NOT NULL) rated"));
        long latest = Long.parseLong(count("SELECT id FROM event ORDER BY end_date DESC, id DESC LIMIT 1"));
        long middle = Long.parseLong(count("SELECT id FROM event ORDER BY end_date, id"
                + " OFFSET (SELECT count(*) / 2 FROM event) LIMIT 1"));
        for (long id : new long[] {latest, latest, middle, middle}) {
            long t = System.nanoTime();
            RatingRecomputation one = inRequest(() -> QuarkusTransaction.requiringNew().call(
                    () -> run.forEvent(Event.findById(id), RatingRecomputation.Cause.CORRECTED).orElseThrow()));
            System.out.printf("One event's recomputation (event %d, from %s): %.2f s (%,d events, %,d entries,"
                    + " %d players changed)%n", id, one.fromPeriod, seconds(t), one.events, one.entries,
                    one.changedPlayers);
        }
    }

    private String count(String sql) throws Exception {
        try (Connection db = dataSource.getConnection(); Statement s = db.createStatement();
                ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getString(1);
        }
    }

    private static <T> T inRequest(Callable<T> call) throws Exception {
        ManagedContext request = Arc.container().requestContext();
        request.activate();
        try {
            return call.call();
        } finally {
            request.terminate();
        }
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
