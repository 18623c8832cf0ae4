package org.dengji.registry.pgn;

import java.util.ArrayList;
import java.util.List;
import org.dengji.rules.Move;
import org.dengji.rules.Position;
import org.dengji.rules.Result;
import org.dengji.rules.San;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.PgnParser;
import org.dengji.rules.pgn.SanToken;

/**
 * A stored game played again for its page: the positions after each legal move, the moves in SAN,
 * and the first move that could not be played (the fault), as written. The page's one door to
 * the rules engine.
 */
public final class GameReplay {

    private final List<Position> positions = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();
    private final List<String> written = new ArrayList<>();
    private String unplayable;

    private GameReplay() {
    }

    public static GameReplay of(String pgn) {
        GameReplay replay = new GameReplay();
        PgnGame game = PgnParser.parse(pgn);
        Position position = start(game);
        replay.positions.add(position);
        if (position == null) {
            return replay;
        }
        for (SanToken token : game.moves()) {
            Result<Move, ?> move = San.parseMove(position, token.text());
            if (!move.isOk()) {
                replay.unplayable = token.text();
                break;
            }
            replay.written.add(token.text());
            replay.moves.add(move.value());
            position = position.play(move.value());
            replay.positions.add(position);
        }
        return replay;
    }

    private static Position start(PgnGame game) {
        String fen = game.tagValue("FEN").orElse(null);
        if (fen == null) {
            return Position.startpos();
        }
        Result<Position, String> p = Position.fromFen(fen);
        return p.isOk() ? p.value() : null;
    }

    /** Plies played (0 when the start position itself is bad). */
    public int plies() {
        return moves.size();
    }

    /** The position after {@code ply} plies (0: the start), clamped to the game; null for a bad start. */
    public Position at(int ply) {
        return positions.get(Math.max(0, Math.min(ply, plies())));
    }

    /** The move that led to ply {@code ply} (1-based), or null at the start. */
    public Move moveTo(int ply) {
        return ply < 1 || ply > plies() ? null : moves.get(ply - 1);
    }

    /** The moves in SAN as the engine writes them, one per ply. */
    public List<String> san() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(San.render(positions.get(i), moves.get(i)));
        }
        return out;
    }

    /** The first move as written that could not be played, or null. */
    public String unplayable() {
        return unplayable;
    }
}
