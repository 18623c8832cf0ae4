package org.dengji.rules;

/**
 * A move of standard chess, as a small value over one packed {@code int}.
 *
 * <p>Bit layout (low to high):
 * <pre>
 *  bits  0-5   from square (0..63, a1 = 0)
 *  bits  6-11  to square; for castling the king's destination (g1, c1, g8, c8)
 *  bits 12-14  moving role, {@link Role#ordinal()}
 *  bits 15-17  promotion role ordinal + 1, 0 when none
 *  bits 18-20  captured role ordinal + 1, 0 when none (PAWN for en passant)
 *  bit  21     castling
 *  bit  22     en passant
 *  bits 23-28  Chess960 castling only: the castling rook's square
 *  bit  29     Chess960 castling (the rook is not necessarily on a corner, and the king may not move)
 * </pre>
 * The move generator works on the raw {@code int}; this class wraps it for the public API.
 */
public final class Move {
    static final int CASTLING = 1 << 21;
    static final int EN_PASSANT = 1 << 22;
    static final int CHESS960 = 1 << 29;
    private static final int ROOK_SHIFT = 23;

    private final int bits;

    private Move(int bits) {
        this.bits = bits;
    }

    static Move ofBits(int bits) {
        return new Move(bits);
    }

    /**
     * A move from its parts. Meant for tests and reference generators: it does not check legality;
     * {@link Position#isLegal(Move)} does.
     */
    public static Move of(int from, int to, Role role, Role promotion, Role captured,
            boolean castling, boolean enPassant) {
        if ((from | to) >>> 6 != 0 || role == null) {
            throw new IllegalArgumentException("squares are 0..63 and a move has a role: " + from + ", " + to);
        }
        int bits = encode(from, to, role.ordinal(), promotion == null ? 0 : promotion.ordinal() + 1,
                captured == null ? 0 : captured.ordinal() + 1);
        return new Move(bits | (castling ? CASTLING : 0) | (enPassant ? EN_PASSANT : 0));
    }

    static int encode(int from, int to, int role, int promotionPlusOne, int capturedPlusOne) {
        return from | to << 6 | role << 12 | promotionPlusOne << 15 | capturedPlusOne << 18;
    }

    /** A Chess960 castling: the king from {@code king} to {@code kingTo}, the rook from {@code rook}. */
    static int castling960(int king, int kingTo, int rook) {
        return encode(king, kingTo, Role.KING.ordinal(), 0, 0) | CASTLING | CHESS960 | rook << ROOK_SHIFT;
    }

    /** The square of the rook a castling move takes along: the corner in standard chess. */
    static int castlingRook(int bits) {
        if ((bits & CHESS960) != 0) {
            return (bits >>> ROOK_SHIFT) & 63;
        }
        int from = from(bits);
        return to(bits) > from ? from | 7 : from & 56;
    }

    static int from(int bits) {
        return bits & 63;
    }

    static int to(int bits) {
        return (bits >>> 6) & 63;
    }

    static int role(int bits) {
        return (bits >>> 12) & 7;
    }

    /** Promotion role ordinal, or -1. */
    static int promotion(int bits) {
        return ((bits >>> 15) & 7) - 1;
    }

    /** Captured role ordinal, or -1. */
    static int captured(int bits) {
        return ((bits >>> 18) & 7) - 1;
    }

    int bits() {
        return bits;
    }

    public int from() {
        return from(bits);
    }

    public int to() {
        return to(bits);
    }

    public Role role() {
        return Role.ofOrdinal(role(bits));
    }

    /** The promotion piece, or {@code null}. */
    public Role promotion() {
        int p = promotion(bits);
        return p < 0 ? null : Role.ofOrdinal(p);
    }

    /** The captured piece, or {@code null}; a pawn for an en-passant capture. */
    public Role captured() {
        int c = captured(bits);
        return c < 0 ? null : Role.ofOrdinal(c);
    }

    public boolean isCapture() {
        return captured(bits) >= 0;
    }

    public boolean isCastling() {
        return (bits & CASTLING) != 0;
    }

    public boolean isEnPassant() {
        return (bits & EN_PASSANT) != 0;
    }

    /** The castling rook's square, or -1 for any other move. */
    public int castlingRook() {
        return isCastling() ? castlingRook(bits) : -1;
    }

    /** Castling with the rook on the king's h-file side (O-O). */
    public boolean isKingSideCastling() {
        return isCastling() && castlingRook(bits) > from();
    }

    /**
     * UCI coordinate notation: "e2e4", "e7e8q"; castling as the king's move "e1g1" in standard
     * chess, as king takes rook "e1h1" in Chess960 (where the king may not move at all).
     */
    public String uci() {
        int to = (bits & CHESS960) != 0 ? castlingRook(bits) : to();
        String s = Square.name(from()) + Square.name(to);
        Role p = promotion();
        return p == null ? s : s + Character.toLowerCase(p.letter());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && m.bits == bits;
    }

    @Override
    public int hashCode() {
        return bits;
    }

    @Override
    public String toString() {
        return uci();
    }
}
