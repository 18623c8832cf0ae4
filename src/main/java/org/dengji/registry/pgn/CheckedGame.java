package org.dengji.registry.pgn;

import java.util.List;
import java.util.Optional;

/**
 * One game of a PGN file after the rules engine has played it: its text as in the file, where it
 * starts, the tags the registry matches on, and the engine's verdict in the registry's terms.
 *
 * @param text the game's text exactly as in the file
 * @param result the movetext's termination marker (1-0, 0-1, 1/2-1/2, *), or null when it has none
 * @param fault the first fault, if the engine found one
 * @param warnings the engine's warnings ("CODE: message")
 */
public record CheckedGame(int index, int line, String text, String round, String white, String black,
        String whiteFideId, String blackFideId, String board, String result, Verdict verdict, int plies,
        Optional<Fault> fault, List<String> warnings) {

    /** The engine's verdict. */
    public enum Verdict {
        VALID,
        INVALID,
        UNSUPPORTED
    }

    /** A fault with the place it was found: {@code ply} is the number of plies validly played before it. */
    public record Fault(String code, String message, int ply, int line, int column) {
    }
}
