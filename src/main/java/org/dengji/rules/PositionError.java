package org.dengji.rules;

/**
 * Why a {@link Setup} is not a playable position. The {@link #code()} is stable.
 *
 * @param kind what is wrong
 * @param message a human sentence naming the squares or counts involved
 */
public record PositionError(Kind kind, String message) {

    /** The checks {@link Position#of(Setup)} makes, in the order it makes them. */
    public enum Kind {
        /** Not exactly one king of each colour. */
        KINGS,
        /** More than 16 pieces or 8 pawns of one colour, or more promoted pieces than missing pawns. */
        TOO_MANY_PIECES,
        /** A pawn on the first or eighth rank (FIDE Laws 3.7.5: it would have promoted). */
        PAWNS_ON_BACK_RANK,
        /** A castling right without the king on its original square and a rook of its colour on the corner. */
        BAD_CASTLING,
        /** An en-passant square that no double step of the last move can explain. */
        BAD_EP_SQUARE,
        /** The side that has just moved is in check (its move would have been illegal: Laws 3.9.2). */
        OPPOSITE_CHECK,
        /** The side to move is given check by three or more pieces, which no legal move can produce. */
        IMPOSSIBLE_CHECK
    }

    /** Stable code: the {@link Kind} name, for example {@code KINGS}. */
    public String code() {
        return kind.name();
    }

    static PositionError of(Kind kind, String message) {
        return new PositionError(kind, message);
    }
}
