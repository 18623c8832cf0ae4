package org.dengji.registry.bench;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.OutputStream;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import javax.sql.DataSource;
import org.dengji.registry.record.EveryonesEligibility;
import org.dengji.registry.record.PlayerRecords;
import org.dengji.registry.record.PlayerResource;
import org.dengji.standards.version.StandardEntity;
import org.dengji.support.OwnThread;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.postgresql.PGConnection;

/**
 * Eligibility at scale on PostgreSQL, figures only: generates a registry straight in SQL (players, events,
 * published results), then prints the evaluation of every player beside an anchor measured in the same run
 * (PostgreSQL's own {@code COPY} of the same rows, the same statement, to a stream that discards them), and
 * one player's answer as the API computes it, warm, in-process (no HTTP). Run by
 * {@code bench/eligibility-bench-pg.sh}; skipped unless {@code bench.players} is set, never part of the suite.
 */
@QuarkusTest
@EnabledIfSystemProperty(named = "bench.players", matches = "\\d+")
class EligibilityBench {

    /** Each figure is the best of this many runs: the machine may be busy with other work. */
    private static final int RUNS = 3;
    private static final int SINGLE_CALLS = 1000;

    @Inject
    DataSource dataSource;

    @Inject
    EveryonesEligibility everyone;

    @Inject
    PlayerRecords records;

    @Inject
    PlayerResource players;

    /** Measured on a thread of its own, where no request is active: each call then makes its own, as a request does. */
    @Test
    void measure() throws Exception {
        OwnThread.run(() -> {
            measureOnThisThread();
            return null;
        });
    }

    private void measureOnThisThread() throws Exception {
        int playerCount = Integer.getInteger("bench.players");
        int perPlayer = Integer.getInteger("bench.results-per-player", 10);
        int perEvent = Integer.getInteger("bench.players-per-event", 100);
        long t0 = System.nanoTime();
        List<String> numbers = BenchRegistry.generate(dataSource, playerCount, perPlayer, perEvent);
        System.out.printf("Generated in SQL: %,d players, %,d published results, %d per event: %.1f s%n",
                playerCount, (long) playerCount * perPlayer, perEvent, seconds(t0));

        StandardEntity version = inRequest(records::inForceToday);
        LocalDate today = LocalDate.now();
        double copy = Double.MAX_VALUE;
        double all = Double.MAX_VALUE;
        long evaluated = 0;
        long copied = 0;
        for (int run = 0; run <= RUNS; run++) { // run 0 warms the caches and the compiler, and is not counted
            long c0 = System.nanoTime();
            copied = copyOut();
            double copySeconds = seconds(c0);
            LongAdder titled = new LongAdder();
            long e0 = System.nanoTime();
            evaluated = everyone.everyone(version, today, e -> {
                if (e.evaluation().highestTitle().isPresent()) {
                    titled.increment();
                }
            });
            double allSeconds = seconds(e0);
            if (run > 0) {
                copy = Math.min(copy, copySeconds);
                all = Math.min(all, allSeconds);
            }
            System.out.printf("  run %d: COPY %.2f s, everyone %.2f s (%,d players, %,d with a title)%n", run,
                    copySeconds, allSeconds, evaluated, titled.sum());
        }
        System.out.printf("COPY of the same rows to a null stream (anchor): %.2f s for %,d rows (best of %d)%n",
                copy, copied, RUNS);
        System.out.printf("Evaluation of everyone: %.2f s, %,d players, %,.0f players/s (best of %d);"
                + " everyone / COPY: %.2f (target at most 3): %s%n", all, evaluated, evaluated / all, RUNS,
                all / copy, all / copy <= 3 ? "met" : "NOT met");
        single(numbers);
    }

    /** One player's answer as {@code GET /api/v1/players/{no}/eligibility} computes it, each in a request of its own. */
    private void single(List<String> numbers) {
        List<String> sample = new ArrayList<>();
        int step = Math.max(1, numbers.size() / SINGLE_CALLS);
        for (int i = 0; i < numbers.size() && sample.size() < SINGLE_CALLS; i += step) {
            sample.add(numbers.get(i));
        }
        for (int round = 0; round < 3; round++) { // warm: evaluations kept, statements prepared, code compiled
            sample.forEach(no -> inRequest(() -> players.eligibility(no, null)));
        }
        long[] nanos = new long[sample.size()];
        long[] cpu = new long[sample.size()];
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int i = 0; i < sample.size(); i++) {
            String no = sample.get(i);
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            inRequest(() -> players.eligibility(no, null));
            nanos[i] = System.nanoTime() - t0;
            cpu[i] = threads.getCurrentThreadCpuTime() - c0;
        }
        Arrays.sort(nanos);
        Arrays.sort(cpu);
        System.out.printf("Anchor: one trivial query (select 1) on a connection of the pool, the same %d times:"
                + " median %.3f ms%n", nanos.length, trivialQueryMedian(nanos.length) / 1e6);
        System.out.printf("One player's eligibility, warm, in-process (PlayerResource.eligibility, %d calls over %d"
                + " players): median %.3f ms, p90 %.3f ms, p99 %.3f ms (target median at most 1 ms): %s%n",
                nanos.length, sample.size(), nanos[nanos.length / 2] / 1e6, nanos[nanos.length * 9 / 10] / 1e6,
                nanos[nanos.length * 99 / 100] / 1e6, nanos[nanos.length / 2] <= 1_000_000 ? "met" : "NOT met");
        // The calling thread's CPU time, which a busy machine stretches less than the time on the clock.
        System.out.printf("One player's eligibility, CPU time of the calling thread: median %.3f ms, p90 %.3f ms%n",
                cpu[cpu.length / 2] / 1e6, cpu[cpu.length * 9 / 10] / 1e6);
    }

    /** The machine's floor for one statement: the answer makes one (the player with their results). */
    private long trivialQueryMedian(int calls) {
        long[] nanos = new long[calls];
        for (int i = 0; i < calls; i++) {
            long t0 = System.nanoTime();
            try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
                count(s, "select 1");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
            nanos[i] = System.nanoTime() - t0;
        }
        Arrays.sort(nanos);
        return nanos[calls / 2];
    }

    private long copyOut() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return c.unwrap(PGConnection.class).getCopyAPI().copyOut("COPY (" + EveryonesEligibility.EVERYONE_QUERY
                    + ") TO STDOUT", OutputStream.nullOutputStream());
        } catch (java.io.IOException e) {
            throw new SQLException(e);
        }
    }

    /** Runs {@code call} in a request context of its own, as a request is served. */
    private static <T> T inRequest(java.util.function.Supplier<T> call) {
        ManagedContext request = Arc.container().requestContext();
        request.activate();
        try {
            return call.get();
        } finally {
            request.terminate();
        }
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    /** Reads one number. */
    static long count(Statement s, String sql) throws SQLException {
        try (ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        }
    }
}
