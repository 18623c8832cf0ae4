package org.dengji.rules;

/**
 * Piece placement only, as eight bitboards (bit i set = square i occupied). Unchecked: any
 * placement can be represented; {@link Position#of(Setup)} decides whether it is playable.
 */
public record Board(long white, long black, long pawns, long knights, long bishops, long rooks,
        long queens, long kings) {

    public static final Board EMPTY = new Board(0, 0, 0, 0, 0, 0, 0, 0);

    /** The initial position (FIDE Laws, Article 2.3). */
    public static Board standard() {
        return new Board(0xFFFFL, 0xFFFFL << 48, 0x00FF_0000_0000_FF00L, 0x4200_0000_0000_0042L,
                0x2400_0000_0000_0024L, 0x8100_0000_0000_0081L, 0x0800_0000_0000_0008L,
                0x1000_0000_0000_0010L);
    }

    public long occupied() {
        return white | black;
    }

    public long byColor(Color color) {
        return color == Color.WHITE ? white : black;
    }

    public long byRole(Role role) {
        return switch (role) {
            case PAWN -> pawns;
            case KNIGHT -> knights;
            case BISHOP -> bishops;
            case ROOK -> rooks;
            case QUEEN -> queens;
            case KING -> kings;
        };
    }

    /** The role on a square, or {@code null} when empty. */
    public Role roleAt(int square) {
        long bit = 1L << square;
        for (Role role : Role.values()) {
            if ((byRole(role) & bit) != 0) {
                return role;
            }
        }
        return null;
    }

    /** The colour on a square, or {@code null} when empty. */
    public Color colorAt(int square) {
        long bit = 1L << square;
        return (white & bit) != 0 ? Color.WHITE : (black & bit) != 0 ? Color.BLACK : null;
    }

    /** This board with a piece put on {@code square} (replacing whatever was there). */
    public Board with(int square, Color color, Role role) {
        Board b = without(square);
        long bit = 1L << square;
        return new Board(color == Color.WHITE ? b.white | bit : b.white,
                color == Color.BLACK ? b.black | bit : b.black,
                role == Role.PAWN ? b.pawns | bit : b.pawns, role == Role.KNIGHT ? b.knights | bit : b.knights,
                role == Role.BISHOP ? b.bishops | bit : b.bishops, role == Role.ROOK ? b.rooks | bit : b.rooks,
                role == Role.QUEEN ? b.queens | bit : b.queens, role == Role.KING ? b.kings | bit : b.kings);
    }

    /** This board with {@code square} emptied. */
    public Board without(int square) {
        long keep = ~(1L << square);
        return new Board(white & keep, black & keep, pawns & keep, knights & keep, bishops & keep,
                rooks & keep, queens & keep, kings & keep);
    }
}
