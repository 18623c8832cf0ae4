package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Perft counts from {@code rules/perft.txt}. A wrong count is diagnosed: the test walks down to the
 * first position where the engine and {@link ReferenceGenerator} disagree and prints the FEN with
 * the missing and extra moves.
 */
class PerftTest {
    private static final long NODE_LIMIT = Long.getLong("perft.limit", 12_000_000L);

    record Row(String id, String source, String fen, int depth, long nodes) {
    }

    @TestFactory
    Stream<DynamicTest> shouldMatchPublishedPerftCounts() throws IOException {
        return rows().stream().filter(row -> row.nodes <= NODE_LIMIT)
                .map(row -> DynamicTest.dynamicTest(row.id + " depth " + row.depth, () -> check(row)));
    }

    /** Every position, published count or not, against the slow reference at depth 3. */
    @TestFactory
    Stream<DynamicTest> shouldAgreeWithReferenceGeneratorAtDepthThree() throws IOException {
        ReferenceGenerator reference = new ReferenceGenerator();
        return rows().stream().map(Row::fen).distinct()
                .map(fen -> DynamicTest.dynamicTest(fen, () -> {
                    Position position = Position.fromFen(fen).value();
                    long expected = reference.count(position, 3);
                    long nodes = Perft.count(position, 3);
                    if (nodes != expected) {
                        fail("reference " + expected + ", engine " + nodes + "\n" + Perft.diagnose(position, 3, reference));
                    }
                }));
    }

    @Test
    void shouldDiagnoseFirstDivergingPositionWithMissingAndExtraMoves() {
        // An oracle that "forgets" white's short castling: the diagnosis must find the exact spot.
        ReferenceGenerator real = new ReferenceGenerator();
        Perft.Oracle forgetful = new Perft.Oracle() {
            @Override
            public Set<String> legalUci(Position p) {
                Set<String> moves = real.legalUci(p);
                moves.remove("e1g1");
                return moves;
            }

            @Override
            public long count(Position p, int depth) {
                return depth == 0 ? 1 : legalUci(p).stream().mapToLong(uci -> count(
                        p.play(San.parseMove(p, uci).value()), depth - 1)).sum();
            }
        };
        Position position = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1").value();
        String report = Perft.diagnose(position, 2, forgetful);
        assertTrue(report.contains("extra [e1g1]"), report);
        assertTrue(report.contains("missing []"), report);
    }

    @Test
    void shouldDivideByFirstMove() {
        var divide = Perft.divide(Position.startpos(), 2);
        assertEquals(20, divide.size());
        assertEquals(400L, divide.values().stream().mapToLong(Long::longValue).sum());
    }

    private static void check(Row row) {
        Position position = Position.fromFen(row.fen).value();
        long nodes = Perft.count(position, row.depth);
        if (nodes != row.nodes) {
            fail(row.id + " (" + row.source + ") depth " + row.depth + ": expected " + row.nodes + ", got "
                    + nodes + "\n" + Perft.diagnose(position, row.depth, new ReferenceGenerator()));
        }
    }

    static List<Row> rows() throws IOException {
        return rows("/rules/perft.txt");
    }

    /** The rows of a perft data file: id, source, epd and perft lines (see rules/perft.txt). */
    static List<Row> rows(String resource) throws IOException {
        List<Row> rows = new ArrayList<>();
        try (var in = PerftTest.class.getResourceAsStream(resource);
             var reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String id = null;
            String source = null;
            String fen = null;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String[] words = line.split(" ", 2);
                switch (words[0]) {
                    case "id" -> id = words[1];
                    case "source" -> source = words[1];
                    case "epd" -> fen = words[1];
                    case "perft" -> {
                        String[] parts = words[1].split(" ");
                        rows.add(new Row(id, source, fen, Integer.parseInt(parts[0]), Long.parseLong(parts[1])));
                    }
                    default -> {
                        // comments and blank lines
                    }
                }
            }
        }
        return rows;
    }
}
