package org.dengji.rules.game;

import org.dengji.rules.Color;
import org.dengji.rules.pgn.PgnSyntaxError;

/**
  * The first fault that makes a game invalid. Every fault has a stable {@link #code()}, an English
  * message the service may replace by a translation of the code, and the place in the PGN file.
  */
public sealed interface GameFault {
    FaultCode code();

    String message();

    int line();

    int column();

    /** The message prefixed with where it happened, for logs and the command line. */
    default String describe() {
        return "line " + line() + " col " + column() + ": " + message();
    }

    /** The text is malformed; moves before the error were played and are kept. */
    record SyntaxFault(PgnSyntaxError error) implements GameFault {
        public FaultCode code() {
            return FaultCode.PGN_SYNTAX;
        }

        public String message() {
            return error.message();
        }

        public int line() {
            return error.line();
        }

        public int column() {
            return error.column();
        }
    }

    /**
      * The game's text was longer than the limit of one game ({@code limit} bytes) and was cut
      * there, so its end (and maybe its last move) was never read.
      */
    record TooLongFault(int limit, int line, int column) implements GameFault {
        public FaultCode code() {
            return FaultCode.GAME_TOO_LONG;
        }

        public String message() {
            return "the game's text is longer than " + limit + " bytes, the limit of one game; it was not read"
                    + " past the limit";
        }
    }

    /**
      * The game cannot start: unsupported variant, Chinese chess, or a bad SetUp/FEN.
      *
      * @param detail CORE's FenError or PositionError code for BAD_FEN, the variant's name for
      *     UNSUPPORTED_VARIANT, what shows the game is xiangqi for XIANGQI_NOT_CHESS
      */
    record SetupFault(FaultCode code, String detail, String message, int line, int column)
            implements GameFault {}

    /**
      * A move that cannot be played, with everything needed to find it: the move number and side,
      * the move exactly as written, and the position before it as FEN.
      */
    record MoveFault(
            FaultCode code,
            String message,
            int line,
            int column,
            int moveNumber,
            Color side,
            String move,
            String fenBefore)
            implements GameFault {
        @Override
        public String describe() {
            String where = GameFault.super.describe();
            return message.contains(fenBefore) ? where : where + " [FEN before: " + fenBefore + "]";
        }
    }

    /** The declared result contradicts the final position or the Result tag. */
    record ResultFault(FaultCode code, String message, int line, int column) implements GameFault {}
}
