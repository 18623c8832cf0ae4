package org.dengji.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.dengji.rules.pgn.GameChunk;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.PgnParser;
import org.dengji.rules.pgn.PgnSplitter;
import org.dengji.rules.pgn.SkippedBytes;
import org.junit.jupiter.api.Test;

/**
  * What real files and hostile uploads bring: padding bytes between games, old Macintosh line
  * ends, lines and comments of many megabytes, tags with unescaped quotes. Big inputs are
  * generated here, never committed.
  */
class HostileInputTest {
    private static final String MATE = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0";

    private record Read(List<PgnGame> games, List<GameReport> reports, List<SkippedBytes> skipped) {}

    private static Read read(InputStream in) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        List<GameReport> reports = new ArrayList<>();
        try (PgnSplitter splitter = new PgnSplitter(in)) {
            for (GameChunk chunk = splitter.next(); chunk != null; chunk = splitter.next()) {
                PgnGame game = PgnParser.parse(chunk);
                games.add(game);
                reports.add(GameValidator.validate(game));
            }
            return new Read(games, reports, splitter.skipped());
        }
    }

    private static Read read(String text) throws IOException {
        return read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void shouldSkipNulRunsBetweenGamesWithoutCountingThem() throws IOException {
        Read read = read("\0\0[Event \"a\"]\n\n" + MATE + "\n\0\0\0\n[Event \"b\"]\n\n1. d4 d5 *\n\0\0");
        assertEquals(2, read.games().size(), "padding is not a game");
        assertEquals(List.of(1, 2), read.reports().stream().map(GameReport::gameIndex).toList());
        assertTrue(read.reports().stream().allMatch(GameReport::isValid), read.reports().toString());
        assertEquals(1, read.games().get(0).line());
        assertEquals(5, read.games().get(1).line());
        assertEquals(List.of(new SkippedBytes(1, 1, 2, 0), new SkippedBytes(4, 1, 3, 0),
                new SkippedBytes(8, 1, 2, 0)), read.skipped());
        assertEquals("line 4 col 1: 3 control bytes (first \\x00) between games skipped",
                read.skipped().get(1).describe());
    }

    @Test
    void shouldStillRefuseAControlByteInsideAGame() throws IOException {
        GameReport report = read("[Event \"a\"]\n\n1. e4 \0 e5 *\n").reports().get(0);
        assertEquals(FaultCode.PGN_SYNTAX, report.fault().orElseThrow().code());
        assertEquals(1, report.plies());
    }

    @Test
    void shouldEndSemicolonCommentAtLoneCarriageReturn() throws IOException {
        Read read = read("[Event \"a\"]\r\r1. e4 ; White opens\re5 2. Nf3 Nc6 1/2-1/2\r\r"
                + "[Event \"b\"]\r\r1. d4 d5 *\r");
        assertEquals(2, read.games().size());
        assertEquals(4, read.reports().get(0).plies());
        assertTrue(read.reports().get(0).isValid());
        assertEquals(2, read.reports().get(1).plies());
        assertEquals(6, read.games().get(1).line(), "a lone carriage return ends a line");
        assertEquals(4, read.games().get(0).moves().get(1).line());
    }

    @Test
    void shouldReportGameTooLongWithTheLimitOnATenMegabyteLine() throws IOException {
        StringBuilder line = new StringBuilder(10_500_000).append("1. e4 e5 ");
        for (int move = 2; line.length() < 10_000_000; move += 2) {
            line.append(move).append(". Nf3 Nf6 ").append(move + 1).append(". Ng1 Ng8 ");
        }
        Read read = read("[Event \"long\"]\n\n" + line + "1/2-1/2\n\n[Event \"next\"]\n\n1. d4 *\n");
        assertEquals(2, read.games().size());
        GameReport cut = read.reports().get(0);
        GameFault fault = cut.fault().orElseThrow();
        assertEquals(FaultCode.GAME_TOO_LONG, fault.code(), fault::describe);
        assertTrue(fault.message().contains(String.valueOf(PgnSplitter.MAX_GAME_BYTES)), fault.message());
        assertTrue(fault.message().length() < 200, fault.message());
        assertTrue(cut.plies() > 100_000, "the moves before the cut are played: " + cut.plies());
        assertTrue(read.reports().get(1).isValid());
        assertEquals(2, read.reports().get(1).gameIndex());
    }

    @Test
    void shouldReportGameTooLongWhenTheCutFallsInsideOneHugeToken() throws IOException {
        Read read = read("[Event \"one token\"]\n\n1. e4 " + "a".repeat(3 << 20) + " 1-0\n");
        GameFault fault = read.reports().get(0).fault().orElseThrow();
        assertEquals(FaultCode.GAME_TOO_LONG, fault.code(), fault::describe);
        assertEquals(1, read.reports().get(0).plies());
    }

    @Test
    void shouldQuoteOnlyAShortExcerptOfAHugeToken() throws IOException {
        GameReport report = read("[Event \"x\"]\n\n1. e4 " + "x".repeat(500_000) + " 1-0\n").reports().get(0);
        GameFault fault = report.fault().orElseThrow();
        assertEquals(FaultCode.NOTATION_SYNTAX, fault.code());
        assertTrue(fault.describe().length() < 300, fault.describe());
        assertTrue(fault.message().contains("(500000 characters)"), fault.message());
    }

    @Test
    void shouldReadAFiftyMegabyteUnclosedCommentAsOneGameTooLong() throws IOException {
        InputStream head = new ByteArrayInputStream("[Event \"a\"]\n\n1. e4 {".getBytes(StandardCharsets.UTF_8));
        Read read = read(new SequenceInputStream(head, new RepeatedBytes((byte) 'x', 50L << 20)));
        assertEquals(1, read.games().size());
        assertEquals(FaultCode.GAME_TOO_LONG, read.reports().get(0).fault().orElseThrow().code());
    }

    @Test
    void shouldWarnAboutUnescapedQuotesInATagAndStillPlayTheMoves() throws IOException {
        Read read = read("[White \"Learning \"with\" fun\"]\n[Black \"b\"]\n\n" + MATE + "\n");
        GameReport report = read.reports().get(0);
        assertTrue(report.isValid(), () -> report.fault().map(GameFault::describe).orElse(""));
        assertEquals(7, report.plies());
        assertEquals("Learning \"with\" fun", read.games().get(0).tagValue("White").orElseThrow());
        assertEquals("b", read.games().get(0).tagValue("Black").orElseThrow());
        Notice notice = report.notices().get(0);
        assertEquals(FaultCode.MALFORMED_TAG, notice.code());
        assertEquals(1, notice.line());
    }

    @Test
    void shouldStillRefuseATagThatDoesNotCloseWithAQuote() throws IOException {
        GameReport report = read("[White \"a\" b]\n\n" + MATE + "\n").reports().get(0);
        assertEquals(FaultCode.PGN_SYNTAX, report.fault().orElseThrow().code());
        assertEquals(0, report.plies());
    }

    /** {@code count} copies of one byte, made as they are read. */
    private static final class RepeatedBytes extends InputStream {
        private final byte value;
        private long left;

        RepeatedBytes(byte value, long count) {
            this.value = value;
            this.left = count;
        }

        @Override
        public int read() {
            if (left == 0) {
                return -1;
            }
            left--;
            return value & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (left == 0) {
                return -1;
            }
            int n = (int) Math.min(len, left);
            java.util.Arrays.fill(b, off, off + n, value);
            left -= n;
            return n;
        }
    }
}
