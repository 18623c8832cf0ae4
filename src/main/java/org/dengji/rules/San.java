package org.dengji.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A move as written in a game score, read but not yet checked against a position. Parse with
 * {@link #parse(String)} (syntax only, see {@link SanParser} for every accepted form), then
 * {@link #resolve(Position)} to the one legal move it names. {@link #render(Position, Move)} writes
 * standard SAN (PGN standard 8.2.3; FIDE Laws Appendix C) with minimal disambiguation.
 *
 * <p>A token with a lower-case {@code b} that could name a pawn on the b-file or a bishop
 * ({@code bxc3}, {@code bc4}, {@code b2xc3}) carries two readings. The pawn (or coordinate) reading
 * is tried first, as the examples of 《国际象棋学习守则整理》 read lower-case file letters; the bishop reading is used
 * only when the first names no legal move at all.
 */
public final class San {
    enum Kind { NORMAL, CASTLE_SHORT, CASTLE_LONG }

    private final String token;
    private final Kind kind;
    /** The moving role, or null in coordinate notation ("e2e4", "g1-f3"): any piece on the from square. */
    private final Role role;
    private final int fromFile;
    private final int fromRank;
    private final boolean capture;
    private final int to;
    private final Role promotion;
    private final CheckMark check;
    private final String annotation;
    /** Second reading of a lower-case 'b' token, or null. */
    private final San alternative;

    San(String token, Kind kind, Role role, int fromFile, int fromRank, boolean capture, int to,
            Role promotion, CheckMark check, String annotation, San alternative) {
        this.token = token;
        this.kind = kind;
        this.role = role;
        this.fromFile = fromFile;
        this.fromRank = fromRank;
        this.capture = capture;
        this.to = to;
        this.promotion = promotion;
        this.check = check;
        this.annotation = annotation;
        this.alternative = alternative;
    }

    /**
     * Reads a move token syntactically.
     *
     * @return the parsed token, or {@link NotationError.BadSyntax}, {@link NotationError.NullMove}
     *     ({@code --}, {@code Z0}, {@code 0000}), {@link NotationError.KingPromotion} ({@code e8=K}) or
     *     {@link NotationError.UnexpectedPromotion} (a piece letter with a promotion, {@code Nf8=Q})
     */
    public static Result<San, NotationError> parse(String token) {
        return SanParser.parse(token);
    }

    /** Parses and resolves in one step. */
    public static Result<Move, NotationError> parseMove(Position position, String token) {
        Result<San, NotationError> san = parse(token);
        return san.isOk() ? san.value().resolve(position) : Result.err(san.error());
    }

    /** The token as given. */
    public String token() {
        return token;
    }

    /** The check mark as written; not verified, so a caller can warn when it is wrong. */
    public CheckMark declaredCheck() {
        return check;
    }

    /** The move-quality glyph as written ("!", "?", "!!", "??", "!?", "?!"), or "". */
    public String annotation() {
        return annotation;
    }

    public boolean isCastling() {
        return kind != Kind.NORMAL;
    }

    /**
     * The legal move this token names.
     *
     * @return the move, or {@link NotationError.IllegalMove} (nothing matches),
     *     {@link NotationError.AmbiguousMove} (several match; the candidates in SAN),
     *     {@link NotationError.MissingPromotion} or {@link NotationError.UnexpectedPromotion}
     */
    public Result<Move, NotationError> resolve(Position position) {
        Result<Move, NotationError> result = resolveThis(position);
        if (!result.isOk() && result.error() instanceof NotationError.IllegalMove && alternative != null) {
            Result<Move, NotationError> other = alternative.resolveThis(position);
            return other.isOk() ? other : result;
        }
        return result;
    }

    private Result<Move, NotationError> resolveThis(Position position) {
        boolean kingTakesRook = kingTakesOwnRook(position);
        int[] buffer = new int[64];
        int n = position.generate(buffer, fromMask(position), kingTakesRook ? -1L : toMask(position));
        int found = 0; // matches are moved to the front of the buffer: no second array per move
        boolean missingPromotion = false;
        boolean unexpectedPromotion = false;
        for (int i = 0; i < n; i++) {
            int m = buffer[i];
            boolean castling = (m & Move.CASTLING) != 0;
            if (kingTakesRook ? !castling || Move.castlingRook(m) != to
                    : kind == Kind.NORMAL && castling && (position.chess960 || !kingFromSquareGiven())
                    || kind != Kind.NORMAL && !castling
                    || capture && Move.captured(m) < 0) {
                continue;
            }
            int p = Move.promotion(m);
            missingPromotion |= p >= 0 && promotion == null;
            unexpectedPromotion |= p < 0 && promotion != null;
            if (p < 0 ? promotion == null : promotion != null && p == promotion.ordinal()) {
                buffer[found++] = m;
            }
        }
        return choose(position, buffer, found, missingPromotion, unexpectedPromotion);
    }

    /**
     * Chess960 castling in UCI is written as the king taking its own rook ("e1h1", "b8a8"): the
     * one notation that stays unambiguous when the king does not move or moves one square.
     */
    private boolean kingTakesOwnRook(Position position) {
        return position.chess960 && kind == Kind.NORMAL && kingFromSquareGiven()
                && (position.us() & position.bb[3] & (1L << to)) != 0
                && (position.us() & position.bb[5] & (0x0101_0101_0101_0101L << fromFile) & (0xFFL << (8 * fromRank))) != 0;
    }

    /**
     * Castling may be written as the king's move only with its square of departure: "e1g1",
     * "Ke1-g1". A bare "Kg1" never means castling.
     */
    private boolean kingFromSquareGiven() {
        return (role == null || role == Role.KING) && fromFile >= 0 && fromRank >= 0;
    }

    private Result<Move, NotationError> choose(Position position, int[] matches, int found,
            boolean missingPromotion, boolean unexpectedPromotion) {
        if (found == 1) {
            return Result.ok(Move.ofBits(matches[0]));
        }
        if (found > 1) {
            List<String> candidates = new ArrayList<>(found);
            for (int i = 0; i < found; i++) {
                candidates.add(render(position, Move.ofBits(matches[i])));
            }
            return Result.err(new NotationError.AmbiguousMove(token, candidates));
        }
        if (missingPromotion) {
            return Result.err(new NotationError.MissingPromotion(token));
        }
        if (unexpectedPromotion) {
            return Result.err(new NotationError.UnexpectedPromotion(token));
        }
        return Result.err(new NotationError.IllegalMove(token, position.fen()));
    }

    private long fromMask(Position position) {
        if (kind != Kind.NORMAL) {
            return position.bb[5] & position.us();
        }
        long mask = role == null ? position.us() : position.bb[role.ordinal()] & position.us();
        if (fromFile >= 0) {
            mask &= 0x0101_0101_0101_0101L << fromFile;
        }
        if (fromRank >= 0) {
            mask &= 0xFFL << (8 * fromRank);
        }
        return mask;
    }

    private long toMask(Position position) {
        if (kind == Kind.NORMAL) {
            return 1L << to;
        }
        int base = position.turn == 0 ? 0 : 56; // the king lands on g or c, in Chess960 too
        return 1L << (kind == Kind.CASTLE_SHORT ? base + 6 : base + 2);
    }

    /** Standard SAN of a legal move: "Nbd7", "exd6", "e8=Q+", "O-O-O#". */
    public static String render(Position before, Move move) {
        StringBuilder sb = new StringBuilder(8);
        if (move.isCastling()) {
            sb.append(move.isKingSideCastling() ? "O-O" : "O-O-O");
        } else if (move.role() == Role.PAWN) {
            if (move.isCapture()) {
                sb.append((char) ('a' + Square.file(move.from()))).append('x');
            }
            sb.append(Square.name(move.to()));
            if (move.promotion() != null) {
                sb.append('=').append(move.promotion().letter());
            }
        } else {
            sb.append(move.role().letter()).append(disambiguation(before, move));
            sb.append(move.isCapture() ? "x" : "").append(Square.name(move.to()));
        }
        Position after = before.playBits(move.bits());
        if (after.isCheck()) {
            sb.append(after.countLegalMoves() == 0 ? '#' : '+');
        }
        return sb.toString();
    }

    /** File if it tells the movers apart, else rank, else both (PGN standard 8.2.3.4). */
    private static String disambiguation(Position before, Move move) {
        int from = move.from();
        long others = before.bb[move.role().ordinal()] & before.us() & ~(1L << from);
        int[] buffer = new int[64];
        int n = before.generate(buffer, others, 1L << move.to());
        if (n == 0 || move.role() == Role.KING) {
            return "";
        }
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < n; i++) {
            int other = Move.from(buffer[i]);
            sameFile |= Square.file(other) == Square.file(from);
            sameRank |= Square.rank(other) == Square.rank(from);
        }
        String file = String.valueOf((char) ('a' + Square.file(from)));
        String rank = String.valueOf((char) ('1' + Square.rank(from)));
        return !sameFile ? file : !sameRank ? rank : file + rank;
    }

    @Override
    public String toString() {
        return token;
    }
}
