package org.dengji.rules.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.dengji.rules.CheckMark;
import org.dengji.rules.Excerpt;
import org.dengji.rules.Move;
import org.dengji.rules.NotationError;
import org.dengji.rules.Position;
import org.dengji.rules.Result;
import org.dengji.rules.San;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.PgnSyntaxError;
import org.dengji.rules.pgn.SanToken;

/**
  * Plays a game from its start position and checks every move and the result. Validation stops
  * at the first fault; what was played before it is kept ({@link GameReport#plies()}).
  * Automatic draws the players ignored (fivefold repetition, 75 moves, dead position) are
  * warnings, not faults: arbiters do miss them, and a result both players signed stands unless
  * the arbiter decides otherwise (Article 8), so the registry flags such games for a person.
  */
public final class GameValidator {
    /** Five occurrences of a position, four plies apart at least, need 17 positions in history. */
    private static final int FIVEFOLD_MIN_HISTORY = 17;

    private final PgnGame game;
    private final List<Notice> notices = new ArrayList<>();
    private final GameHistory history;
    private final SanCache sans = SanCache.current();
    private Position position;
    private int ply;
    private OutcomeRule drawnBy;
    private boolean playedOn;
    private boolean wrongMarkNoted;

    private GameValidator(PgnGame game, Position start) {
        this.game = game;
        this.position = start;
        this.history = GameHistory.startingAt(start);
        // A set-up position may already be drawn (bare kings, a clock of 150 in the FEN).
        if (start.isInsufficientMaterial()) {
            drawnBy = OutcomeRule.DEAD_POSITION;
        } else if (start.halfmoveClock() >= Outcomes.SEVENTY_FIVE_MOVE_PLIES && !isMate(start)) {
            drawnBy = OutcomeRule.SEVENTY_FIVE_MOVES;
        }
    }

    private static boolean isMate(Position position) {
        return position.isCheck() && position.countLegalMoves() == 0;
    }

    public static GameReport validate(PgnGame game) {
        Result<Position, GameFault> start = StartingPosition.of(game);
        if (!start.isOk()) {
            GameFault fault = start.error();
            boolean notChess = fault.code() == FaultCode.UNSUPPORTED_VARIANT
                    || fault.code() == FaultCode.XIANGQI_NOT_CHESS;
            GameReport.Status status = notChess ? GameReport.Status.UNSUPPORTED : GameReport.Status.INVALID;
            return new GameReport(game.index(), status, 0, Optional.of(fault), List.of(),
                    Optional.empty());
        }
        return new GameValidator(game, start.value()).run();
    }

    private GameReport run() {
        for (PgnSyntaxError warning : game.tagWarnings()) {
            notices.add(new Notice(FaultCode.MALFORMED_TAG, warning.message(), 0, warning.line(), warning.column()));
        }
        if (game.cutAtBytes().isPresent()) {
            return tooLong(game.cutAtBytes().getAsInt());
        }
        GameFault fault = null;
        for (SanToken token : game.moves()) {
            fault = play(token);
            if (fault != null) {
                return report(fault, Optional.empty());
            }
        }
        if (game.syntaxError().isPresent()) {
            return report(new GameFault.SyntaxFault(game.syntaxError().get()), Optional.empty());
        }
        Set<OutcomeRule> rules = Outcomes.of(position, history);
        // A game without a termination marker always has a syntax error, handled above.
        fault = ResultCheck.check(game, game.termination().orElseThrow(), rules, position, notices);
        return report(fault, Optional.ofNullable(Outcomes.ending(rules)));
    }

    /**
      * A game cut at the limit: its last token may be half a move, so it is not played; the moves
      * before it are, to keep the valid prefix, and the verdict is the cut whatever they hold.
      */
    private GameReport tooLong(int limit) {
        List<SanToken> moves = game.moves();
        for (int i = 0; i < moves.size() - 1 && play(moves.get(i)) == null; i++) {
            // play up to the first fault
        }
        PgnSyntaxError where = game.syntaxError().orElseThrow();
        return report(new GameFault.TooLongFault(limit, where.line(), where.column()), Optional.empty());
    }

