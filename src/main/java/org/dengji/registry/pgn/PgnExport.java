package org.dengji.registry.pgn;

import java.util.List;
import java.util.stream.Collectors;
import org.dengji.registry.event.Game;

/** An event's games as one PGN file, each game as it was recorded, a blank line between games. */
public final class PgnExport {

    private PgnExport() {
    }

    public static String text(List<Game> games) {
        return games.stream().map(g -> g.pgn.strip() + "\n").collect(Collectors.joining("\n"));
    }
}
