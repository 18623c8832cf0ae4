package org.dengji.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParallelValidatorTest {
    private static final String VALID = "[Event \"ok\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n";
    private static final String ILLEGAL = "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n\n";

    @Test
    void shouldReportEveryGameInFileOrder() throws IOException {
        StringBuilder pgn = new StringBuilder();
        for (int i = 1; i <= 1000; i++) {
            pgn.append(i % 7 == 0 ? ILLEGAL : VALID);
        }
        List<GameReport> reports = new ArrayList<>();
        ParallelValidator.Summary summary = ParallelValidator.validate(
                new ByteArrayInputStream(pgn.toString().getBytes(StandardCharsets.UTF_8)), 4, reports::add);
        assertEquals(1000, summary.games());
        assertEquals(142, summary.invalid());
        assertEquals(858, summary.valid());
        for (int i = 0; i < reports.size(); i++) {
            GameReport report = reports.get(i);
            assertEquals(i + 1, report.gameIndex());
            assertEquals((i + 1) % 7 != 0, report.isValid());
        }
    }

    @Test
    void shouldHandTagsBesideReports() throws IOException {
        List<String> events = new ArrayList<>();
        ParallelValidator.validateGames(new ByteArrayInputStream(
                (VALID + ILLEGAL).getBytes(StandardCharsets.UTF_8)), 2,
                v -> events.add(v.game().tagValue("Event").orElseThrow() + ":" + v.report().status()));
        assertEquals(List.of("ok:VALID", "bad:INVALID"), events);
    }

    @Test
    void shouldPassOnReadErrors() {
        InputStream failing = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("disk gone");
            }
        };
        InputStream in = new SequenceInputStream(
                new ByteArrayInputStream(VALID.repeat(100).getBytes(StandardCharsets.UTF_8)), failing);
        IOException e = assertThrows(IOException.class, () -> ParallelValidator.validate(in, 2, r -> {}));
        assertEquals("disk gone", e.getMessage());
    }

    @Test
    void shouldStopWhenSinkFails() {
        byte[] many = VALID.repeat(5000).getBytes(StandardCharsets.UTF_8);
        assertThrows(IllegalStateException.class, () -> ParallelValidator.validate(
                new ByteArrayInputStream(many), 2, r -> {
                    throw new IllegalStateException("sink full");
                }));
    }
}
