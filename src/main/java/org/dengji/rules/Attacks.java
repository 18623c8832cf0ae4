package org.dengji.rules;

import java.util.SplittableRandom;

/**
 * Precomputed attack tables. Leapers (knight, king, pawn) are plain lookups; sliders use magic
 * bitboards: the relevant blockers of a square are multiplied by a magic number so that the top
 * bits index a table of attack sets. The magic numbers below were found by this project's own
 * seeded random search ({@code MagicFinder} in the tests, which can regenerate them); searching at
 * every start took about half a second, filling the tables from known magics takes milliseconds.
 * The fill checks that no two blocker sets with different attacks share a slot, so a wrong magic
 * fails loudly at class load.
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
    /**
     * Rook and bishop rays on an empty board: where a slider must stand to attack or pin along
     * them, known without a magic lookup.
     */
    private static final long[] ROOK_RAYS = new long[64];
    private static final long[] BISHOP_RAYS = new long[64];

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final long[] ROOK_MAGICS = {
        0x1180001180400120L, 0x0040002000100040L, 0x2080082000801000L, 0x2080048008001000L,
        0x0500030008001004L, 0x0B00010008020400L, 0x0200410818940A00L, 0x0100020040308100L,
        0x8012802080024000L, 0x1002002080421500L, 0x4060802000801000L, 0x0040808008001000L,
        0x8001000801001004L, 0x0102000201048810L, 0x2000800100800200L, 0x0002000214490084L,
        0x0801010020408005L, 0x8020008020804008L, 0x9801010040200010L, 0x0140848008001000L,
        0x0010828004000800L, 0x8000808004000200L, 0x8020040018028150L, 0x8051020000440081L,
        0x1486400080003880L, 0x0000820200410020L, 0x0020200480100280L, 0x0900080080100080L,
        0x0204080080040280L, 0x1600040801201040L, 0x0201814400080210L, 0x1002084A00040081L,
        0x0402204001800080L, 0x0292004102002080L, 0x0010200080801000L, 0x4140800802801001L,
        0x0481001005000800L, 0x0202040080800200L, 0x4082020001010004L, 0x0050291082000044L,
        0x0410884102020020L, 0x0000200050004000L, 0x0402001880420020L, 0x1010042011010008L,
        0x8004080004008080L, 0x002C040002008080L, 0x4806000401020008L, 0x1041000080410002L,
        0x0210420081003200L, 0x0000400080200480L, 0x0048100220028880L, 0x8041024820500300L,
        0x0002100800050100L, 0x0085000208040100L, 0x0201000A00041500L, 0x2000800100004080L,
        0x000100C120160086L, 0x0200201080400101L, 0x1444088010204202L, 0x80060010C420404AL,
        0x80420044302068AEL, 0x0202004810A10402L, 0x0002000108040082L, 0x0F01000882042041L,
    };
    private static final long[] BISHOP_MAGICS = {
        0x00445C0800441080L, 0x0084080802668000L, 0x0121124401401800L, 0x06182A0020210028L,
        0x000B114000008040L, 0xC000901088000101L, 0x6002011002100000L, 0x8081004044044000L,
        0x1040482088021040L, 0x0200200A04106188L, 0x01081008A2015401L, 0x0880040420844000L,
        0x4002040421010001L, 0x0004820290040403L, 0x0A8C808404024010L, 0x4208010841042000L,
        0x0812140410300104L, 0x0010008210112100L, 0x8014844044010040L, 0x2605084820420000L,
        0x0802010C06110000L, 0x4802000022012010L, 0x220C000290941080L, 0x28012000D4041400L,
        0x0088400086040849L, 0x0010102005214600L, 0x0004410188080100L, 0x2422002082008200L,
        0x0001010081904000L, 0x00008A0244880400L, 0x4800A4000C821803L, 0x8801020008484C20L,
        0x0004304004841421L, 0x3008021010086104L, 0x8004002084041100L, 0x8000100820440400L,
        0x80100A0080241004L, 0x20101201200A1000L, 0x1801080100420122L, 0x014200A021020204L,
        0x0404412010102904L, 0x036602028218A010L, 0x0000092808001400L, 0x0200161148008400L,
        0x800A302012000640L, 0x4004509082003100L, 0x2008410404000881L, 0x02B0020200480031L,
        0x08A04404200A2000L, 0x0202021084048080L, 0x0033410041100112L, 0x22210501148808A0L,
        0x0102000821010200L, 0x4000099001520000L, 0x0004200242420800L, 0x0404100240490200L,
        0x0202108228024000L, 0x820001940C020200L, 0x2642480842080430L, 0x00008A4004208831L,
        0x0480100410020210L, 0x088280080208A200L, 0x0880401012508119L, 0x1008100082040420L,
    };

    private static final Magic ROOK = new Magic(ROOK_DIRS, ROOK_MAGICS);
    private static final Magic BISHOP = new Magic(BISHOP_DIRS, BISHOP_MAGICS);

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

    static long rookRays(int square) {
        return ROOK_RAYS[square];
    }

    static long bishopRays(int square) {
        return BISHOP_RAYS[square];
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
            ROOK_RAYS[a] = slide(a, 0, ROOK_DIRS);
            BISHOP_RAYS[a] = slide(a, 0, BISHOP_DIRS);
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

    /** Relevant blockers of a slider on {@code sq}: its rays without the board edge beyond them. */
    static long relevantMask(int sq, int[][] dirs) {
        long rank1 = 0xFFL;
        long rank8 = rank1 << 56;
        long fileA = 0x0101010101010101L;
        long fileH = fileA << 7;
        long ranks = (rank1 | rank8) & ~(rank1 << (8 * Square.rank(sq)));
        long files = (fileA | fileH) & ~(fileA << Square.file(sq));
        return slide(sq, 0, dirs) & ~(ranks | files);
    }

    static int[][] rookDirs() {
        return ROOK_DIRS;
    }

    static int[][] bishopDirs() {
        return BISHOP_DIRS;
    }

    /** Magic tables for one slider kind. */
    private static final class Magic {
        private final long[] masks = new long[64];
        private final long[] magics;
        private final int[] shifts = new int[64];
        private final int[] offsets = new int[64];
        private final long[] table;

        Magic(int[][] dirs, long[] magics) {
            this.magics = magics;
            int size = 0;
            for (int sq = 0; sq < 64; sq++) {
                masks[sq] = relevantMask(sq, dirs);
                shifts[sq] = 64 - Long.bitCount(masks[sq]);
                offsets[sq] = size;
                size += 1 << Long.bitCount(masks[sq]);
            }
            table = new long[size];
            for (int sq = 0; sq < 64; sq++) {
                fill(sq, dirs);
            }
        }

        long attacks(int sq, long occupied) {
            return table[offsets[sq] + (int) (((occupied & masks[sq]) * magics[sq]) >>> shifts[sq])];
        }

        private void fill(int sq, int[][] dirs) {
            long mask = masks[sq];
            boolean[] used = new boolean[1 << Long.bitCount(mask)];
            long subset = 0;
            do {
                int index = (int) ((subset * magics[sq]) >>> shifts[sq]);
                long attacks = slide(sq, subset, dirs);
                if (used[index] && table[offsets[sq] + index] != attacks) {
                    throw new IllegalStateException("bad magic for square " + Square.name(sq));
                }
                used[index] = true;
                table[offsets[sq] + index] = attacks;
                subset = (subset - mask) & mask; // next subset of mask (carry-rippler)
            } while (subset != 0);
        }
    }
}
