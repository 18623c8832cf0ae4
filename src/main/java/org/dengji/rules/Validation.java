package org.dengji.rules;

import org.dengji.rules.PositionError.Kind;

/**
 * Turns an unchecked {@link Setup} into a {@link Position}, or says what makes it unplayable. Each
 * check cites the rule it protects. Not checked (beyond the scope of a registry's engine): full
 * retrograde legality, such as pawn structures no sequence of captures could produce.
 */
final class Validation {
    private Validation() {
    }

    static Result<Position, PositionError> validate(Setup setup) {
        Board b = setup.board();
        long[] bb = {b.pawns(), b.knights(), b.bishops(), b.rooks(), b.queens(), b.kings(), b.white(), b.black()};
        int turn = setup.turn() == Color.WHITE ? 0 : 1;
        Position p = new Position(bb, turn, setup.castlingRights(), setup.epSquare(),
                setup.halfmoveClock(), setup.fullmoveNumber(), setup.chess960());
        PositionError error = firstError(p, b);
        return error == null ? Result.ok(p) : Result.err(error);
    }

    private static PositionError firstError(Position p, Board b) {
        PositionError error = kings(p);
        if (error == null) {
            error = material(p);
        }
        if (error == null && (p.bb[0] & (Position.RANK_1 | Position.RANK_8)) != 0) {
            error = PositionError.of(Kind.PAWNS_ON_BACK_RANK, "a pawn stands on the first or eighth rank");
        }
        if (error == null) {
            error = castling(p);
        }
        if (error == null) {
            error = enPassant(p);
        }
        if (error == null) {
            error = checks(p);
        }
        return error;
    }

    private static PositionError kings(Position p) {
        for (int color = 0; color < 2; color++) {
            int count = Long.bitCount(p.bb[5] & p.bb[Position.WHITE_BB + color]);
            if (count != 1) {
                return PositionError.of(Kind.KINGS, (color == 0 ? "white" : "black") + " has " + count
                        + " kings, needs exactly one");
            }
        }
        return null;
    }

    /** At most 16 men and 8 pawns a side; pieces beyond the initial set must be promoted pawns. */
    private static PositionError material(Position p) {
        int[] initial = {8, 2, 2, 2, 1};
        for (int color = 0; color < 2; color++) {
            long side = p.bb[Position.WHITE_BB + color];
            int pawns = Long.bitCount(p.bb[0] & side);
            int promoted = 0;
            for (int r = 1; r <= 4; r++) {
                promoted += Math.max(0, Long.bitCount(p.bb[r] & side) - initial[r]);
            }
            if (Long.bitCount(side) > 16 || pawns > 8 || promoted > 8 - pawns) {
                return PositionError.of(Kind.TOO_MANY_PIECES, (color == 0 ? "white" : "black") + " has "
                        + Long.bitCount(side) + " men with " + pawns + " pawns and " + promoted
                        + " pieces beyond the initial set");
            }
        }
        return null;
    }

    /** Each right needs the king on e1/e8 and a rook of its colour on that corner (Laws 3.8.2.1). */
    private static PositionError castling(Position p) {
        if (p.chess960) {
            return castling960(p);
        }
        long rights = p.castling;
        if ((rights & ~Setup.CASTLING_SQUARES) != 0) {
            return PositionError.of(Kind.BAD_CASTLING, "castling rights only exist for a1, h1, a8 and h8");
        }
        while (rights != 0) {
            int rook = Long.numberOfTrailingZeros(rights);
            rights &= rights - 1;
            int color = rook < 8 ? 0 : 1;
            long side = p.bb[Position.WHITE_BB + color];
            int home = color == 0 ? 4 : 60;
            if ((p.bb[5] & side & (1L << home)) == 0 || (p.bb[3] & side & (1L << rook)) == 0) {
                return PositionError.of(Kind.BAD_CASTLING, "castling right with " + Square.name(rook)
                        + " needs the king on " + Square.name(home) + " and a rook on " + Square.name(rook));
            }
        }
        return null;
    }

    /**
     * Chess960 (Laws, Guidelines II): each right names a rook of its colour on its back rank, with
     * the king on that rank; at most one right on each side of the king.
     */
    private static PositionError castling960(Position p) {
        long rights = p.castling;
        if ((rights & ~(Position.RANK_1 | Position.RANK_8)) != 0) {
            return PositionError.of(Kind.BAD_CASTLING, "castling rights exist only for rooks on the first and eighth ranks");
        }
        int[] perSide = new int[4];
        while (rights != 0) {
            int rook = Long.numberOfTrailingZeros(rights);
            rights &= rights - 1;
            int color = rook < 8 ? 0 : 1;
            long side = p.bb[Position.WHITE_BB + color];
            int king = p.kingSquare(color);
            if ((p.bb[3] & side & (1L << rook)) == 0 || king >> 3 != rook >> 3) {
                return PositionError.of(Kind.BAD_CASTLING, "castling right with " + Square.name(rook)
                        + " needs a rook there and the king on the same rank");
            }
            if (++perSide[color * 2 + (rook > king ? 0 : 1)] > 1) {
                return PositionError.of(Kind.BAD_CASTLING, "two castling rights on one side of the "
                        + (color == 0 ? "white" : "black") + " king");
            }
        }
        return null;
    }

    /** The square behind a pawn of the side that just moved, which stepped two squares (Laws 3.7.4). */
    private static PositionError enPassant(Position p) {
        int ep = p.ep;
        if (ep == Square.NONE) {
            return null;
        }
        int forward = p.turn == 0 ? 8 : -8;
        int pawn = ep - forward;
        int origin = ep + forward;
        boolean rankOk = Square.rank(ep) == (p.turn == 0 ? 5 : 2);
        long occ = p.occupied();
        if (!rankOk || (occ & (1L << ep)) != 0 || (occ & (1L << origin)) != 0
                || (p.bb[0] & p.them() & (1L << pawn)) == 0) {
            return PositionError.of(Kind.BAD_EP_SQUARE, "en-passant square " + Square.name(ep)
                    + " needs an empty square behind a pawn that just stepped two squares");
        }
        return null;
    }

    private static PositionError checks(Position p) {
        int them = p.turn ^ 1;
        if (p.attackersTo(p.kingSquare(them), p.turn, p.occupied()) != 0) {
            return PositionError.of(Kind.OPPOSITE_CHECK, "the side not to move is in check");
        }
        if (Long.bitCount(p.checkers()) > 2) {
            return PositionError.of(Kind.IMPOSSIBLE_CHECK, "three or more pieces give check");
        }
        return null;
    }
}
