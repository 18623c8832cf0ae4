package org.dengji.rules.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.TreeMap;
import org.dengji.rules.Move;
import org.dengji.rules.Perft;
import org.dengji.rules.Position;

/** {@code perft} and {@code divide}: thin wrappers over CORE's {@link Perft}. */
final class PerftCommand {
    private PerftCommand() {}

    static void perft(String[] args, PrintWriter out) throws UsageException {
        expectTwo(args, "perft");
        out.println(Perft.count(Arguments.position(args[0]), Arguments.depth(args[1])));
    }

    /** One line per move, {@code e2e4: 20} (sorted by UCI, as perft tools compare), then the total. */
    static void divide(String[] args, PrintWriter out) throws UsageException {
        expectTwo(args, "divide");
        Position position = Arguments.position(args[0]);
        int depth = Arguments.depth(args[1]);
        if (depth < 1) {
            throw new UsageException("divide needs a depth of at least 1");
        }
        Map<String, Long> byUci = new TreeMap<>();
        long total = 0;
        for (Map.Entry<Move, Long> e : Perft.divide(position, depth).entrySet()) {
            byUci.put(e.getKey().uci(), e.getValue());
            total += e.getValue();
        }
        byUci.forEach((uci, count) -> out.println(uci + ": " + count));
        out.println();
        out.println(total);
    }

    private static void expectTwo(String[] args, String command) throws UsageException {
        if (args.length != 2) {
            throw new UsageException(command + " takes a position and a depth");
        }
    }
}
