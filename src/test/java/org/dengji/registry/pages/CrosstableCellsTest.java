package org.dengji.registry.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.dengji.registry.event.RoundEntry;
import org.junit.jupiter.api.Test;

/**
 * A crosstable cell reads the same whether it was made anew or kept from an earlier page: opponents below and
 * above the kept range, both colours and none, every score, and byes.
 */
class CrosstableCellsTest {

    private static String cell(Integer opponent, String colour, String code) {
        return Crosstable.cell(new RoundEntry(1, opponent, colour, code));
    }

    @Test
    void shouldWriteEveryScoreWithTheOpponentAndColour() {
        assertEquals("4w1", cell(4, "w", "1"));
        assertEquals("4w1", cell(4, "w", "W"));
        assertEquals("12b½", cell(12, "b", "="));
        assertEquals("12b½", cell(12, "b", "D"));
        assertEquals("7b0", cell(7, "b", "0"));
        assertEquals("7w0", cell(7, "w", "L"));
        assertEquals("3+", cell(3, "-", "+"));
        assertEquals("3w−", cell(3, "w", "-"));
        assertEquals("0b1", cell(0, "b", "1"));
    }

    @Test
    void shouldKeepACellOnceMadeAndMakeThoseBeyondTheKeptRange() {
        assertSame(cell(199, "w", "1"), cell(199, "w", "1"), "made once, then kept");
        assertEquals("999b½", cell(999, "b", "="));
        assertEquals("1000b½", cell(1000, "b", "="));
        assertEquals("4321w1", cell(4321, "w", "1"));
    }

    @Test
    void shouldShowAByeWithItsPointsAndNoOpponent() {
        assertEquals("—1", cell(null, "-", "F"));
        assertEquals("—1", cell(null, "-", "U"));
        assertEquals("—½", cell(null, "-", "H"));
        assertEquals("—0", cell(null, "-", "Z"));
    }
}
