package org.dengji.rules.cli;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dengji.rules.Color;
import org.dengji.rules.Move;
import org.dengji.rules.Position;
import org.dengji.rules.pgn.GameResult;
import org.dengji.rules.pgn.PgnWriter;
import org.dengji.rules.pgn.Tag;

/**
  * A built-in validation workload: games of random legal moves from a fixed seed, written with
  * {@link PgnWriter}, so that {@code bench} needs no file. Random games are longer and stranger
  * than master games (more captures, odd promotions); the figure is for comparing builds, the
  * corpus figure is the one to quote.
  */
final class BenchWorkload {
    private static final long SEED = 20260301L;
    private static final int MAX_PLIES = 120;

    private BenchWorkload() {}

    /** {@code distinct} generated games, the whole repeated {@code repeat} times, as PGN bytes. */
    static byte[] games(int distinct, int repeat) {
        Random random = new Random(SEED);
        StringBuilder once = new StringBuilder();
        for (int i = 1; i <= distinct; i++) {
            once.append(randomGame(random, i));
        }
        byte[] bytes = once.toString().getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream all = new ByteArrayOutputStream(bytes.length * repeat);
        for (int r = 0; r < repeat; r++) {
            all.writeBytes(bytes);
        }
        return all.toByteArray();
    }

    static String randomGame(Random random, int round) {
        Position position = Position.startpos();
        List<Move> moves = new ArrayList<>();
        while (moves.size() < MAX_PLIES && !position.isInsufficientMaterial()) {
            List<Move> legal = position.legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            position = position.play(move);
        }
        List<Tag> tags = List.of(Tag.of("Event", "Dengji bench"), Tag.of("Round", String.valueOf(round)));
        return PgnWriter.render(tags, Position.startpos(), moves, resultOf(position));
    }

    private static GameResult resultOf(Position end) {
        if (end.isCheckmate()) {
            return end.turn() == Color.WHITE ? GameResult.BLACK_WINS : GameResult.WHITE_WINS;
        }
        if (end.isStalemate() || end.isInsufficientMaterial()) {
            return GameResult.DRAW;
        }
        return GameResult.UNKNOWN;
    }
}
