package org.dengji.rules;

/**
 * Fully legal move generation (FIDE Laws, Article 3) without make-and-test, except for the rare
 * en-passant capture.
 *
 * <p>How legality is ensured: the checkers of our king give a check mask (a checking piece or the
 * squares between it and the king) that every non-king move must land in; in double check only the
 * king moves. Pinned pieces move only along the line through king and pinner. King destinations are
 * tested with the king removed from the board, so a slider's ray "through" the king counts. An
 * en-passant capture removes two pieces from one rank, so it is tested by replaying the occupancy
 * (the horizontal-pin case, e.g. K on a5, pawns b5 c5, rook h5). Castling is tested per condition of
 * Laws 3.8.2 (see {@link #castling}).
 *
 * <p>With {@code buffer == null} the generator only counts, by popcount where no per-move work is
 * needed: this is the bulk counting {@link Perft} uses at the last ply.
 */
final class MoveGen {
    private static final int PAWN = 0;
    private static final int KING = 5;

    private MoveGen() {
    }

    /** Writes (or counts, when {@code buffer} is null) legal moves from fromMask into toMask. */
    static int generate(Position p, int[] buffer, long fromMask, long toMask) {
        int us = p.turn;
        long own = p.us();
        long occ = p.occupied();
        int ks = p.kingSquare(us);
        long checkers = p.attackersTo(ks, us ^ 1, occ);
        int n = 0;
        if ((fromMask & (1L << ks)) != 0) {
            n = kingMoves(p, buffer, n, ks, toMask & ~own, occ);
            if (checkers == 0) {
                n = castling(p, buffer, n, ks, toMask, occ);
            }
        }
        if (Bits.several(checkers)) {
            return n;
        }
        long checkMask = checkers == 0 ? -1L : Attacks.between(ks, Bits.lowest(checkers)) | checkers;
        long targets = toMask & checkMask & ~own;
        long movers = own & fromMask & ~p.bb[KING];
        long pinned = movers == 0 ? 0 : pinned(p, ks, movers, occ);
        n = pieceMoves(p, buffer, n, movers & ~p.bb[PAWN], targets, ks, pinned, occ);
        n = pawnMoves(p, buffer, n, movers & p.bb[PAWN], targets, ks, pinned, occ);
        if (p.ep >= 0 && (toMask & (1L << p.ep)) != 0) {
            n = enPassant(p, buffer, n, own & fromMask & p.bb[PAWN], ks, occ);
        }
        return n;
    }

    /**
     * Which of {@code movers} (our pieces that may move) are pinned to the king. Only the movers
     * matter: checking a SAN move asks about one or two pieces, not the whole side.
     */
    private static long pinned(Position p, int ks, long movers, long occ) {
        long them = p.them();
        long snipers = ((Attacks.rookRays(ks) & (p.bb[3] | p.bb[4]))
                | (Attacks.bishopRays(ks) & (p.bb[2] | p.bb[4]))) & them;
        long pinned = 0;
        while (snipers != 0) {
            int s = Bits.lowest(snipers);
            snipers &= snipers - 1;
            long blockers = Attacks.between(ks, s) & occ;
            if ((blockers & movers) != 0 && (blockers & (blockers - 1)) == 0) {
                pinned |= blockers;
            }
        }
        return pinned;
    }

    private static int kingMoves(Position p, int[] buffer, int n, int ks, long targets, long occ) {
        long t = Attacks.KING[ks] & targets;
        long withoutKing = occ ^ (1L << ks);
        int them = p.turn ^ 1;
        while (t != 0) {
            int to = Bits.lowest(t);
            t &= t - 1;
            if (p.attackersTo(to, them, withoutKing) == 0) {
                n = add(p, buffer, n, Move.encode(ks, to, KING, 0, 0), to);
            }
        }
        return n;
    }

    /**
     * Castling (FIDE Laws of Chess 3.8.2; 王车易位 conditions 1-6): the right for that corner is still held
     * (neither king nor that rook has moved: rights are cleared by any move from or to e1/a1/h1...),
     * the king stands on its original square and a rook of its colour on the corner (so a promoted
     * rook elsewhere never castles), no piece between them, the king not in check (the caller
     * ensures it) and neither the square it crosses nor the one it lands on attacked.
     */
    private static int castling(Position p, int[] buffer, int n, int ks, long toMask, long occ) {
        if (p.chess960) {
            return castling960(p, buffer, n, ks, toMask, occ);
        }
        int home = p.turn == 0 ? 4 : 60;
        long rights = p.castling & p.us() & p.bb[3] & (p.turn == 0 ? Position.RANK_1 : Position.RANK_8);
        if (ks != home || rights == 0) {
            return n;
        }
        for (int side = 0; side < 2; side++) {
            int rook = side == 0 ? home + 3 : home - 4;
            int step = side == 0 ? 1 : -1;
            int to = home + 2 * step;
            if ((rights & (1L << rook)) != 0 && (toMask & (1L << to)) != 0
                    && (Attacks.between(home, rook) & occ) == 0
                    && p.attackersTo(home + step, p.turn ^ 1, occ) == 0
                    && p.attackersTo(to, p.turn ^ 1, occ) == 0) {
                n = add(p, buffer, n, Move.encode(home, to, KING, 0, 0) | Move.CASTLING, -1);
            }
        }
        return n;
    }

