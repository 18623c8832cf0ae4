package org.dengji.registry.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RoundCellsTest {

    private static final List<RoundEntry> ROW = List.of(new RoundEntry(1, 12, "w", "1"), new RoundEntry(2, 5, "b", "="),
            new RoundEntry(3, null, "-", "U"), new RoundEntry(5, 9999, "b", "-"));

    @Test
    void shouldWriteEachRoundAsRoundOpponentColourAndCode() {
        assertEquals("1:12w1 2:5b= 3:-U 5:9999b-", RoundCells.write(ROW));
    }

    @Test
    void shouldReadBackWhatItWrote() {
        assertEquals(ROW, RoundCells.read(RoundCells.write(ROW)));
    }

    @Test
    void shouldReadNoRoundsFromAnEmptyOrMissingText() {
        assertEquals(List.of(), RoundCells.read(""));
        assertEquals(List.of(), RoundCells.read(null));
        assertEquals("", RoundCells.write(List.of()));
    }

    @Test
    void shouldShareTheOneCharacterStrings() {
        List<RoundEntry> read = RoundCells.read("4:7w0 5:8w0");
        assertSame(read.get(0).colour(), read.get(1).colour());
        assertSame(read.get(0).code(), read.get(1).code());
        assertEquals(RoundCode.LOSS, read.get(0).roundCode());
    }

    /** The longest line a TRF file may have (4,000 columns) holds 390 rounds: they fit the column. */
    @Test
    void shouldFitTheMostRoundsALineCanHold() {
        List<RoundEntry> most = new ArrayList<>();
        for (int round = 1; round <= 390; round++) {
            most.add(new RoundEntry(round, 9999, "w", "="));
        }
        String text = RoundCells.write(most);
        assertEquals(4181, text.length());
        assertTrue(text.length() <= RoundCells.LONGEST);
        assertEquals(most, RoundCells.read(text));
    }

    @Test
    void shouldRefuseABlankOrLongColourOrCode() {
        assertThrows(IllegalArgumentException.class, () -> RoundCells.write(List.of(new RoundEntry(1, 2, " ", "1"))));
        assertThrows(IllegalArgumentException.class, () -> RoundCells.write(List.of(new RoundEntry(1, 2, "w", "10"))));
    }

    @Test
    void shouldRefuseAMalformedStoredText() {
        assertThrows(IllegalStateException.class, () -> RoundCells.read("1:w"));
        assertThrows(IllegalStateException.class, () -> RoundCells.read("12w1"));
    }
}
