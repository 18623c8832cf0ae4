package org.dengji.rules;

import java.util.SplittableRandom;

/**
 * Zobrist hashing for repetition detection: random keys from a fixed seed, so keys are stable.
 * A position carries the key of its placement, side to move and castling rights, updated by each
 * move from the few squares it changes ({@link Position#playBits}); {@link #of} computes the same
 * key from scratch for a set-up position. The en-passant part depends on whether a capture is
 * legal, so {@link Position#repetitionKey()} adds it only when asked.
 */
final class Zobrist {
    private static final long[] PIECES = new long[2 * 6 * 64];
    private static final long[] CASTLING = new long[64];
    private static final long[] EP_FILE = new long[8];
    static final long BLACK_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(0x2d_e9_71L);
        for (int i = 0; i < PIECES.length; i++) {
            PIECES[i] = random.nextLong();
        }
        for (int i = 0; i < 64; i++) {
            CASTLING[i] = random.nextLong();
        }
        for (int i = 0; i < 8; i++) {
            EP_FILE[i] = random.nextLong();
        }
        BLACK_TO_MOVE = random.nextLong();
    }

    private Zobrist() {
    }

    /** The key of placement, side to move and castling rights, from scratch. */
    static long of(long[] bb, int turn, long castling) {
        long key = turn == 1 ? BLACK_TO_MOVE : 0;
        for (int color = 0; color < 2; color++) {
            for (int role = 0; role < 6; role++) {
                long pieces = bb[role] & bb[Position.WHITE_BB + color];
                while (pieces != 0) {
                    key ^= piece(color, role, Bits.lowest(pieces));
                    pieces &= pieces - 1;
                }
            }
        }
        return key ^ castling(castling);
    }

    static long piece(int color, int role, int square) {
        return PIECES[(color * 6 + role) * 64 + square];
    }

    /** The key of a set of castling rights; of the rights a move took away when given {@code old ^ new}. */
    static long castling(long rights) {
        long key = 0;
        while (rights != 0) {
            key ^= CASTLING[Bits.lowest(rights)];
            rights &= rights - 1;
        }
        return key;
    }

    static long enPassantFile(int square) {
        return EP_FILE[Square.file(square)];
    }
}
