package org.dengji.rules.game;

import java.util.Set;
import org.dengji.rules.Position;
import org.dengji.rules.San;

/** A position reached by playing SAN moves, with the game's history: fixtures for draw rules. */
final class Played {
    final Position position;
    final GameHistory history;

    private Played(Position position, GameHistory history) {
        this.position = position;
        this.history = history;
    }

    static Played from(String fen, String moves) {
        Position position = fen.equals("startpos") ? Position.startpos() : Position.fromFen(fen).value();
        GameHistory history = GameHistory.startingAt(position);
        for (String san : moves.trim().isEmpty() ? new String[0] : moves.trim().split("\\s+")) {
            position = position.play(San.parseMove(position, san).value());
            history.record(position);
        }
        return new Played(position, history);
    }

    Set<OutcomeRule> outcomes() {
        return Outcomes.of(position, history);
    }
}
