package org.dengji.rules.game;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.dengji.rules.pgn.PgnFixtures;
import org.dengji.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

/**
  * Uploaded files can hold anything: reading and validating must answer with values, never
  * throw. Seeded random edits of real fixtures (tags, FEN, comments, variations, promotions).
  */
class MalformedInputTest {
    private static final String ALPHABET =
            "[]{}();%$\"\\\n\r\t -=+#!?.*/0123456789abcdefghNBRQKOxZ\u00e9\u738b";

    @Test
    void shouldNeverThrowOnEditedGames() throws IOException {
        String seed = read("layout-annotations.pgn") + read("fault-move-after-mate.pgn")
                + read("warn-played-after-75-moves.pgn") + read("fault-missing-promotion.pgn");
        Random random = new Random(2026);
        int games = 0;
        for (int i = 0; i < 3000; i++) {
            byte[] edited = edit(seed, random).getBytes(StandardCharsets.UTF_8);
            games += assertDoesNotThrow(() -> validateAll(edited));
        }
        assertTrue(games > 3000, "edits still leave games to read");
    }

    private static int validateAll(byte[] bytes) throws IOException {
        int n = 0;
        try (PgnReader reader = new PgnReader(new ByteArrayInputStream(bytes))) {
            for (var game = reader.next(); game.isPresent(); game = reader.next()) {
                GameValidator.validate(game.get());
                n++;
            }
        }
        return n;
    }

    private static String edit(String text, Random random) {
        StringBuilder sb = new StringBuilder(text);
        for (int e = 1 + random.nextInt(6); e > 0 && sb.length() > 0; e--) {
            int at = random.nextInt(sb.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(3)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, c);
                default -> sb.setCharAt(at, c);
            }
        }
        return sb.toString();
    }

    private static String read(String fixture) throws IOException {
        try (InputStream in = PgnFixtures.open(fixture)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
