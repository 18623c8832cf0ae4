package org.dengji.registry.demo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Real master games (an excerpt shipped with Dengji, tags removed) handed out by result, so that
 * every demo pairing gets a game that ended as the crosstable says; and the two faults a demo shows:
 * a game with an illegal move, and a game whose result contradicts the crosstable.
 */
final class DemoGames {

    private static final Pattern GAME = Pattern.compile("\\[Result \"([^\"]+)\"\\]\\s+(.+?)(?=\\n\\[Result|\\z)",
            Pattern.DOTALL);

    enum Outcome {
        WHITE,
        BLACK,
        DRAW;

        static Outcome of(String marker) {
            return marker.equals("1-0") ? WHITE : marker.equals("0-1") ? BLACK : DRAW;
        }
    }

    private final Map<Outcome, List<String>> pools = new EnumMap<>(Outcome.class);
    private final Map<Outcome, Integer> next = new EnumMap<>(Outcome.class);

    DemoGames() {
        for (Outcome o : Outcome.values()) {
            pools.put(o, new ArrayList<>());
            next.put(o, 0);
        }
        Matcher m = GAME.matcher(read());
        while (m.find()) {
            pools.get(Outcome.of(m.group(1))).add(m.group(2).strip());
        }
    }

    /** The next movetext (with its termination marker) that ends in {@code marker}. */
    String movetext(String marker) {
        Outcome o = Outcome.of(marker);
        List<String> pool = pools.get(o);
        int i = next.merge(o, 1, Integer::sum) - 1;
        return pool.get(i % pool.size());
    }

    /** A game ending in {@code marker} whose seventh white move is made illegal (the king leaps to e5). */
    String illegal(String marker) {
        return movetext(marker).replaceFirst("7\\.\\s*\\S+", "7.Ke5");
    }

    /** A legal game whose result is not {@code marker}: the crosstable and the game then disagree. */
    String contradicting(String marker) {
        return movetext(marker.equals("1/2-1/2") ? "1-0" : "1/2-1/2");
    }

    private static String read() {
        try (InputStream in = DemoGames.class.getResourceAsStream("/demo/masters-excerpt.pgn")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
