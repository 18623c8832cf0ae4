package org.dengji.rules;

import java.util.SplittableRandom;

/** Zobrist hashing for repetition detection: random keys from a fixed seed, so keys are stable. */
final class Zobrist {
    private static final long[] PIECES = new long[2 * 6 * 64];
    private static final long[] CASTLING = new long[64];
    private static final long[] EP_FILE = new long[8];
    private static final long BLACK_TO_MOVE;

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

    static long key(Position p) {
        long key = p.turn == 1 ? BLACK_TO_MOVE : 0;
        for (int color = 0; color < 2; color++) {
            for (int role = 0; role < 6; role++) {
                long pieces = p.bb[role] & p.bb[Position.WHITE_BB + color];
                while (pieces != 0) {
                    key ^= PIECES[(color * 6 + role) * 64 + Long.numberOfTrailingZeros(pieces)];
                    pieces &= pieces - 1;
                }
            }
        }
        long rights = p.castling;
        while (rights != 0) {
            key ^= CASTLING[Long.numberOfTrailingZeros(rights)];
            rights &= rights - 1;
        }
        return p.hasLegalEnPassant() ? key ^ EP_FILE[Square.file(p.ep)] : key;
    }
}
