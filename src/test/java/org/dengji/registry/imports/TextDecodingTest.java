package org.dengji.registry.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Standings files come from the same programs and spreadsheets as PGN files, so they are read the
 * same way: the real files of other programs (see {@code rules/pgn/real/SOURCES.md}) in Latin-1,
 * UTF-8 and GB2312 each come out as their writers' text.
 */
class TextDecodingTest {

    private static byte[] real(String file) throws IOException {
        try (InputStream in = TextDecodingTest.class.getResourceAsStream("/rules/pgn/real/" + file)) {
            return in.readAllBytes();
        }
    }

    @Test
    void shouldReadWesternEuropeanNamesAsWindows1252() throws IOException {
        byte[] latin = real("scid-game-latin1.pgn");
        assertEquals(Charset.forName("windows-1252"), TextDecoding.detect(latin));
        assertTrue(TextDecoding.decode(latin).contains("Topälov"));
        assertTrue(TextDecoding.decode(real("scid-game-utf8.pgn")).contains("Топа́лов"));
    }

    @Test
    void shouldStillReadChineseSpreadsheetsAsGb18030AndUtf8AsUtf8() throws IOException {
        byte[] gb = real("cchess-test.pgn");
        assertEquals(TextDecoding.GB18030, TextDecoding.detect(gb));
        assertTrue(TextDecoding.decode(gb).contains("象棋"));
        assertEquals(StandardCharsets.UTF_8, TextDecoding.detect("001 王皓".getBytes(StandardCharsets.UTF_8)));
        assertEquals("001 王皓", TextDecoding.decode("001 王皓".getBytes(TextDecoding.GB18030)));
    }
}
