package org.dengji.rules;

import java.util.SplittableRandom;

/**
 * Precomputed attack tables. Leapers (knight, king, pawn) are plain lookups; sliders use magic
 * bitboards: the relevant blockers of a square are multiplied by a magic number so that the top
 * bits index a table of attack sets. The magics are found once at class load by a seeded random
 * search (deterministic, a few tens of milliseconds) rather than copied from elsewhere.
 */
final class Attacks {
    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN[color * 64 + square]: the squares a pawn of that colour attacks. */
    static final long[] PAWN = new long[128];
    /** BETWEEN[a * 64 + b]: squares strictly between a and b on a line, else 0. */
    static final long[] BETWEEN = new long[64 * 64];
    /** LINE[a * 64 + b]: the whole line through a and b (edge to edge), else 0. */
    static final long[] LINE = new long[64 * 64];

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final Magic ROOK = new Magic(ROOK_DIRS, 0x5eed_0001L);
    private static final Magic BISHOP = new Magic(BISHOP_DIRS, 0x5eed_0002L);

    static {
        initLeapers();
        initLines();
    }

    private Attacks() {
    }

    static long rook(int square, long occupied) {
        return ROOK.attacks(square, occupied);
    }

    static long bishop(int square, long occupied) {
        return BISHOP.attacks(square, occupied);
    }

    static long queen(int square, long occupied) {
        return ROOK.attacks(square, occupied) | BISHOP.attacks(square, occupied);
    }

    static long pawn(int color, int square) {
        return PAWN[color * 64 + square];
    }

    static long between(int a, int b) {
        return BETWEEN[a * 64 + b];
    }

    static long line(int a, int b) {
        return LINE[a * 64 + b];
    }

    private static void initLeapers() {
        int[][] knight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] king = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, knight);
            KING[sq] = steps(sq, king);
            PAWN[sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[64 + sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
        }
    }

    private static long steps(int sq, int[][] deltas) {
        long result = 0;
        for (int[] d : deltas) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                result |= 1L << Square.of(f, r);
            }
        }
        return result;
    }

    private static void initLines() {
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long abit = 1L << a;
                long bbit = 1L << b;
                if ((slide(a, 0, ROOK_DIRS) & bbit) != 0) {
                    LINE[a * 64 + b] = (slide(a, 0, ROOK_DIRS) & slide(b, 0, ROOK_DIRS)) | abit | bbit;
                    BETWEEN[a * 64 + b] = slide(a, bbit, ROOK_DIRS) & slide(b, abit, ROOK_DIRS);
                } else if ((slide(a, 0, BISHOP_DIRS) & bbit) != 0) {
                    LINE[a * 64 + b] = (slide(a, 0, BISHOP_DIRS) & slide(b, 0, BISHOP_DIRS)) | abit | bbit;
                    BETWEEN[a * 64 + b] = slide(a, bbit, BISHOP_DIRS) & slide(b, abit, BISHOP_DIRS);
                }
            }
        }
    }

    /** The slow, obviously correct ray walk: used to build tables, never in search. */
    static long slide(int sq, long occupied, int[][] dirs) {
        long result = 0;
        for (int[] d : dirs) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << Square.of(f, r);
                result |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }

    /** Magic tables for one slider kind. */
    private static final class Magic {
        private final long[] masks = new long[64];
        private final long[] magics = new long[64];
        private final int[] shifts = new int[64];
        private final int[] offsets = new int[64];
        private final long[] table;

        Magic(int[][] dirs, long seed) {
            int size = 0;
            for (int sq = 0; sq < 64; sq++) {
                masks[sq] = slide(sq, 0, dirs) & ~edges(sq);
                shifts[sq] = 64 - Long.bitCount(masks[sq]);
                offsets[sq] = size;
                size += 1 << Long.bitCount(masks[sq]);
            }
            table = new long[size];
            SplittableRandom random = new SplittableRandom(seed);
            for (int sq = 0; sq < 64; sq++) {
                findMagic(sq, dirs, random);
            }
        }

        long attacks(int sq, long occupied) {
            return table[offsets[sq] + (int) (((occupied & masks[sq]) * magics[sq]) >>> shifts[sq])];
        }

        /** Edges not on the square's own rank and file are never relevant blockers. */
        private static long edges(int sq) {
            long rank1 = 0xFFL;
            long rank8 = rank1 << 56;
            long fileA = 0x0101010101010101L;
            long fileH = fileA << 7;
            long ranks = (rank1 | rank8) & ~(rank1 << (8 * Square.rank(sq)));
            long files = (fileA | fileH) & ~(fileA << Square.file(sq));
            return ranks | files;
        }

        private void findMagic(int sq, int[][] dirs, SplittableRandom random) {
            long mask = masks[sq];
            int n = 1 << Long.bitCount(mask);
            long[] occupancies = new long[n];
            long[] reference = new long[n];
            long subset = 0;
            for (int i = 0; i < n; i++) {
                occupancies[i] = subset;
                reference[i] = slide(sq, subset, dirs);
                subset = (subset - mask) & mask; // next subset of mask (carry-rippler)
            }
            int[] epoch = new int[n];
            for (int attempt = 1; ; attempt++) {
                long magic = random.nextLong() & random.nextLong() & random.nextLong();
                if (Long.bitCount((mask * magic) >>> 56) < 6) {
                    continue;
                }
                if (fits(sq, magic, occupancies, reference, epoch, attempt)) {
                    magics[sq] = magic;
                    return;
                }
            }
        }

        private boolean fits(int sq, long magic, long[] occupancies, long[] reference, int[] epoch, int attempt) {
            for (int i = 0; i < occupancies.length; i++) {
                int index = (int) ((occupancies[i] * magic) >>> shifts[sq]);
                if (epoch[index] < attempt) {
                    epoch[index] = attempt;
                    table[offsets[sq] + index] = reference[i];
                } else if (table[offsets[sq] + index] != reference[i]) {
                    return false;
                }
            }
            return true;
        }
    }
}