    /**
     * Chess960 castling (Laws, Guidelines II.3): king and rook end on the squares of standard
     * castling (g and f, or c and d, of their rank), every square either crosses or lands on is
     * empty but for the two of them, and no square the king stands on, crosses or reaches is
     * attacked. Attacks are seen with both of them lifted off the board, so a rook that shields
     * its own king from a slider on the rank does not hide the attack it meets once moved.
     */
    private static int castling960(Position p, int[] buffer, int n, int ks, long toMask, long occ) {
        long backRank = p.turn == 0 ? Position.RANK_1 : Position.RANK_8;
        long rights = p.castling & p.us() & p.bb[3] & backRank;
        int base = ks & 56;
        if (rights == 0 || (backRank & (1L << ks)) == 0) {
            return n;
        }
        while (rights != 0) {
            int rook = Bits.lowest(rights);
            rights &= rights - 1;
            boolean kingSide = rook > ks;
            int kingTo = base + (kingSide ? 6 : 2);
            int rookTo = base + (kingSide ? 5 : 3);
            long pair = 1L << ks | 1L << rook;
            long kingPath = Attacks.between(ks, kingTo) | 1L << kingTo;
            long rookPath = Attacks.between(rook, rookTo) | 1L << rookTo;
            if ((toMask & (1L << kingTo)) == 0 || ((kingPath | rookPath) & occ & ~pair) != 0
                    || attacked(p, kingPath, occ ^ pair)) {
                continue;
            }
            n = add(p, buffer, n, Move.castling960(ks, kingTo, rook), -1);
        }
        return n;
    }

    private static boolean attacked(Position p, long squares, long occ) {
        while (squares != 0) {
            if (p.attackersTo(Bits.lowest(squares), p.turn ^ 1, occ) != 0) {
                return true;
            }
            squares &= squares - 1;
        }
        return false;
    }

    private static int pieceMoves(Position p, int[] buffer, int n, long pieces, long targets, int ks,
            long pinned, long occ) {
        while (pieces != 0) {
            int from = Bits.lowest(pieces);
            pieces &= pieces - 1;
            int role = p.roleIndexAt(from);
            long attacks = switch (role) {
                case 1 -> Attacks.KNIGHT[from];
                case 2 -> Attacks.bishop(from, occ);
                case 3 -> Attacks.rook(from, occ);
                default -> Attacks.queen(from, occ);
            };
            long t = attacks & targets;
            if ((pinned & (1L << from)) != 0) {
                t &= Attacks.line(ks, from);
            }
            n = addAll(p, buffer, n, from, role, t);
        }
        return n;
    }

    private static int pawnMoves(Position p, int[] buffer, int n, long pawns, long targets, int ks,
            long pinned, long occ) {
        int us = p.turn;
        int push = us == 0 ? 8 : -8;
        int startRank = us == 0 ? 1 : 6;
        int lastRank = us == 0 ? 6 : 1;
        long them = p.them();
        while (pawns != 0) {
            int from = Bits.lowest(pawns);
            pawns &= pawns - 1;
            long t = Attacks.pawn(us, from) & them;
            int one = from + push;
            if ((occ & (1L << one)) == 0) {
                t |= 1L << one;
                if (Square.rank(from) == startRank && (occ & (1L << (one + push))) == 0) {
                    t |= 1L << (one + push);
                }
            }
            t &= targets;
            if ((pinned & (1L << from)) != 0) {
                t &= Attacks.line(ks, from);
            }
            n = Square.rank(from) == lastRank ? addPromotions(p, buffer, n, from, t) : addAll(p, buffer, n, from, PAWN, t);
        }
        return n;
    }

    /** En passant (Laws 3.7.4), legal only if our king is not attacked once both pawns have gone. */
    private static int enPassant(Position p, int[] buffer, int n, long pawns, int ks, long occ) {
        int us = p.turn;
        int ep = p.ep;
        int capSq = ep + (us == 0 ? -8 : 8);
        long capturers = Attacks.pawn(us ^ 1, ep) & pawns;
        while (capturers != 0) {
            int from = Bits.lowest(capturers);
            capturers &= capturers - 1;
            long after = (occ ^ (1L << from) ^ (1L << capSq)) | (1L << ep);
            long them = p.them() & ~(1L << capSq);
            long attackers = (Attacks.rook(ks, after) & (p.bb[3] | p.bb[4]))
                    | (Attacks.bishop(ks, after) & (p.bb[2] | p.bb[4]))
                    | (Attacks.KNIGHT[ks] & p.bb[1]) | (Attacks.pawn(us, ks) & p.bb[0]);
            if ((attackers & them) == 0) {
                n = add(p, buffer, n, Move.encode(from, ep, PAWN, 0, PAWN + 1) | Move.EN_PASSANT, -1);
            }
        }
        return n;
    }

    private static int addAll(Position p, int[] buffer, int n, int from, int role, long targets) {
        if (buffer == null) {
            return n + Long.bitCount(targets);
        }
        while (targets != 0) {
            int to = Bits.lowest(targets);
            targets &= targets - 1;
            n = add(p, buffer, n, Move.encode(from, to, role, 0, 0), to);
        }
        return n;
    }

    private static int addPromotions(Position p, int[] buffer, int n, int from, long targets) {
        if (buffer == null) {
            return n + 4 * Long.bitCount(targets);
        }
        while (targets != 0) {
            int to = Bits.lowest(targets);
            targets &= targets - 1;
            for (int promotion = 4; promotion >= 1; promotion--) {
                n = add(p, buffer, n, Move.encode(from, to, PAWN, promotion + 1, 0), to);
            }
        }
        return n;
    }

    /** Stores a move, filling in the captured role when {@code to} holds an enemy piece. */
    private static int add(Position p, int[] buffer, int n, int move, int to) {
        if (buffer != null) {
            if (to >= 0 && (p.them() & (1L << to)) != 0) {
                move |= (p.roleIndexAt(to) + 1) << 18;
            }
            buffer[n] = move;
        }
        return n + 1;
    }
}
