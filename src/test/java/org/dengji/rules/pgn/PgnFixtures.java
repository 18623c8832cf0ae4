package org.dengji.rules.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads the PGN fixtures under src/test/resources/rules/pgn. */
public final class PgnFixtures {
    private PgnFixtures() {}

    public static InputStream open(String name) {
        InputStream in = PgnFixtures.class.getResourceAsStream("/rules/pgn/" + name);
        if (in == null) {
            throw new IllegalArgumentException("no fixture " + name);
        }
        return in;
    }

    public static List<PgnGame> games(String name) {
        List<PgnGame> games = new ArrayList<>();
        try (PgnReader reader = new PgnReader(open(name))) {
            for (Optional<PgnGame> g = reader.next(); g.isPresent(); g = reader.next()) {
                games.add(g.get());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return games;
    }
}