    private GameReport report(GameFault fault, Optional<OutcomeRule> ending) {
        GameReport.Status status = fault == null ? GameReport.Status.VALID : GameReport.Status.INVALID;
        return new GameReport(game.index(), status, ply, Optional.ofNullable(fault), notices, ending);
    }

    /** Plays one move; returns its fault, or null when it was played. */
    private GameFault play(SanToken token) {
        Result<San, NotationError> san = sans.parse(token.text());
        Result<Move, NotationError> resolved = san.isOk() ? san.value().resolve(position) : null;
        if (resolved == null || !resolved.isOk()) {
            return moveFault(token, resolved == null ? san.error() : resolved.error());
        }
        if (drawnBy != null && !playedOn) {
            playedOn = true;
            notePlayedOn(token);
        }
        Move move = resolved.value();
        Position after = position.play(move);
        ply++;
        checkMark(token, san.value().declaredCheck(), after);
        history.record(after);
        if (drawnBy == null) {
            drawnBy = automaticDraw(move, after);
        }
        position = after;
        return null;
    }

    /** Notes the first move whose written check mark the position does not bear out. */
    private void checkMark(SanToken token, CheckMark declared, Position after) {
        if (declared == CheckMark.NONE || wrongMarkNoted || !isWrong(declared, after)) {
            return;
        }
        wrongMarkNoted = true;
        notices.add(new Notice(FaultCode.WRONG_CHECK_MARK, token.text()
                + (declared == CheckMark.MATE ? " is marked mate but is not checkmate"
                        : " is marked check but gives no check"), ply, token.line(), token.column()));
    }

    /**
      * True when a written mark claims more than the position gives: {@code +} without check, or
      * {@code #} without checkmate. A missing mark is tolerated: many sources omit them.
      */
    private static boolean isWrong(CheckMark declared, Position after) {
        if (!after.isCheck()) {
            return true;
        }
        return declared == CheckMark.MATE && after.countLegalMoves() != 0;
    }

    /** The automatic draw this move brought about, if any (checked only where it can arise). */
    private OutcomeRule automaticDraw(Move move, Position after) {
        if ((move.captured() != null || move.promotion() != null) && after.isInsufficientMaterial()) {
            return OutcomeRule.DEAD_POSITION;
        }
        if (history.size() >= FIVEFOLD_MIN_HISTORY && history.repetitions() >= 5) {
            return OutcomeRule.FIVEFOLD_REPETITION;
        }
        if (after.halfmoveClock() >= Outcomes.SEVENTY_FIVE_MOVE_PLIES
                && !isMate(after)) {
            return OutcomeRule.SEVENTY_FIVE_MOVES;
        }
        return null;
    }

    private void notePlayedOn(SanToken token) {
        FaultCode code = switch (drawnBy) {
            case FIVEFOLD_REPETITION -> FaultCode.PLAYED_AFTER_FIVEFOLD;
            case SEVENTY_FIVE_MOVES -> FaultCode.PLAYED_AFTER_75_MOVES;
            default -> FaultCode.PLAYED_AFTER_DEAD_POSITION;
        };
        notices.add(new Notice(code, "the game was already drawn by " + drawnBy.cited()
                + " after ply " + ply + ", but " + token.text() + " was played", ply + 1, token.line(),
                token.column()));
    }

    private GameFault moveFault(SanToken token, NotationError error) {
        FaultCode code;
        String why;
        if (position.countLegalMoves() == 0) {
            boolean mate = position.isCheck();
            code = mate ? FaultCode.MOVE_AFTER_MATE : FaultCode.MOVE_AFTER_STALEMATE;
            why = "the game was already over by "
                    + (mate ? OutcomeRule.CHECKMATE : OutcomeRule.STALEMATE).cited();
        } else {
            code = FaultCode.fromName(error.code(), FaultCode.ILLEGAL_MOVE);
            why = error.message();
        }
        String message =
                "cannot play " + Excerpt.of(token.text()) + " at move " + position.fullmoveNumber() + " by "
                        + position.turn().name().toLowerCase(Locale.ROOT) + ": " + why;
        return new GameFault.MoveFault(code, message, token.line(), token.column(),
                position.fullmoveNumber(), position.turn(), token.text(), position.fen());
    }
}
