package org.dengji.rules.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import org.dengji.rules.Perft;
import org.dengji.rules.Position;
import org.dengji.rules.game.ParallelValidator;

/**
  * {@code bench}: perft nodes/s on two well-known positions, then validation games/s on a
  * generated workload (see {@link BenchWorkload}). A measurement, never a test: numbers vary
  * with the machine and its load.
  */
final class BenchCommand {
    /** "Kiwipete" (Peter McKenzie), the usual perft stress position; 4,085,603 nodes at depth 4. */
    static final String KIWIPETE =
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    private static final int GAMES = 2_000;
    private static final int REPEAT = 10;

    private BenchCommand() {}

    static void run(String[] args, PrintWriter out) throws UsageException, IOException {
        if (args.length != 0) {
            throw new UsageException("bench takes no arguments");
        }
        perft(out, "startpos", Position.startpos(), 5);
        perft(out, "kiwipete", Arguments.position(KIWIPETE), 4);
        byte[] pgn = BenchWorkload.games(GAMES, REPEAT);
        int threads = Runtime.getRuntime().availableProcessors();
        ParallelValidator.validate(new ByteArrayInputStream(pgn), threads, r -> {}); // warm-up
        long[] plies = new long[1];
        ParallelValidator.Summary s = ParallelValidator.validate(
                new ByteArrayInputStream(pgn), threads, r -> plies[0] += r.plies());
        out.println(String.format(Locale.ROOT, "validate generated: games %d valid %d plies %d "
                + "bytes %d threads %d seconds %.3f games/s %.0f plies/s %.0f", s.games(), s.valid(),
                plies[0], pgn.length, threads, s.seconds(), s.gamesPerSecond(), plies[0] / s.seconds()));
    }

    private static void perft(PrintWriter out, String name, Position position, int depth) {
        long start = System.nanoTime();
        long nodes = Perft.count(position, depth);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println(String.format(Locale.ROOT, "perft %s depth %d: nodes %d seconds %.3f nodes/s %.0f",
                name, depth, nodes, seconds, nodes / seconds));
    }
}
