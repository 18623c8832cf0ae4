package org.dengji.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard check of a
 * move generator against published counts.
 *
 * <p>Bulk counting: at depth 1 the legal moves are counted (mostly by popcount) instead of being
 * played, so the "nodes/s" of {@link #bench} count leaves that were never made. This is the usual
 * convention for perft speed figures.
 */
public final class Perft {

    /** A slow, independent move generator that {@link #diagnose} compares against. */
    public interface Oracle {
        /** The legal moves of {@code position} in UCI. */
        Set<String> legalUci(Position position);

        /** The reference perft count. */
        long count(Position position, int depth);
    }

    private Perft() {
    }

    /** Leaf nodes at {@code depth} (1 at depth 0), with bulk counting at the last ply. */
    public static long count(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        return count(position, depth, new int[depth][256]);
    }

    private static long count(Position position, int depth, int[][] buffers) {
        if (depth == 1) {
            return position.countLegalMoves();
        }
        int[] moves = buffers[depth - 1];
        int n = position.generate(moves, -1L, -1L);
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += count(position.playBits(moves[i]), depth - 1, buffers);
        }
        return total;
    }

    /** Leaf nodes counted the slow way, making every leaf move: for comparing speed only. */
    static long countMakingLeaves(Position position, int depth) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = new int[256];
        int n = position.generate(moves, -1L, -1L);
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += countMakingLeaves(position.playBits(moves[i]), depth - 1);
        }
        return total;
    }

    /** Perft split by first move, in generation order ("divide"). */
    public static Map<Move, Long> divide(Position position, int depth) {
        Map<Move, Long> result = new LinkedHashMap<>();
        for (Move move : position.legalMoves()) {
            result.put(move, count(position.play(move), depth - 1));
        }
        return result;
    }

    /**
     * Walks down from {@code position} to the first position where this generator and the
     * oracle disagree, and describes it: its FEN, the path of moves to it, and the missing and extra
     * moves. Returns a sentence saying so when they agree all the way down.
     */
    public static String diagnose(Position position, int depth, Oracle oracle) {
        List<String> path = new ArrayList<>();
        Position current = position;
        for (int d = depth; d >= 1; d--) {
            Set<String> ours = new TreeSet<>();
            current.legalMoves().forEach(m -> ours.add(m.uci()));
            Set<String> reference = new TreeSet<>(oracle.legalUci(current));
            if (!ours.equals(reference)) {
                return describe(current, path, ours, reference);
            }
            Position next = divergingChild(current, d, oracle, path);
            if (next == null) {
                return "no divergence within depth " + depth + " below " + position.fen()
                        + " (path " + path + "): the expected count may be wrong";
            }
            current = next;
        }
        return "move lists agree along " + path + "; counts differ only in play()";
    }

    private static Position divergingChild(Position current, int depth, Oracle oracle, List<String> path) {
        for (Move move : current.legalMoves()) {
            Position child = current.play(move);
            if (count(child, depth - 1) != oracle.count(child, depth - 1)) {
                path.add(move.uci());
                return child;
            }
        }
        return null;
    }

    private static String describe(Position at, List<String> path, Set<String> ours, Set<String> reference) {
        Set<String> missing = new TreeSet<>(reference);
        missing.removeAll(ours);
        Set<String> extra = new TreeSet<>(ours);
        extra.removeAll(reference);
        return "first divergence after " + path + " at " + at.fen() + ": missing " + missing + ", extra " + extra;
    }

    /**
     * Runs perft on {@code position} to {@code depth} and returns leaf nodes per second (bulk counted:
     * see the class comment). For measurement by hand, not for tests.
     */
    public static double bench(Position position, int depth) {
        long start = System.nanoTime();
        long nodes = count(position, depth);
        long elapsed = Math.max(1, System.nanoTime() - start);
        return nodes * 1e9 / elapsed;
    }
}
