package org.dengji.rules.game;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dengji.rules.Color;
import org.dengji.rules.Position;
import org.dengji.rules.pgn.GameResult;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.Tag;
import org.dengji.rules.pgn.Termination;

/**
  * Compares the declared result with the final position. The board decides only where the Laws
  * end the game by themselves (checkmate, stalemate, dead position); a draw in a claimable
  * position is consistent (a claim or an agreement), and a decisive result in a playable position
  * is consistent too (resignation, time), merely noted.
  */
final class ResultCheck {
    private ResultCheck() {}

    /** The fault, or null when the result is consistent; notes go to {@code notices}. */
    static GameFault check(PgnGame game, Termination end, Set<OutcomeRule> rules, Position last,
            List<Notice> notices) {
        GameResult declared = end.result();
        GameFault fault;
        if (rules.contains(OutcomeRule.CHECKMATE)) {
            fault = checkMate(declared, last.turn().other(), end);
        } else if (rules.contains(OutcomeRule.STALEMATE)) {
            fault = checkDraw(declared, OutcomeRule.STALEMATE, FaultCode.RESULT_CONTRADICTS_STALEMATE, end);
        } else if (rules.contains(OutcomeRule.DEAD_POSITION)) {
            fault = checkDraw(declared, OutcomeRule.DEAD_POSITION,
                    FaultCode.RESULT_CONTRADICTS_DEAD_POSITION, end);
        } else {
            fault = null;
            if (declared.isDecisive()) {
                notices.add(new Notice(FaultCode.DECISIVE_WITHOUT_MATE, "result " + declared.marker()
                        + " without checkmate on the board (resignation, time or forfeit)", 0, end.line(),
                        end.column()));
            }
        }
        return fault != null ? fault : tagMismatch(game, declared);
    }

    private static GameFault checkMate(GameResult declared, Color winner, Termination end) {
        GameResult expected = winner == Color.WHITE ? GameResult.WHITE_WINS : GameResult.BLACK_WINS;
        if (declared == expected) {
            return null;
        }
        if (declared == GameResult.UNKNOWN) {
            return unfinished(OutcomeRule.CHECKMATE, end);
        }
        return new GameFault.ResultFault(FaultCode.RESULT_CONTRADICTS_MATE, "result "
                + declared.marker() + " but " + name(winner) + " gave " + OutcomeRule.CHECKMATE.cited()
                + ": expected " + expected.marker(), end.line(), end.column());
    }

    private static GameFault checkDraw(GameResult declared, OutcomeRule rule, FaultCode code,
            Termination end) {
        if (declared == GameResult.DRAW) {
            return null;
        }
        if (declared == GameResult.UNKNOWN) {
            return unfinished(rule, end);
        }
        return new GameFault.ResultFault(code, "result " + declared.marker()
                + " but the game ended by " + rule.cited() + ": expected 1/2-1/2", end.line(),
                end.column());
    }

    private static GameFault unfinished(OutcomeRule rule, Termination end) {
        return new GameFault.ResultFault(FaultCode.UNFINISHED_TERMINAL,
                "result * but the game is over by " + rule.cited(), end.line(), end.column());
    }

    private static GameFault tagMismatch(PgnGame game, GameResult declared) {
        Optional<Tag> tag = game.tag("Result");
        if (tag.isEmpty() || GameResult.fromMarker(tag.get().value().trim()) == declared) {
            return null;
        }
        return new GameFault.ResultFault(FaultCode.RESULT_TAG_MISMATCH, "Result tag \""
                + tag.get().value() + "\" but the movetext ends with " + declared.marker(),
                tag.get().line(), tag.get().column());
    }

    private static String name(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }
}
