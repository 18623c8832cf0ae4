package org.dengji.registry.pgn;

import java.util.List;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.Game;
import org.dengji.registry.event.GameStatus;
import org.dengji.registry.event.RoundEntry;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;

/**
 * Matches one checked game to its pairing (round from the Round tag, {@code 3} or {@code 3.2} with
 * the board; players by FIDE ID tag or name) and turns it into a {@link Game} with its status: the
 * engine's fault first, else a result that contradicts the standings ({@code MISMATCH}).
 */
final class GameMatch {

    /** The fault code of a legal game whose result is not the one the standings record. */
    static final String RESULT_CONTRADICTS_STANDINGS = "RESULT_CONTRADICTS_STANDINGS";

    private GameMatch() {
    }

    /** The game to store, or null after adding the error that prevents it. */
    static Game of(Event event, CheckedGame c, Pairings pairings, List<ImportError> errors) {
        if (c.text().length() > GameImportService.MAX_GAME_CHARS) {
            return fail(errors, c, ImportCode.PGN_GAME_TOO_LONG, GameImportService.MAX_GAME_CHARS);
        }
        if (c.fault().isPresent() && c.fault().get().code().equals("PGN_SYNTAX")) {
            // Malformed text (a cut file, an unclosed comment) is a broken file, not a faulty game.
            CheckedGame.Fault f = c.fault().get();
            errors.add(ImportError.at(f.line(), f.column(), ImportCode.PGN_SYNTAX, c.index(), f.message()));
            return null;
        }
        int[] roundBoard = roundAndBoard(c);
        if (roundBoard == null || roundBoard[0] < 1 || roundBoard[0] > Math.max(event.rounds, 1)) {
            return fail(errors, c, ImportCode.PGN_NO_ROUND, c.round());
        }
        EventResult white = pairings.player(c.white(), c.whiteFideId());
        EventResult black = pairings.player(c.black(), c.blackFideId());
        if (white == null || black == null) {
            String who = white == null ? c.white() : c.black();
            return fail(errors, c, ImportCode.PGN_UNKNOWN_PLAYER, who);
        }
        RoundEntry entry = Pairings.pairing(white, black, roundBoard[0]);
        if (entry == null || !entry.colour().equals("w")) {
            return fail(errors, c, ImportCode.PGN_NO_PAIRING, roundBoard[0], c.white(), c.black());
        }
        String expected = Pairings.expectedMarker(entry);
        if (expected == null) {
            return fail(errors, c, ImportCode.PGN_NOT_A_GAME, roundBoard[0], c.white());
        }
        return game(event, c, white, black, roundBoard, expected);
    }

    private static Game game(Event event, CheckedGame c, EventResult white, EventResult black, int[] roundBoard,
            String expected) {
        Game g = new Game();
        g.event = event;
        g.round = roundBoard[0];
        g.board = roundBoard[1] > 0 ? roundBoard[1] : c.index();
        g.white = white;
        g.black = black;
        g.result = c.result() == null ? "*" : c.result();
        g.pgn = c.text();
        g.plies = c.plies();
        g.warnings = c.warnings().isEmpty() ? null : String.join("\n", c.warnings());
        if (c.fault().isPresent() && c.verdict() == CheckedGame.Verdict.INVALID) {
            CheckedGame.Fault f = c.fault().get();
            g.status = GameStatus.INVALID;
            fault(g, f.code(), f.message(), f.ply(), f.line() - c.line() + 1, f.column());
        } else if (c.verdict() == CheckedGame.Verdict.UNSUPPORTED) {
            g.status = GameStatus.UNSUPPORTED;
        } else if (!expected.equals(g.result)) {
            g.status = GameStatus.MISMATCH;
            fault(g, RESULT_CONTRADICTS_STANDINGS, "the game ends " + g.result + " but the standings record "
                    + expected + " for this pairing", c.plies(), null, null);
        } else {
            g.status = GameStatus.VALID;
        }
        return g;
    }

    /** The fault, its line counted within the game's own text (the stored PGN). */
    private static void fault(Game g, String code, String message, int ply, Integer line, Integer column) {
        g.faultCode = code;
        g.faultMessage = message.length() > 1000 ? message.substring(0, 999) + "…" : message;
        g.faultPly = ply;
        g.faultLine = line;
        g.faultColumn = column;
    }

    /** {@code 3} → round 3, board 0 (unknown); {@code 3.2} → round 3, board 2; the Board tag wins. */
    private static int[] roundAndBoard(CheckedGame c) {
        if (c.round() == null || !c.round().matches("\\d{1,3}(\\.\\d{1,3})?")) {
            return null;
        }
        String[] parts = c.round().split("\\.");
        int board = parts.length == 2 ? Integer.parseInt(parts[1]) : 0;
        if (c.board() != null && c.board().matches("\\d{1,3}")) {
            board = Integer.parseInt(c.board());
        }
        return new int[] {Integer.parseInt(parts[0]), board};
    }

    /** The error of game {@code c}: its first value is the game's number in the file. */
    private static Game fail(List<ImportError> errors, CheckedGame c, ImportCode code, Object... values) {
        Object[] args = new Object[values.length + 1];
        args[0] = c.index();
        System.arraycopy(values, 0, args, 1, values.length);
        errors.add(ImportError.line(c.line(), code, args));
        return null;
    }
}
