package org.dengji.rules;

/**
 * The lowest set square of a bitboard by a de Bruijn multiplication. {@link Long#numberOfTrailingZeros}
 * is one instruction once the optimising compiler has run, but the quick compiler that the command
 * line runs on (see {@code bin/rules}) calls its Java body, two calls and a ladder of tests: a
 * multiplication and a table lookup cost about the same under both compilers.
 */
final class Bits {
    private static final long DE_BRUIJN = 0x03f79d71b4cb0a89L;
    private static final byte[] SQUARE = new byte[64];

    static {
        for (int i = 0; i < 64; i++) {
            SQUARE[(int) (((1L << i) * DE_BRUIJN) >>> 58)] = (byte) i;
        }
    }

    private Bits() {
    }

    /** The index of the lowest set bit; {@code b} must not be 0. */
    static int lowest(long b) {
        return SQUARE[(int) (((b & -b) * DE_BRUIJN) >>> 58)];
    }

    /** True when more than one bit is set. */
    static boolean several(long b) {
        return (b & (b - 1)) != 0;
    }
}
