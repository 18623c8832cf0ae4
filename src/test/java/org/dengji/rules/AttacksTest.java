package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The magic tables against the slow ray walk, for random occupancies on every square. */
class AttacksTest {

    @Test
    void shouldMatchRayWalkForRandomOccupancies() {
        SplittableRandom random = new SplittableRandom(42);
        for (int sq = 0; sq < 64; sq++) {
            for (int i = 0; i < 200; i++) {
                long occ = random.nextLong() & random.nextLong();
                assertEquals(Attacks.slide(sq, occ, Attacks.rookDirs()), Attacks.rook(sq, occ), Square.name(sq));
                assertEquals(Attacks.slide(sq, occ, Attacks.bishopDirs()), Attacks.bishop(sq, occ), Square.name(sq));
            }
        }
    }

    @Test
    void shouldKnowLinesAndSquaresBetween() {
        int a1 = Square.parse("a1");
        int h8 = Square.parse("h8");
        int d4 = Square.parse("d4");
        assertEquals(6, Long.bitCount(Attacks.between(a1, h8)));
        assertEquals(8, Long.bitCount(Attacks.line(a1, d4)));
        assertEquals(0, Attacks.between(a1, Square.parse("b3")));
    }
}
