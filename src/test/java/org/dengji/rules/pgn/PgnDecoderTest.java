package org.dengji.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
  * Chinese score files come in GB18030 (GBK), UTF-8 and UTF-16, Western ones in ISO-8859-1 and
  * windows-1252: each must arrive with its names intact. Real files: PgnDecoderRealFilesTest.
  */
class PgnDecoderTest {
    private static final Charset GB18030 = Charset.forName("GB18030");
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    private static final String CHINESE = """
            [Event "2025年全国国际象棋个人锦标赛"]
            [Site "浙江杭州"]
            [White "丁立人"]
            [Black "居文君"]
            [Result "1-0"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

            [Event "第二届城市联赛"]
            [White "王皓"]
            [Black "𠀀(扩展区)"]
            [Result "*"]

            1. d4 d5 *
            """;

    private record Read(List<PgnGame> games, Charset charset) {}

    private static Read read(byte[] bytes, Charset charset) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        try (PgnReader reader = new PgnReader(new OneByteAtATime(bytes), charset)) {
            for (Optional<PgnGame> g = reader.next(); g.isPresent(); g = reader.next()) {
                games.add(g.get());
            }
            return new Read(games, reader.charset());
        }
    }

    private static void assertNamesIntact(Read read) {
        assertEquals(2, read.games().size());
        PgnGame first = read.games().get(0);
        assertEquals("2025年全国国际象棋个人锦标赛", first.tagValue("Event").orElseThrow());
        assertEquals("丁立人", first.tagValue("White").orElseThrow());
        assertEquals("居文君", first.tagValue("Black").orElseThrow());
        assertEquals(7, first.moves().size());
        assertEquals("𠀀(扩展区)", read.games().get(1).tagValue("Black").orElseThrow(), "four-byte GB18030");
        assertEquals(3, first.tags().get(2).line());
    }

    private static byte[] withMark(byte[] mark, byte[] text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(mark);
        out.writeBytes(text);
        return out.toByteArray();
    }

    @Test
    void shouldDetectGb18030AndKeepChineseNames() throws IOException {
        Read read = read(CHINESE.getBytes(GB18030), null);
        assertEquals(GB18030, read.charset());
        assertNamesIntact(read);
    }

    @Test
    void shouldDetectGb18030WhenTheFirstChineseComesLate() throws IOException {
        String text = "[Event \"ascii\"]\n\n1. e4 *\n\n".repeat(5_000) + CHINESE;
        Read read = read(text.getBytes(GB18030), null);
        assertEquals(GB18030, read.charset());
        assertEquals("丁立人", read.games().get(5_000).tagValue("White").orElseThrow());
    }

    @Test
    void shouldReadUtf8WithAndWithoutByteOrderMark() throws IOException {
        byte[] utf8 = CHINESE.getBytes(StandardCharsets.UTF_8);
        assertNamesIntact(read(utf8, null));
        Read marked = read(withMark(new byte[] {(byte) 0xef, (byte) 0xbb, (byte) 0xbf}, utf8), null);
        assertEquals(StandardCharsets.UTF_8, marked.charset());
        assertNamesIntact(marked);
    }

    @Test
    void shouldReadUtf16WithByteOrderMark() throws IOException {
        Read little = read(withMark(new byte[] {(byte) 0xff, (byte) 0xfe}, CHINESE.getBytes(StandardCharsets.UTF_16LE)), null);
        assertEquals(StandardCharsets.UTF_16LE, little.charset());
        assertNamesIntact(little);
        Read big = read(withMark(new byte[] {(byte) 0xfe, (byte) 0xff}, CHINESE.getBytes(StandardCharsets.UTF_16BE)), null);
        assertEquals(StandardCharsets.UTF_16BE, big.charset());
        assertNamesIntact(big);
    }

    @Test
    void shouldReadTheCharsetItIsGiven() throws IOException {
        Read read = read(CHINESE.getBytes(Charset.forName("GBK")).length > 0
                ? CHINESE.replace("𠀀(扩展区)", "王").getBytes(Charset.forName("GBK")) : null, Charset.forName("GBK"));
        assertEquals(Charset.forName("GBK"), read.charset());
        assertEquals("丁立人", read.games().get(0).tagValue("White").orElseThrow());
    }

    @Test
    void shouldRefuseUtf16WithoutByteOrderMark() {
        PgnEncodingException e = assertThrows(PgnEncodingException.class,
                () -> read(CHINESE.getBytes(StandardCharsets.UTF_16LE), null));
        assertTrue(e.getMessage().contains("UTF-16LE text without a byte order mark"), e.getMessage());
    }

    @Test
    void shouldRefuseBytesThatReadAsNoEncodingWithOneError() {
        byte[] bytes = "[Event \"x\"]\n[White \"\u00ff\u00ff\u00ff\u00ff\u00ff\u00ff\u00ff\u00ff\"]\n\n1. e4 *\n"
                .getBytes(StandardCharsets.ISO_8859_1);
        PgnEncodingException e = assertThrows(PgnEncodingException.class, () -> read(bytes, null));
        assertEquals("the file is not UTF-8, GB18030 or windows-1252 text: 1 stretch of non-ASCII bytes reads as"
                + " none of them, the first at byte offset 20 (\\xff); name its encoding", e.getMessage());
    }

    @Test
    void shouldReadALoneLatin1ByteInAnAsciiFileAsWindows1252() throws IOException {
        // As in a real master-game collection: one Latin-1 no-break space in a name, nothing else.
        byte[] bytes = "[White \"Karpov\"]\n[Black \"Bidjukov\u00a0\"]\n\n1. e4 *\n"
                .getBytes(StandardCharsets.ISO_8859_1);
        PgnDecoder decoder = PgnDecoder.detecting(new ByteArrayInputStream(bytes));
        String text = new String(decoder.readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(text.contains("Bidjukov\u00a0\""), text);
        assertEquals(WINDOWS_1252, decoder.charset());
        assertEquals(List.of(), decoder.warnings());
    }

    @Test
    void shouldReadAStrayByteInAUtf8FileAsReplacementWithAWarning() throws IOException {
        // A UTF-8 file with one Latin-1 no-break space pasted into a tag stays UTF-8.
        String head = CHINESE.substring(0, CHINESE.indexOf("\"]", CHINESE.indexOf("浙江杭州")));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(head.getBytes(StandardCharsets.UTF_8));
        out.write(0xa0);
        out.writeBytes(CHINESE.substring(head.length()).getBytes(StandardCharsets.UTF_8));
        PgnDecoder decoder = PgnDecoder.detecting(new ByteArrayInputStream(out.toByteArray()));
        String text = new String(decoder.readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(text.contains("[Site \"浙江杭州\ufffd\"]"), text);
        assertEquals(StandardCharsets.UTF_8, decoder.charset());
        assertEquals(List.of("byte offset " + head.getBytes(StandardCharsets.UTF_8).length
                + ": byte \\xa0 is not UTF-8; read as U+FFFD"), decoder.warnings());
    }

    /** A game whose only non-ASCII text is the name of White. */
    private static String game(String white) {
        return "[White \"" + white + "\"]\n[Black \"Carlsen, Magnus\"]\n\n1. e4 *\n";
    }

    @ParameterizedTest
    @ValueSource(strings = {"王皓", "丁立人", "居文君", "微山", "王玥", "侯逸凡", "第1轮", "全国团体赛A组"})
    void shouldReadAShortChineseNameAsGb18030(String name) throws IOException {
        Read read = read(game(name).getBytes(GB18030), null);
        assertEquals(GB18030, read.charset(), name);
        assertEquals(name, read.games().get(0).tagValue("White").orElseThrow());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Réti, Richard", "Van Nüss, Alfred", "Polgár", "Ñúñez", "Süß", "Íñigo", "Álvaro",
            "Conceição", "O’Kelly", "Lékó – Kramnik", "z.\u00a0B.", "½-½ és"})
    void shouldReadAShortLatinNameAsWindows1252(String name) throws IOException {
        Read read = read(game(name).getBytes(WINDOWS_1252), null);
        assertEquals(WINDOWS_1252, read.charset(), name);
        assertEquals(name, read.games().get(0).tagValue("White").orElseThrow());
    }

    @Test
    void shouldTranscodeEverySingleByteCharacterItIsGivenAndWarnOnTheUndefinedOnes() throws IOException {
        byte[] bytes = new byte[1 + 256 - 0x20 + 6]; // a comment holding 0x20-0xFF, then "} 1-0"
        bytes[0] = '{';
        for (int b = 0x20; b < 256; b++) {
            bytes[b - 0x20 + 1] = (byte) (b == '}' ? '.' : b);
        }
        System.arraycopy("} 1-0\n".getBytes(StandardCharsets.US_ASCII), 0, bytes, bytes.length - 6, 6);
        String expected = new String(bytes, WINDOWS_1252);
        for (InputStream in : List.of(new ByteArrayInputStream(bytes), new OneByteAtATime(bytes))) {
            PgnDecoder decoder = PgnDecoder.of(in, WINDOWS_1252);
            assertEquals(expected, new String(decoder.readAllBytes(), StandardCharsets.UTF_8));
            assertEquals(5, decoder.warningCount(), "0x81, 0x8d, 0x8f, 0x90, 0x9d are undefined");
            assertEquals("byte offset 98: byte \\x81 is not windows-1252; read as U+FFFD",
                    decoder.warnings().get(0));
        }
        PgnDecoder iso = PgnDecoder.of(new ByteArrayInputStream(bytes), StandardCharsets.ISO_8859_1);
        assertEquals(new String(bytes, StandardCharsets.ISO_8859_1),
                new String(iso.readAllBytes(), StandardCharsets.UTF_8));
        assertEquals(0, iso.warningCount());
    }

    @Test
    void shouldPassValidUtf8ThroughByteForByte() throws IOException {
        byte[] bytes = (CHINESE + "é ü 😀 ").repeat(3000).getBytes(StandardCharsets.UTF_8);
        assertEquals(new String(bytes, StandardCharsets.UTF_8),
                new String(PgnDecoder.detecting(new ByteArrayInputStream(bytes)).readAllBytes(), StandardCharsets.UTF_8));
        assertEquals(new String(bytes, StandardCharsets.UTF_8),
                new String(PgnDecoder.detecting(new OneByteAtATime(bytes)).readAllBytes(), StandardCharsets.UTF_8));
    }

    /** A stream that hands out one byte per read, so every sequence is cut by a buffer end. */
    private static final class OneByteAtATime extends InputStream {
        private final ByteArrayInputStream in;

        OneByteAtATime(byte[] bytes) {
            this.in = new ByteArrayInputStream(bytes);
        }

        @Override
        public int read() {
            return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) {
            return in.read(b, off, Math.min(len, 1));
        }
    }
}
