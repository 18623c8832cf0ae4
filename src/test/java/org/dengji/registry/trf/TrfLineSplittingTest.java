package org.dengji.registry.trf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A file's lines and a line's columns, read without regular expressions, as the expressions read them. */
class TrfLineSplittingTest {

    @Test
    void shouldSplitLinesAsTheRegularExpressionDid() {
        for (String text : List.of("", "a", "a\n", "a\r\nb", "a\rb\r", "a\n\nb", "\r\n\r\n", "a\r\r\nb\n\r",
                "012 Open\r\n001    1 m    Wang\n")) {
            assertArrayEquals(text.split("\r\n|\r|\n", -1), TrfReader.lines(text), text.replace("\r", "\\r")
                    .replace("\n", "\\n"));
        }
    }

    @Test
    void shouldCountDigitsAsTheRegularExpressionDid() {
        for (String text : List.of("", "0", "1234", "12345", "12a", " 12", "١٢", "00000000000", "000000000000")) {
            assertEquals(text.matches("\\d{1,4}"), TrfLine.digits(text, 1, 4), text);
            assertEquals(text.matches("\\d{1,11}"), TrfLine.digits(text, 1, 11), text);
        }
    }

    /** A character above U+FFFF is one column, on a line with one as on a line without. */
    @Test
    void shouldCountColumnsInCharactersWhereALineHasThemAndWhereItHasNot() {
        TrfLine plain = new TrfLine(1, "001    1 m    Wang Yi");
        TrfLine wide = new TrfLine(2, "001    1 m    \uD840\uDC00Yi");
        assertEquals("Wang Yi", plain.field(15, 47));
        assertEquals("\uD840\uDC00Yi", wide.field(15, 47));
        assertEquals('Y', wide.at(16));
        assertEquals(17, wide.length());
        assertEquals(' ', plain.at(100));
        assertTrue(plain.raw(30, 40).isEmpty());
        assertFalse(wide.field(1, 3).isEmpty());
    }
}
