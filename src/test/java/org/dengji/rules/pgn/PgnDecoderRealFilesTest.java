package org.dengji.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
  * Files saved by other programs (rules/pgn/real, sources in its SOURCES.md): Western ones in
  * ISO-8859-1 and windows-1252, Chinese ones in GB18030, and UTF-8 with and without a byte order
  * mark. Each is read in its own encoding with its names as they should read.
  */
class PgnDecoderRealFilesTest {
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    private static final Charset GB18030 = Charset.forName("GB18030");

    private record Decoded(String text, Charset charset, List<String> warnings) {}

    private record Read(List<PgnGame> games, Charset charset) {
        String tag(int game, String name) {
            return games.get(game - 1).tagValue(name).orElseThrow();
        }
    }

    static byte[] bytes(String name) {
        try (InputStream in = PgnDecoderRealFilesTest.class.getResourceAsStream("/rules/pgn/real/" + name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Decoded decode(byte[] bytes) throws IOException {
        PgnDecoder decoder = PgnDecoder.detecting(new ByteArrayInputStream(bytes));
        String text = new String(decoder.readAllBytes(), StandardCharsets.UTF_8);
        return new Decoded(text, decoder.charset(), decoder.warnings());
    }

    private static Read read(byte[] bytes) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        try (PgnReader reader = new PgnReader(new ByteArrayInputStream(bytes))) {
            for (Optional<PgnGame> g = reader.next(); g.isPresent(); g = reader.next()) {
                games.add(g.get());
            }
            return new Read(games, reader.charset());
        }
    }

    @Test
    void shouldReadFrenchOpeningNamesSavedInIso88591AsWindows1252() throws IOException {
        Read read = read(bytes("pychess-eco-fr.pgn"));
        assertEquals(WINDOWS_1252, read.charset());
        assertEquals("A04", read.tag(5, "ECO"));
        assertEquals("Début Réti", read.tag(5, "Opening"));
        assertEquals("Fianchetto accéléré", read.tag(8, "Variation"));
        assertTrue(decode(bytes("pychess-eco-fr.pgn")).warnings().isEmpty());
    }

    @Test
    void shouldReadALoneLatinByteFarIntoAnAsciiFileAsWindows1252() throws IOException {
        byte[] bytes = bytes("pychess-mate-in-2.pgn");
        Read read = read(bytes);
        assertEquals(WINDOWS_1252, read.charset());
        PgnGame polgar = read.games().stream().filter(g -> g.tagValue("Black").orElse("").equals("E. Bareev"))
                .findFirst().orElseThrow();
        assertEquals("Judit Polgár", polgar.tagValue("White").orElseThrow());
        assertTrue(decode(bytes).warnings().isEmpty(), "no byte is read as U+FFFD");
    }

    @Test
    void shouldReadTheScidLatin1GameWithTheNamesItsUtf8TwinHas() throws IOException {
        Read latin = read(bytes("scid-game-latin1.pgn"));
        assertEquals(WINDOWS_1252, latin.charset());
        assertEquals("Kràmnìk, VlãÚdimir", latin.tag(1, "White"));
        assertEquals("Topälov, Vèsélin", latin.tag(1, "Black"));
        assertEquals("Elista RÜS", latin.tag(1, "Site"));
        String comment = decode(bytes("scid-game-latin1.pgn")).text();
        assertTrue(comment.contains("German: Ä ä Ü ü ß À Â Ã Ä Å Æ Ç È É"), "every letter of 0xC0-0xFF");
        Read utf8 = read(bytes("scid-game-utf8.pgn"));
        assertEquals(StandardCharsets.UTF_8, utf8.charset());
        assertEquals("Kramnik, Vladimir (Влади́мир Бори́сович Кра́мник)", utf8.tag(1, "White"));
        assertEquals(latin.games().get(0).moves().stream().map(SanToken::text).toList(),
                utf8.games().get(0).moves().stream().map(SanToken::text).toList());
    }

    @Test
    void shouldReadTheWindows1252QuoteThatGb18030WouldPairWithTheLetterAfterIt() throws IOException {
        Decoded decoded = decode(bytes("pgn-read-crafty06-02.pgn"));
        assertEquals(WINDOWS_1252, decoded.charset());
        assertTrue(decoded.text().contains("the results of men’s chess competitions"), "0x92 is ’");
        assertTrue(decoded.warnings().isEmpty());
    }

    @Test
    void shouldSkipTheByteOrderMarkOfARealUtf8File() throws IOException {
        Read read = read(bytes("python-chess-utf8-bom.pgn"));
        assertEquals(StandardCharsets.UTF_8, read.charset());
        assertEquals("Event", read.games().get(0).tags().get(0).name());
        assertEquals("A", read.tag(1, "Event"));
    }

    @Test
    void shouldReadRealGb18030FilesWithTheirChineseNames() throws IOException {
        Read test = read(bytes("cchess-test.pgn"));
        assertEquals(GB18030, test.charset());
        assertEquals("象棋巫师(大师)", test.tag(1, "Red"));
        assertEquals("象棋爱好者", test.tag(1, "Black"));
        assertEquals("中炮对单提马", test.tag(1, "Opening"));
        Read test2 = read(bytes("cchess-test2.pgn"));
        assertEquals(GB18030, test2.charset());
        assertEquals("华山", test2.tag(1, "Site"));
        assertEquals("永远在路上(北斗)", test2.tag(1, "Red"));
        assertEquals("奕天下棋手(北斗)", test2.tag(1, "Black"));
    }

    @Test
    void shouldReadARealFileSavedAsUtf16WithByteOrderMark() throws IOException {
        String text = new String(bytes("scid-game-utf8.pgn"), StandardCharsets.UTF_8);
        for (Charset utf16 : List.of(StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes("\ufeff".getBytes(utf16));
            out.writeBytes(text.getBytes(utf16));
            Read read = read(out.toByteArray());
            assertEquals(utf16, read.charset());
            assertEquals("Topalov, Veselin (Весели́н Александров Топа́лов)", read.tag(1, "Black"));
        }
    }

    @Test
    void shouldReadALatin1FileWhoseFirstAccentComesAfterTheWindowOfAsciiGames() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("[Event \"ascii\"]\n\n1. e4 *\n\n".repeat(5_000).getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(bytes("scid-game-latin1.pgn"));
        Read read = read(out.toByteArray());
        assertEquals(WINDOWS_1252, read.charset());
        assertEquals("Topälov, Vèsélin", read.tag(5_001, "Black"));
    }
}
