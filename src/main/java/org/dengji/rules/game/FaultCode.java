package org.dengji.rules.game;

/**
  * Every code a game validation can report. The names are the stable strings the service and its
  * pages use (and translate); never rename one, only add.
  */
public enum FaultCode {
    PGN_SYNTAX(Severity.FAULT, "the PGN text is malformed"),
    GAME_TOO_LONG(Severity.FAULT, "the game's text is longer than the limit of one game and was not read to its end"),
    UNSUPPORTED_VARIANT(Severity.FAULT, "the game is not standard chess and was not checked"),
    XIANGQI_NOT_CHESS(Severity.FAULT, "the game is Chinese chess (xiangqi), not chess, and was not checked"),
    BAD_FEN(Severity.FAULT, "the starting position (SetUp/FEN tags) is not a legal position"),
    NOTATION_SYNTAX(Severity.FAULT, "the move is not written in a notation we read"),
    ILLEGAL_MOVE(Severity.FAULT, "the move is not legal in this position"),
    AMBIGUOUS_MOVE(Severity.FAULT, "more than one piece can make this move"),
    MISSING_PROMOTION(Severity.FAULT, "a pawn reaches the last rank without saying what it becomes"),
    KING_PROMOTION(Severity.FAULT, "a pawn may not promote to a king"),
    UNEXPECTED_PROMOTION(Severity.FAULT, "a promotion piece is given for a move that does not promote"),
    NULL_MOVE(Severity.FAULT, "a null move (-- or Z0) is not a move"),
    MOVE_AFTER_MATE(Severity.FAULT, "a move is recorded after checkmate ended the game"),
    MOVE_AFTER_STALEMATE(Severity.FAULT, "a move is recorded after stalemate ended the game"),
    RESULT_CONTRADICTS_MATE(Severity.FAULT, "the result contradicts the final checkmate"),
    RESULT_CONTRADICTS_STALEMATE(Severity.FAULT, "a decisive result after stalemate"),
    RESULT_CONTRADICTS_DEAD_POSITION(Severity.FAULT, "a decisive result in a dead position"),
    UNFINISHED_TERMINAL(Severity.FAULT, "the game is marked unfinished (*) but the rules ended it"),
    RESULT_TAG_MISMATCH(Severity.FAULT, "the Result tag disagrees with the movetext's marker"),
    PLAYED_AFTER_FIVEFOLD(Severity.WARNING, "moves were played after a fivefold repetition drew"),
    PLAYED_AFTER_75_MOVES(Severity.WARNING, "moves were played after the 75-move rule drew"),
    PLAYED_AFTER_DEAD_POSITION(Severity.WARNING, "moves were played after a dead position drew"),
    WRONG_CHECK_MARK(Severity.WARNING, "the move's check mark does not match the position"),
    MALFORMED_TAG(Severity.WARNING, "a tag's value holds quotes that are not escaped; it was read up to the tag's end"),
    DECISIVE_WITHOUT_MATE(Severity.INFO, "decisive result without checkmate (resignation, time...)");

    private final Severity severity;
    private final String description;

    FaultCode(Severity severity, String description) {
        this.severity = severity;
        this.description = description;
    }

    public Severity severity() {
        return severity;
    }

    public String description() {
        return description;
    }

    /** The code with this name, or {@code fallback} when CORE reports a code we do not list. */
    public static FaultCode fromName(String name, FaultCode fallback) {
        for (FaultCode c : values()) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        return fallback;
    }
}
