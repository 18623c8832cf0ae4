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
        assertEquals(7, run.out().size(), run.out().toString());
        assertEquals("1\tVALID\t7\t-\t-", run.out().get(0));
        assertEquals("2\tVALID\t4\t-\t-", run.out().get(1));
        assertTrue(run.out().get(2).startsWith(
                "3\tINVALID\t2\tILLEGAL_MOVE\tline 12 col 13: cannot play Ke3 at move 2 by white"),
                run.out().get(2));
        assertTrue(run.out().get(3).startsWith("4\tINVALID\t-\tBAD_FEN\t"), run.out().get(3));
        assertTrue(run.out().get(4).startsWith("5\tINVALID\t-\tUNSUPPORTED_VARIANT\t"), run.out().get(4));
        assertTrue(run.out().get(5).startsWith("6\tVALID\t4\tDECISIVE_WITHOUT_MATE\t"));
        assertTrue(last(run).matches(
                "games: 6 valid: 3 invalid: 3 seconds: \\d+\\.\\d{3} games/s: \\d+"), last(run));
    }
}
