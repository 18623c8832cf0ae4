package org.dengji.rules;

/**
 * Measures perft speed by hand:
 * {@code java -cp target/classes org.dengji.rules.PerftBench [depth] [--no-bulk]}.
 * Prints nodes and nodes/s per position (bulk counting at the last ply, see {@link Perft}, unless
 * {@code --no-bulk} asks to make every leaf move); the
 * first round warms the JIT and is not reported.
 */
public final class PerftBench {
    private static final String[] FENS = {
        Fen.STARTING,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    };

    private PerftBench() {
    }

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        boolean bulk = args.length < 2 || !args[1].equals("--no-bulk");
        for (int round = 0; round < 2; round++) {
            long nodes = 0;
            long start = System.nanoTime();
            for (String fen : FENS) {
                Position position = Position.fromFen(fen).value();
                long t0 = System.nanoTime();
                long n = bulk ? Perft.count(position, depth) : Perft.countMakingLeaves(position, depth);
                long t1 = System.nanoTime();
                nodes += n;
                if (round == 1) {
                    System.out.printf("%-75s depth %d: %,d nodes, %,.0f nodes/s%n", fen, depth, n, n * 1e9 / (t1 - t0));
                }
            }
            if (round == 1) {
                System.out.printf("total %,d nodes, %,.0f nodes/s (%s)%n", nodes,
                        nodes * 1e9 / (System.nanoTime() - start), bulk ? "bulk counting" : "every leaf made");
            }
        }
    }
}
