package org.dengji.rules;

import java.util.SplittableRandom;

/**
 * Finds the magic numbers embedded in {@link Attacks}: a seeded random search for multipliers that
 * map every blocker subset of a square to a slot without destructive collisions. Run by hand to
 * regenerate them: {@code java -cp target/classes:target/test-classes org.dengji.rules.MagicFinder}.
 */
final class MagicFinder {
    private MagicFinder() {
    }

    public static void main(String[] args) {
        print("ROOK_MAGICS", find(Attacks.rookDirs(), 0x5eed_0001L));
        print("BISHOP_MAGICS", find(Attacks.bishopDirs(), 0x5eed_0002L));
    }

    static long[] find(int[][] dirs, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long[] magics = new long[64];
        for (int sq = 0; sq < 64; sq++) {
            magics[sq] = find(sq, dirs, random);
        }
        return magics;
    }

    private static long find(int sq, int[][] dirs, SplittableRandom random) {
        long mask = Attacks.relevantMask(sq, dirs);
        int bits = Long.bitCount(mask);
        int n = 1 << bits;
        long[] occupancies = new long[n];
        long[] attacks = new long[n];
        long subset = 0;
        for (int i = 0; i < n; i++) {
            occupancies[i] = subset;
            attacks[i] = Attacks.slide(sq, subset, dirs);
            subset = (subset - mask) & mask;
        }
        while (true) {
            long magic = random.nextLong() & random.nextLong() & random.nextLong();
            if (Long.bitCount((mask * magic) >>> 56) >= 6 && fits(magic, 64 - bits, occupancies, attacks)) {
                return magic;
            }
        }
    }

    private static boolean fits(long magic, int shift, long[] occupancies, long[] attacks) {
        long[] table = new long[occupancies.length];
        boolean[] used = new boolean[occupancies.length];
        for (int i = 0; i < occupancies.length; i++) {
            int index = (int) ((occupancies[i] * magic) >>> shift);
            if (used[index] && table[index] != attacks[i]) {
                return false;
            }
            used[index] = true;
            table[index] = attacks[i];
        }
        return true;
    }

    private static void print(String name, long[] magics) {
        StringBuilder sb = new StringBuilder("    private static final long[] " + name + " = {\n");
        for (int i = 0; i < 64; i++) {
            sb.append(i % 4 == 0 ? "        " : "").append(String.format("0x%016XL", magics[i]));
            sb.append(i % 4 == 3 ? ",\n" : ", ");
        }
        System.out.print(sb.append("    };\n"));
    }
}
