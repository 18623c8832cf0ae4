package org.dengji.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A legal chess position: placement, side to move, castling rights, en-passant square and clocks.
 * Immutable; {@link #play(Move)} returns a new position. Only {@link #of(Setup)} and
 * {@link #startpos()} make one, so every instance has passed {@link Validation}.
 *
 * <p>Internally eight bitboards: {@code bb[0..5]} by {@link Role#ordinal()}, {@code bb[6]} white,
 * {@code bb[7]} black. The en-passant square is recorded after every double step, as FEN does
 * (PGN standard 16.1.3.4), whether or not a capture is possible; {@link #repetitionKey()} counts
 * it only when a capture is legal (FIDE Laws 9.2).
 */
public final class Position {
    static final int WHITE_BB = 6;
    static final long RANK_1 = 0xFFL;
    static final long RANK_8 = 0xFFL << 56;

    private static final Position START = of(Setup.standard()).value();

    final long[] bb;
    /** 0 white, 1 black. */
    final int turn;
    final long castling;
    final int ep;
    final int halfmove;
    final int fullmove;
    final boolean chess960;
    /**
     * Zobrist key of placement, side to move and castling rights, kept up to date move by move:
     * a game checks repetitions after every reversible move, and a key from scratch walks every
     * piece.
     */
    private final long key;

    /** A set-up position: its key computed from scratch. */
    Position(long[] bb, int turn, long castling, int ep, int halfmove, int fullmove, boolean chess960) {
        this(bb, turn, castling, ep, halfmove, fullmove, chess960, Zobrist.of(bb, turn, castling));
    }

    private Position(long[] bb, int turn, long castling, int ep, int halfmove, int fullmove, boolean chess960,
            long key) {
        this.bb = bb;
        this.turn = turn;
        this.castling = castling;
        this.ep = ep;
        this.halfmove = halfmove;
        this.fullmove = fullmove;
        this.chess960 = chess960;
        this.key = key;
    }

    /** The initial position (FIDE Laws, Article 2.3). */
    public static Position startpos() {
        return START;
    }

    /**
     * Validates a setup.
     *
     * @return the position, or the first {@link PositionError} found, in the order of
     *     {@link PositionError.Kind}: KINGS, TOO_MANY_PIECES, PAWNS_ON_BACK_RANK, BAD_CASTLING,
     *     BAD_EP_SQUARE, OPPOSITE_CHECK, IMPOSSIBLE_CHECK
     */
    public static Result<Position, PositionError> of(Setup setup) {
        return Validation.validate(setup);
    }

    /** Parses and validates a FEN; an error is the FEN error's or the position error's code and message. */
    public static Result<Position, String> fromFen(String fen) {
        Result<Setup, FenError> setup = Fen.parse(fen);
        if (!setup.isOk()) {
            return Result.err(setup.error().code() + ": " + setup.error().message());
        }
        Result<Position, PositionError> position = of(setup.value());
        return position.isOk() ? Result.ok(position.value())
                : Result.err(position.error().code() + ": " + position.error().message());
    }

    /** The unchecked view of this position, for example to edit and validate again. */
    public Setup setup() {
        Board board = new Board(bb[6], bb[7], bb[0], bb[1], bb[2], bb[3], bb[4], bb[5]);
        return new Setup(board, turn(), castling, ep, halfmove, fullmove, chess960);
    }

    public Board board() {
        return setup().board();
    }

    public Color turn() {
        return turn == 0 ? Color.WHITE : Color.BLACK;
    }

    public int halfmoveClock() {
        return halfmove;
    }

    public int fullmoveNumber() {
        return fullmove;
    }

    /** Played under the Chess960 castling rules. */
    public boolean isChess960() {
        return chess960;
    }

    /** Bit mask of the original rook squares (a1, h1, a8, h8; any back-rank square in Chess960) that may still castle. */
    public long castlingRights() {
        return castling;
    }

    /** The en-passant square of the FEN (set after any double step), or {@link Square#NONE}. */
    public int epSquare() {
        return ep;
    }

    /** The role on a square, or {@code null} when empty. */
    public Role roleAt(int square) {
        int r = roleIndexAt(square);
        return r < 0 ? null : Role.ofOrdinal(r);
    }

    /** The colour on a square, or {@code null} when empty. */
    public Color colorAt(int square) {
        long bit = 1L << square;
        return (bb[6] & bit) != 0 ? Color.WHITE : (bb[7] & bit) != 0 ? Color.BLACK : null;
    }

    int roleIndexAt(int square) {
        long bit = 1L << square;
        for (int r = 0; r < 6; r++) {
            if ((bb[r] & bit) != 0) {
                return r;
            }
        }
        return -1;
    }

    long us() {
        return bb[WHITE_BB + turn];
    }

    long them() {
        return bb[WHITE_BB + (turn ^ 1)];
    }

    long occupied() {
        return bb[6] | bb[7];
    }

    int kingSquare(int color) {
        return Bits.lowest(bb[5] & bb[WHITE_BB + color]);
    }

    /**
     * Pieces of {@code byColor} attacking {@code square}, given occupancy {@code occ}. A slider
     * lookup is made only when a slider stands on one of the square's empty-board rays: this runs
     * several times per move, and most squares see no enemy slider at all.
     */
    long attackersTo(int square, int byColor, long occ) {
        long by = bb[WHITE_BB + byColor];
        long diagonal = Attacks.bishopRays(square) & (bb[2] | bb[4]) & by;
        long straight = Attacks.rookRays(square) & (bb[3] | bb[4]) & by;
        long attackers = (Attacks.KNIGHT[square] & bb[1] & by)
                | (Attacks.pawn(byColor ^ 1, square) & bb[0] & by)
                | (Attacks.KING[square] & bb[5] & by);
        if (straight != 0) {
            attackers |= Attacks.rook(square, occ) & straight;
        }
        if (diagonal != 0) {
            attackers |= Attacks.bishop(square, occ) & diagonal;
        }
        return attackers;
    }

    long checkers() {
        return attackersTo(kingSquare(turn), turn ^ 1, occupied());
    }

    /** All legal moves (FIDE Laws, Articles 3.1-3.9). */
    public List<Move> legalMoves() {
        int[] buffer = new int[256];
        int n = MoveGen.generate(this, buffer, -1L, -1L);
        List<Move> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(Move.ofBits(buffer[i]));
        }
        return Collections.unmodifiableList(moves);
    }

    /** The number of legal moves, counted without building them. */
    public int countLegalMoves() {
        return MoveGen.generate(this, null, -1L, -1L);
    }

    /** Legal moves from squares in {@code fromMask} to squares in {@code toMask}, into {@code buffer}. */
    int generate(int[] buffer, long fromMask, long toMask) {
        return MoveGen.generate(this, buffer, fromMask, toMask);
    }

    /** Whether {@code move} (all its parts, including captured role and flags) is legal here. */
    public boolean isLegal(Move move) {
        int[] buffer = new int[8];
        int n = MoveGen.generate(this, buffer, 1L << move.from(), 1L << move.to());
        for (int i = 0; i < n; i++) {
            if (buffer[i] == move.bits()) {
                return true;
            }
        }
        return false;
    }

    public boolean isCheck() {
        return checkers() != 0;
    }

    /** In check with no legal move (FIDE Laws 5.1.1). */
    public boolean isCheckmate() {
        return isCheck() && countLegalMoves() == 0;
    }

    /** Not in check with no legal move (FIDE Laws 5.2.1). */
    public boolean isStalemate() {
        return !isCheck() && countLegalMoves() == 0;
    }

    /**
     * A dead position by material alone (FIDE Laws 5.2.2, 6.9): K v K, K+N v K, or kings and bishops
     * only with every bishop on squares of one colour. K+B v K+N, K+N v K+N and K+N+N v K are NOT
     * dead: a helpmate exists.
     */
    public boolean isInsufficientMaterial() {
        if ((bb[0] | bb[3] | bb[4]) != 0) {
            return false;
        }
        long knights = bb[1];
        long bishops = bb[2];
        if (knights != 0) {
            return bishops == 0 && Long.bitCount(knights) == 1;
        }
        long light = 0x55AA_55AA_55AA_55AAL;
        return (bishops & light) == 0 || (bishops & ~light) == 0;
    }

    /** True when an en-passant capture is legal right now. */
    public boolean hasLegalEnPassant() {
        if (ep < 0 || (Attacks.pawn(turn ^ 1, ep) & bb[0] & us()) == 0) {
            return false; // most double steps pass no pawn that could take them: nothing to generate
        }
        int[] buffer = new int[4];
        int n = MoveGen.generate(this, buffer, bb[0] & us(), 1L << ep);
        for (int i = 0; i < n; i++) {
            if ((buffer[i] & Move.EN_PASSANT) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Zobrist hash of what makes positions "the same" for repetition (FIDE Laws 9.2): pieces,
     * side to move, castling rights, and the en-passant square only when a capture is legal.
     */
    public long repetitionKey() {
        return hasLegalEnPassant() ? key ^ Zobrist.enPassantFile(ep) : key;
    }

    /** The position after a legal move. Playing an illegal move is a bug (checked under -ea). */
    public Position play(Move move) {
        assert isLegal(move) : "illegal move " + move + " in " + fen();
        return playBits(move.bits());
    }

    Position playBits(int m) {
        if ((m & Move.CHESS960) != 0) {
            return castle960(m);
        }
        int from = Move.from(m);
        int to = Move.to(m);
        int role = Move.role(m);
        int captured = Move.captured(m);
        int promotion = Move.promotion(m);
        int landing = promotion >= 0 ? promotion : role;
        long fromTo = 1L << from | 1L << to;
        long[] n = copy(bb);
        long newKey = key ^ Zobrist.BLACK_TO_MOVE
                ^ Zobrist.piece(turn, role, from) ^ Zobrist.piece(turn, landing, to);
        if (captured >= 0) {
            int capSq = (m & Move.EN_PASSANT) == 0 ? to : to + (turn == 0 ? -8 : 8);
            n[captured] ^= 1L << capSq;
            n[WHITE_BB + (turn ^ 1)] ^= 1L << capSq;
            newKey ^= Zobrist.piece(turn ^ 1, captured, capSq);
        }
        n[WHITE_BB + turn] ^= fromTo;
        n[role] ^= 1L << from;
        n[landing] ^= 1L << to;
        long rights = castling & ~fromTo;
        if (role == 5) {
            rights &= turn == 0 ? ~RANK_1 : ~RANK_8;
            if ((m & Move.CASTLING) != 0) {
                int rookFrom = to > from ? from + 3 : from - 4;
                int rookTo = to > from ? from + 1 : from - 1;
                long rook = 1L << rookFrom | 1L << rookTo;
                n[3] ^= rook;
                n[WHITE_BB + turn] ^= rook;
                newKey ^= Zobrist.piece(turn, 3, rookFrom) ^ Zobrist.piece(turn, 3, rookTo);
            }
        }
        newKey ^= Zobrist.castling(castling ^ rights);
        int newEp = role == 0 && (to - from == 16 || from - to == 16) ? (from + to) >>> 1 : Square.NONE;
        int clock = role == 0 || captured >= 0 ? 0 : halfmove + 1;
        return new Position(n, turn ^ 1, rights, newEp, clock, fullmove + turn, chess960, newKey);
    }

    /**
     * Chess960 castling: king and rook leave their squares, then land on the standard castling
     * squares (g and f, or c and d), which one of them may have stood on.
     */
    private Position castle960(int m) {
        int from = Move.from(m);
        int to = Move.to(m);
        int rook = Move.castlingRook(m);
        int rookTo = (from & 56) + (rook > from ? 5 : 3);
        long[] n = copy(bb);
        int side = WHITE_BB + turn;
        n[5] &= ~(1L << from);
        n[3] &= ~(1L << rook);
        n[side] &= ~(1L << from | 1L << rook);
        n[5] |= 1L << to;
        n[3] |= 1L << rookTo;
        n[side] |= 1L << to | 1L << rookTo;
        long rights = castling & (turn == 0 ? ~RANK_1 : ~RANK_8);
        long newKey = key ^ Zobrist.BLACK_TO_MOVE ^ Zobrist.castling(castling ^ rights)
                ^ Zobrist.piece(turn, 5, from) ^ Zobrist.piece(turn, 5, to)
                ^ Zobrist.piece(turn, 3, rook) ^ Zobrist.piece(turn, 3, rookTo);
        return new Position(n, turn ^ 1, rights, Square.NONE, halfmove + 1, fullmove + turn, chess960, newKey);
    }

    /**
     * A copy of the eight bitboards. Not {@code clone()}: the quick compiler, which the command
     * line runs on, calls into the VM for it (a tenth of validation time on the corpus).
     */
    private static long[] copy(long[] bb) {
        return new long[] {bb[0], bb[1], bb[2], bb[3], bb[4], bb[5], bb[6], bb[7]};
    }

    public String fen() {
        return Fen.render(this);
    }

    /** Equal when every FEN field is; for "the same position" of the repetition rules use {@link #repetitionKey()}. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && java.util.Arrays.equals(bb, p.bb) && turn == p.turn
                && castling == p.castling && ep == p.ep && halfmove == p.halfmove && fullmove == p.fullmove
                && chess960 == p.chess960;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(key) * 31 + ep * 13 + halfmove * 7 + fullmove;
    }

    @Override
    public String toString() {
        return fen();
    }
}
