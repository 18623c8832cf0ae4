package org.dengji.rules.game;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import org.dengji.rules.pgn.GameChunk;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.PgnParser;
import org.dengji.rules.pgn.PgnDecoder;
import org.dengji.rules.pgn.PgnSplitter;
import org.dengji.rules.pgn.SkippedBytes;

/**
  * Validates a PGN stream of many games on several threads and hands the reports to a sink in
  * file order. One reader thread cuts the stream into games (cheap: no move is parsed there) and
  * submits batches to a worker pool that parses and plays them; the futures wait in a bounded
  * queue, which the calling thread drains in order. Memory is bounded by that queue, not by the
  * file: when the caller falls behind, the reader blocks.
  */
public final class ParallelValidator {
    /** Games per task: large enough to amortise scheduling, small enough to balance the pool. */
    private static final int BATCH = 32;
    /** Batches in flight per worker. */
    private static final int QUEUE_PER_THREAD = 8;

    /**
      * Counts of one run; invalid excludes unsupported games.
      *
      * @param encoding the encoding the file was read in (given or detected)
      * @param warnings what was read past rather than as games: undecodable bytes, control bytes
      *     between games; English sentences saying where, in file order within each kind
      */
    public record Summary(int games, int valid, int invalid, int unsupported, double seconds,
            Charset encoding, List<String> warnings) {
        public Summary {
            warnings = List.copyOf(warnings);
        }

        public double gamesPerSecond() {
            return seconds > 0 ? games / seconds : 0;
        }
    }

    private ParallelValidator() {}

    /** A game as read, with its verdict: what a service stores (players, event) beside the report. */
    public record ValidatedGame(PgnGame game, GameReport report) {}

    /** Validates every game of {@code in} (encoding detected) with {@code threads} workers; reports go to the sink. */
    public static Summary validate(InputStream in, int threads, Consumer<GameReport> sink)
            throws IOException {
        return validate(in, null, threads, sink);
    }

    /**
      * As {@link #validate(InputStream, int, Consumer)}, reading {@code in} as {@code charset}, or
      * detecting it when null (see {@link PgnDecoder}).
      *
      * @throws org.dengji.rules.pgn.PgnEncodingException when the bytes are in no encoding read
      */
    public static Summary validate(InputStream in, Charset charset, int threads, Consumer<GameReport> sink)
            throws IOException {
        return validateGames(in, charset, threads, v -> sink.accept(v.report()));
    }

    /** As {@link #validate}, handing each game's tags and moves to the sink beside its report. */
    public static Summary validateGames(InputStream in, int threads, Consumer<ValidatedGame> sink)
            throws IOException {
        return validateGames(in, null, threads, sink);
    }

    /** As {@link #validateGames(InputStream, int, Consumer)} in {@code charset}, or detecting it when null. */
    public static Summary validateGames(InputStream in, Charset charset, int threads,
            Consumer<ValidatedGame> sink) throws IOException {
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads, ParallelValidator::daemon);
        BlockingQueue<CompletableFuture<List<ValidatedGame>>> queue =
                new ArrayBlockingQueue<>(threads * QUEUE_PER_THREAD);
        PgnDecoder decoder = PgnDecoder.of(in, charset);
        PgnSplitter splitter = new PgnSplitter(decoder);
        Thread reader = daemon(() -> read(splitter, pool, queue));
        reader.start();
        int[] counts = new int[GameReport.Status.values().length];
        try {
            for (List<ValidatedGame> batch = take(queue); batch != null; batch = take(queue)) {
                for (ValidatedGame validated : batch) {
                    counts[validated.report().status().ordinal()]++;
                    sink.accept(validated);
                }
            }
        } finally {
            reader.interrupt();
            pool.shutdownNow();
        }
        int games = counts[0] + counts[1] + counts[2];
        return new Summary(games, counts[GameReport.Status.VALID.ordinal()],
                counts[GameReport.Status.INVALID.ordinal()],
                counts[GameReport.Status.UNSUPPORTED.ordinal()], (System.nanoTime() - start) / 1e9,
                decoder.charset(), warnings(decoder, splitter));
    }

    /** Read after the reader has put its last batch, so both are final. */
    private static List<String> warnings(PgnDecoder decoder, PgnSplitter splitter) {
        List<String> warnings = new ArrayList<>(decoder.warnings());
        if (decoder.warningCount() > decoder.warnings().size()) {
            warnings.add((decoder.warningCount() - decoder.warnings().size()) + " more undecodable bytes");
        }
        for (SkippedBytes skipped : splitter.skipped()) {
            warnings.add(skipped.describe());
        }
        if (splitter.skippedRuns() > splitter.skipped().size()) {
            warnings.add((splitter.skippedRuns() - splitter.skipped().size()) + " more runs of control bytes skipped");
        }
        return warnings;
    }

    /** The next batch in file order, or null at the end; rethrows the reader's I/O error. */
    private static List<ValidatedGame> take(BlockingQueue<CompletableFuture<List<ValidatedGame>>> queue)
            throws IOException {
        try {
            return queue.take().join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while validating", e);
        } catch (CompletionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            throw e;
        }
    }

    private static void read(PgnSplitter splitter, ExecutorService pool,
            BlockingQueue<CompletableFuture<List<ValidatedGame>>> queue) {
        try {
            List<GameChunk> batch = new ArrayList<>(BATCH);
            for (GameChunk chunk = splitter.next(); chunk != null; chunk = splitter.next()) {
                batch.add(chunk);
                if (batch.size() == BATCH) {
                    submit(batch, pool, queue);
                    batch = new ArrayList<>(BATCH);
                }
            }
            submit(batch, pool, queue);
            queue.put(CompletableFuture.completedFuture(null));
        } catch (IOException e) {
            putQuietly(queue, CompletableFuture.failedFuture(new UncheckedIOException(e)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the consumer gave up; nothing left to do
        }
    }

    private static void submit(List<GameChunk> batch, ExecutorService pool,
            BlockingQueue<CompletableFuture<List<ValidatedGame>>> queue) throws InterruptedException {
        queue.put(CompletableFuture.supplyAsync(() -> validateAll(batch), pool));
    }

    private static void putQuietly(BlockingQueue<CompletableFuture<List<ValidatedGame>>> queue,
            CompletableFuture<List<ValidatedGame>> item) {
        try {
            queue.put(item);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static List<ValidatedGame> validateAll(List<GameChunk> chunks) {
        List<ValidatedGame> validated = new ArrayList<>(chunks.size());
        for (GameChunk chunk : chunks) {
            PgnGame game = PgnParser.parse(chunk);
            validated.add(new ValidatedGame(game, GameValidator.validate(game)));
        }
        return validated;
    }

    private static Thread daemon(Runnable task) {
        Thread t = new Thread(task, "pgn-validate");
        t.setDaemon(true);
        return t;
    }
}
