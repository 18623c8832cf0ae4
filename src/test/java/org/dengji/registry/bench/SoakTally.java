package org.dengji.registry.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;

/** What a soak counted: per action the answers and their latencies, and every error (the first few printed). */
final class SoakTally {

    private static final int ERRORS_PRINTED = 20;

    private final Map<String, List<Long>> latencies = new TreeMap<>();
    private final AtomicInteger errors = new AtomicInteger();
    private final long start = System.nanoTime();

    /** Counts an answer; one whose status is none of {@code expected} is an error. */
    void answer(String action, long nanos, int status, String path, String body, int... expected) {
        synchronized (latencies) {
            latencies.computeIfAbsent(action, a -> new ArrayList<>()).add(nanos);
        }
        for (int e : expected) {
            if (status == e) {
                return;
            }
        }
        error(action, status + " from " + path + ": " + body.substring(0, Math.min(300, body.length())));
    }

    void error(String action, String what) {
        if (errors.incrementAndGet() <= ERRORS_PRINTED) {
            System.out.println("ERROR " + action + ": " + what);
        }
    }

    void reportEveryMinute() {
        while (true) {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                return;
            }
            System.out.printf("%4.0f s: %d requests, %d errors%n", (System.nanoTime() - start) / 1e9, requests(),
                    errors.get());
        }
    }

    private int requests() {
        synchronized (latencies) {
            return latencies.values().stream().mapToInt(List::size).sum();
        }
    }

    /** Prints each action's count and latencies; true when nothing went wrong. */
    boolean summary() {
        double seconds = (System.nanoTime() - start) / 1e9;
        synchronized (latencies) {
            latencies.forEach((action, times) -> {
                long[] sorted = times.stream().mapToLong(Long::longValue).sorted().toArray();
                System.out.printf("%-22s %7d  p50 %7.2f ms  p99 %8.2f ms  max %8.2f ms%n", action, sorted.length,
                        sorted[sorted.length / 2] / 1e6, sorted[(int) (sorted.length * 0.99)] / 1e6,
                        sorted[sorted.length - 1] / 1e6);
            });
        }
        System.out.printf("soak: %d requests in %.0f s (%.0f/s), %d errors%n", requests(), seconds, requests() / seconds,
                errors.get());
        return errors.get() == 0;
    }
}
