package org.dengji.rules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RulesCliTest {
    @TempDir Path dir;

    private record Run(int status, List<String> out, String err) {}

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = RulesCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8).lines().toList(),
                err.toString(StandardCharsets.UTF_8));
    }

    private Path fixture(String... names) throws IOException {
        Path file = dir.resolve("games.pgn");
        for (String name : names) {
            try (InputStream in = getClass().getResourceAsStream("/rules/pgn/" + name)) {
                Files.write(file, in.readAllBytes(), java.nio.file.StandardOpenOption.CREATE,
                        java.nio.file.StandardOpenOption.APPEND);
            }
        }
        return file;
    }

    private static String last(Run run) {
        return run.out().get(run.out().size() - 1);
    }

    @Test
    void shouldPrintPerftCountAsLastLine() {
        Run run = run("perft", "startpos", "3");
        assertEquals(0, run.status());
        assertEquals("8902", last(run));
    }

    @Test
    void shouldPerftFromFen() {
        Run run = run("perft", BenchCommand.KIWIPETE, "2");
        assertEquals(0, run.status());
        assertEquals("2039", last(run));
    }

    @Test
    void shouldDivideByMoveThenTotal() {
        Run run = run("divide", "startpos", "2");
        assertEquals(0, run.status());
        assertEquals(22, run.out().size());
        assertTrue(run.out().contains("e2e4: 20"), run.out().toString());
        assertEquals("400", last(run));
    }

    @Test
    void shouldRefuseBadUsageWithStatusTwoAndUsageText() {
        for (String[] args : List.of(new String[] {}, new String[] {"fly"},
                new String[] {"perft", "startpos"}, new String[] {"perft", "startpos", "x"},
                new String[] {"perft", "not a fen", "2"}, new String[] {"validate"},
                new String[] {"validate", "/no/such/file.pgn"}, new String[] {"bench", "extra"})) {
            Run run = run(args);
            assertEquals(2, run.status(), String.join(" ", args));
            assertTrue(run.err().contains("usage:"), run.err());
            assertTrue(run.out().isEmpty());
        }
    }

    @Test
    void shouldNameFenErrorCodeOnBadPosition() {
        Run run = run("perft", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", "1");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("FEN_BOARD"), run.err());
    }

    @Test
    void shouldPrintOneLinePerGameInFileOrderThenSummary() throws IOException {
        Path file = fixture("layout-tags-after-result.pgn", "fault-illegal-move.pgn",
                "fault-bad-fen.pgn", "fault-unsupported-variant.pgn", "info-decisive-without-mate.pgn");
        Run run = run("validate", file.toString(), "--threads", "2");
        assertEquals(0, run.status(), run.err());
        assertEquals(8, run.out().size(), run.out().toString());
        assertEquals("1\tVALID\t7\t-\t-", run.out().get(0));
        assertEquals("2\tVALID\t4\t-\t-", run.out().get(1));
        assertTrue(run.out().get(2).startsWith(
                "3\tINVALID\t2\tILLEGAL_MOVE\tline 12 col 13: cannot play Ke3 at move 2 by white"),
                run.out().get(2));
        assertTrue(run.out().get(3).startsWith("4\tINVALID\t-\tBAD_FEN\t"), run.out().get(3));
        assertTrue(run.out().get(4).startsWith("5\tINVALID\t-\tUNSUPPORTED_VARIANT\t"), run.out().get(4));
        assertTrue(run.out().get(5).startsWith("6\tVALID\t4\tDECISIVE_WITHOUT_MATE\t"));
        assertEquals("encoding: UTF-8", run.out().get(6));
        assertTrue(last(run).matches(
                "games: 6 valid: 3 invalid: 3 seconds: \\d+\\.\\d{3} games/s: \\d+"), last(run));
    }

    private static final String GB_GAMES = "[Event \"全国个人赛\"]\n[White \"丁立人\"]\n[Black \"王皓\"]\n"
            + "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

    @Test
    void shouldPrintTheDetectedEncodingBeforeTheSummary() throws IOException {
        Path file = dir.resolve("gb.pgn");
        Files.write(file, GB_GAMES.getBytes(java.nio.charset.Charset.forName("GB18030")));
        Run run = run("validate", file.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of("1\tVALID\t7\t-\t-", "encoding: GB18030"), run.out().subList(0, 2));
        assertTrue(last(run).startsWith("games: 1 valid: 1 invalid: 0 "), last(run));
    }

    @Test
    void shouldReadTheCharsetGivenOnTheCommandLine() throws IOException {
        Path file = dir.resolve("gbk.pgn");
        Files.write(file, GB_GAMES.getBytes(java.nio.charset.Charset.forName("GBK")));
        Run run = run("validate", file.toString(), "--charset", "GBK", "--threads", "1");
        assertEquals(0, run.status(), run.err());
        assertEquals("encoding: GBK", run.out().get(1));
        assertEquals(2, run("validate", file.toString(), "--charset", "KLINGON").status());
        assertEquals(2, run("validate", file.toString(), "--colour", "red").status());
    }

    @Test
    void shouldRefuseAFileInNoKnownEncodingWithOneErrorAndStatusOne() throws IOException {
        Path file = dir.resolve("utf16.pgn");
        Files.write(file, GB_GAMES.getBytes(StandardCharsets.UTF_16LE));
        Run run = run("validate", file.toString());
        assertEquals(1, run.status());
        assertTrue(run.out().isEmpty(), run.out().toString());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("error: the file looks like UTF-16LE text without a byte order mark"), run.err());
    }

    @Test
    void shouldWarnOnStandardErrorAboutControlBytesBetweenGames() throws IOException {
        Path file = dir.resolve("nul.pgn");
        Files.write(file, ("[Event \"a\"]\n\n1. e4 *\n\0\0").getBytes(StandardCharsets.UTF_8));
        Run run = run("validate", file.toString());
        assertEquals(0, run.status());
        assertTrue(last(run).startsWith("games: 1 valid: 1 "), last(run));
        assertEquals("warning: line 4 col 1: 2 control bytes (first \\x00) between games skipped",
                run.err().strip());
    }

    @Test
    void shouldNameWindows1252AsTheEncodingOfARealLatin1File() throws IOException {
        Run run = run("validate", fixture("real/scid-game-latin1.pgn").toString(), "--threads", "1");
        assertEquals(0, run.status(), run.err());
        assertEquals("encoding: windows-1252", run.out().get(run.out().size() - 2));
        assertTrue(last(run).startsWith("games: 1 "), last(run));
    }

    @Test
    void shouldRefuseARealChineseChessFileWithItsOwnCode() throws IOException {
        Run run = run("validate", fixture("real/cchess-test.pgn").toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("1\tINVALID\t-\tXIANGQI_NOT_CHESS\tline 1 col 1: the game is Chinese chess (xiangqi), not"
                + " chess: tag Game \"Chinese Chess\"; it was not checked", run.out().get(0));
        // The file ends with xqbase's trailer (a rule of '=' and a greeting), read as a second game.
        assertTrue(run.out().get(1).startsWith("2\tINVALID\t0\tNOTATION_SYNTAX\tline 27 col 1: "), run.out().get(1));
        assertEquals("encoding: GB18030", run.out().get(2));
        assertTrue(last(run).startsWith("games: 2 valid: 0 invalid: 2 "), last(run));
    }
}
