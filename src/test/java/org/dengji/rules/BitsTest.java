package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BitsTest {

    @Test
    void shouldFindTheLowestSquareLikeTheLibrary() {
        for (int square = 0; square < 64; square++) {
            assertEquals(square, Bits.lowest(1L << square), "square " + square + " alone");
            assertEquals(square, Bits.lowest(-1L << square), "square " + square + " and all above it");
        }
        SplittableRandom random = new SplittableRandom(64);
        for (int i = 0; i < 10_000; i++) {
            long b = random.nextLong();
            if (b != 0) {
                assertEquals(Long.numberOfTrailingZeros(b), Bits.lowest(b), Long.toHexString(b));
            }
        }
    }

    @Test
    void shouldTellOneSquareFromSeveral() {
        assertFalse(Bits.several(0));
        assertFalse(Bits.several(1L << 63));
        assertTrue(Bits.several(1L << 63 | 1));
        assertTrue(Bits.several(0b110));
    }
}
