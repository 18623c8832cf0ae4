package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The six castling conditions printed with 《国际象棋升级规则》 (王车易位, "当且仅当以下6个条件同时成立") and
 * their three "still allowed" clarifications, which restate FIDE Laws of Chess 3.8.2. Each board is drawn as
 * white sees it.
 *
 * <p>The popular summary 《国际象棋学习守则整理》 says the castling rook and every square between king and
 * rook must be unattacked; that is stricter than the Laws. We follow those six conditions and Laws 3.8.2.2.1
 * (only the king's own, crossed and destination squares count), as the "allowed 2" and "allowed 3" tests pin.
 */
class CastlingTest {

    private static Position fen(String fen) {
        return Position.fromFen(fen).value();
    }

    private static Position play(Position p, String... sans) {
        for (String san : sans) {
            p = p.play(San.parseMove(p, san).value());
        }
        return p;
    }

    private static boolean canCastle(Position p, String side) {
        return San.parseMove(p, side).isOk();
    }

    private static long castlingMoves(Position p) {
        return p.legalMoves().stream().filter(Move::isCastling).count();
    }

    /*
     * Baseline: nothing in the way, nothing attacked, rights held — both castlings legal.
     *   r . . . k . . r
     *   . . . . . . . .
     *   (empty)
     *   R . . . K . . R
     */
    @Test
    void shouldCastleBothWaysWhenEveryConditionHolds() {
        Position p = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertTrue(canCastle(p, "O-O"));
        assertTrue(canCastle(p, "O-O-O"));
        assertEquals(2, castlingMoves(p));
        Position after = play(p, "O-O");
        assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", after.fen());
    }

    /*
     * Condition 1: a king that moved and came back has lost both rights (Laws 3.8.2.1.1).
     *   r . . . k . . r     1. Ke2 Ke7 2. Ke1 Ke8: the board looks as before, the rights are gone
     *   (empty)
     *   R . . . K . . R
     */
    @Test
    void shouldNotCastleAfterKingMovedAndReturned() {
        Position p = play(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "Ke2", "Ke7", "Ke1", "Ke8");
        assertEquals(0, castlingMoves(p));
        assertFalse(canCastle(p, "O-O"));
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3", p.fen());
    }

    /*
     * Condition 1: a rook that moved and came back has lost its own right, not the other one.
     *   r . . . k . . r     1. Rh2 Rh7 2. Rh1 Rh8: only the queen-side rights remain
     *   (empty)
     *   R . . . K . . R
     */
    @Test
    void shouldNotCastleWithRookThatMovedAndReturned() {
        Position p = play(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "Rh2", "Rh7", "Rh1", "Rh8");
        assertFalse(canCastle(p, "O-O"));
        assertTrue(canCastle(p, "O-O-O"));
        assertEquals("Qq", p.fen().split(" ")[2]);
    }

    /*
     * Condition 2: no piece between king and rook — for the long castling that includes b1, a
     * square the king never crosses.
     *   . . . . k . . .
     *   (empty)
     *   R N . . K . N R     knights on b1 and g1
     */
    @Test
    void shouldNotCastleThroughPieces() {
        Position p = fen("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1");
        assertEquals(0, castlingMoves(p));
        assertTrue(canCastle(fen("4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1"), "O-O-O"));
        assertFalse(canCastle(fen("4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1"), "O-O"));
    }

    /*
     * Condition 3: not while in check.
     *   . . . . k . . .
     *   . . . . r . . .     black rook on e7 checks along the e-file
     *   (empty)
     *   R . . . K . . R
     */
    @Test
    void shouldNotCastleOutOfCheck() {
        Position p = fen("4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertTrue(p.isCheck());
        assertEquals(0, castlingMoves(p));
    }

    /*
     * Condition 4: the square the king crosses (f1 / d1) must not be attacked.
     *   . . . . k . . .
     *   . . . . . r . .     black rook on f7 hits f1
     *   (empty)
     *   R . . . K . . R
     */
    @Test
    void shouldNotCastleThroughAttackedSquare() {
        Position p = fen("4k3/5r2/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertFalse(canCastle(p, "O-O"));
        assertTrue(canCastle(p, "O-O-O"));
        Position q = fen("4k3/3r4/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertFalse(canCastle(q, "O-O-O"));
        assertTrue(canCastle(q, "O-O"));
    }

    /*
     * Condition 5: the king must not land in check (g1 / c1).
     *   . . . . k . . .
     *   . . . . . . r .     black rook on g7 hits g1
     *   . . r . . . . .     black rook on c6 hits c1
     *   (empty)
     *   R . . . K . . R
     */
    @Test
    void shouldNotCastleIntoCheck() {
        Position p = fen("4k3/6r1/2r5/8/8/8/8/R3K2R w KQ - 0 1");
        assertEquals(0, castlingMoves(p));
    }

    /*
     * Condition 6: king and rook on the same rank, the rook on its ORIGINAL square: a rook
     * promoted on e8 stands on the king's file and never castles ("vertical castling", ruled out
     * in 1972). Rights belong to the corner squares, so such a rook has none.
     *   . . . . . . . k
     *   . . . . P . . .     e7 promotes to a rook on e8
     *   (empty)
     *   . . . . K . . .     the white king has never moved
     */
    @Test
    void shouldNeverCastleWithPromotedRook() {
        Position p = play(fen("7k/4P3/8/8/8/8/8/4K3 w - - 0 1"), "e8=R+", "Kg7");
        assertEquals("4R3/6k1/8/8/8/8/8/4K3 w - - 1 2", p.fen());
        assertEquals(0, castlingMoves(p));
        assertFalse(canCastle(p, "O-O"));
        assertEquals("BAD_CASTLING",
                Position.of(Fen.parse("4R3/6k1/8/8/8/8/8/4K3 w K - 1 2").value()).error().code());
    }

    /*
     * Condition 6, second face: a rook that reaches h1 later does not inherit the right.
     *   . . . . k . . .
     *   (empty)
     *   . . . . . . R .     a second rook on g3
     *   . . . . . . . .
     *   . . . . K . . R
     * 1. Rh2 (the h1 rook leaves) Kd7 2. Rg1 Ke7 3. Rgh1 (the g-rook takes the corner) Kd7
     */
    @Test
    void shouldNotCastleWithRookThatArrivedOnCornerLater() {
        Position p = play(fen("4k3/8/8/8/8/6R1/8/4K2R w K - 0 1"), "Rh2", "Kd7", "Rg1", "Ke7", "Rgh1", "Kd7");
        assertEquals("8/3k4/8/8/8/8/7R/4K2R w - - 6 4", p.fen());
        assertEquals(0, p.castlingRights());
        assertFalse(canCastle(p, "O-O"));
    }

    /*
     * Allowed 1: the king was in check earlier but is not now.
     * 1. e4 d5 2. Bb5+ c6 3. Nf3 Nf6 4. Nc3 e6 5. O-O Be7 6. d3, and black may castle:
     *   r n b q k . . r
     *   p p . . b p p p
     *   . . p . p n . .
     *   . B . p . . . .
     *   . . . . P . . .
     *   . . N P . N . .
     *   P P P . . P P P
     *   R . B Q . R K .
     */
    @Test
    void shouldCastleAfterEarlierCheckHasPassed() {
        Position p = play(Position.startpos(), "e4", "d5", "Bb5+", "c6", "Nf3", "Nf6", "Nc3", "e6", "O-O", "Be7");
        assertTrue(play(p, "d3").legalMoves().stream().anyMatch(Move::isCastling));
        assertTrue(canCastle(play(p, "d3"), "O-O"));
    }

    /*
     * Allowed 2: the rook itself may be attacked.
     *   . . . . k . . .
     *   . . . . . . . r     black rook on h7 attacks the h1 rook
     *   (empty)
     *   R . . . K . . R
     */
    @Test
    void shouldCastleWhenRookIsAttacked() {
        assertTrue(canCastle(fen("4k3/7r/8/8/8/8/8/R3K2R w KQ - 0 1"), "O-O"));
    }

    /*
     * Allowed 3: in the long castling the rook may cross an attacked square (b1).
     *   . . . . k . . .
     *   . r . . . . . .     black rook on b7 hits b1 only
     *   (empty)
     *   R . . . K . . R
     */
    @Test
    void shouldCastleLongWhenOnlyRookCrossesAttackedSquare() {
        Position p = fen("4k3/1r6/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertTrue(canCastle(p, "O-O-O"));
        assertEquals(List.of("O-O-O"), List.of(San.render(p, San.parseMove(p, "O-O-O").value())));
    }

    /*
     * Capturing a rook on its corner removes the opponent's right (rights belong to squares).
     *   r . . . k . . r     1. Bxa8: black keeps only the king-side right
     *   . . . . . . . .
     *   (empty)
     *   . . . . . . B .
     *   R . . . K . . R
     */
    @Test
    void shouldLoseRightWhenRookIsCapturedOnCorner() {
        Position p = play(fen("r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1"), "Bxa8");
        assertEquals("KQk", p.fen().split(" ")[2]);
    }
}
