package org.dengji.rules;

/**
 * What a FEN says, unchecked: placement, side to move, castling rights, en-passant square and
 * clocks. {@link Fen#parse(String)} builds one; {@link Position#of(Setup)} validates it.
 *
 * @param castlingRights bit mask of the ORIGINAL rook squares that may still castle (a1, h1, a8,
 *     h8). Rights belong to squares, not to pieces: a rook that later stands on h1 (say after a
 *     promotion and a rook lift) does not inherit them (王车易位 condition 6; FIDE Laws of Chess 3.8.2.1)
 * @param epSquare the square a pawn skipped over with its last double step, or {@link Square#NONE}
 * @param chess960 Chess960 castling rules (FIDE Laws, Guidelines II): the king and the rooks with
 *     rights may stand anywhere on the back rank, and rights may name any back-rank rook square
 */
public record Setup(Board board, Color turn, long castlingRights, int epSquare, int halfmoveClock,
        int fullmoveNumber, boolean chess960) {

    static final long CASTLING_SQUARES = 1L | 1L << 7 | 1L << 56 | 1L << 63;

    /**
     * Only what no FEN can express is refused here, as a bug (an exception): missing parts, an
     * en-passant square off the board, negative clocks. Everything a FEN can say, however
     * unplayable, is {@link Position#of(Setup)}'s to judge.
     */
    public Setup {
        java.util.Objects.requireNonNull(board, "board");
        java.util.Objects.requireNonNull(turn, "turn");
        if (epSquare < Square.NONE || epSquare > 63 || halfmoveClock < 0 || fullmoveNumber < 0) {
            throw new IllegalArgumentException("en-passant square -1..63 and clocks >= 0, got "
                    + epSquare + ", " + halfmoveClock + ", " + fullmoveNumber);
        }
    }

    /** A setup of standard chess. */
    public Setup(Board board, Color turn, long castlingRights, int epSquare, int halfmoveClock, int fullmoveNumber) {
        this(board, turn, castlingRights, epSquare, halfmoveClock, fullmoveNumber, false);
    }

    public static Setup standard() {
        return new Setup(Board.standard(), Color.WHITE, CASTLING_SQUARES, Square.NONE, 0, 1);
    }
}
