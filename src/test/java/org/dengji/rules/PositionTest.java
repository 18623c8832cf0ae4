package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Game-state queries of a position: check, mate, stalemate, en passant, promotion, clocks, keys. */
class PositionTest {

    private static Position fen(String fen) {
        return Position.fromFen(fen).value();
    }

    private static Position play(Position p, String... sans) {
        for (String san : sans) {
            p = p.play(San.parseMove(p, san).value());
        }
        return p;
    }

    /*
     * Back-rank mate: black to move, no legal move, in check.
     *   R . . . . . k .
     *   . . . . . p p p
     */
    @Test
    void shouldRecogniseCheckmate() {
        Position p = fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        assertTrue(p.isCheck());
        assertTrue(p.isCheckmate());
        assertFalse(p.isStalemate());
        assertEquals(0, p.countLegalMoves());
    }

    /*
     * Stalemate: black king h8 has no square and is not in check.
     *   . . . . . . . k
     *   . . . . . Q . .
     *   . . . . . . K .
     */
    @Test
    void shouldRecogniseStalemate() {
        Position p = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertFalse(p.isCheck());
        assertTrue(p.isStalemate());
        assertFalse(p.isCheckmate());
    }

    @Test
    void shouldAllowEnPassantOnlyImmediately() {
        Position p = play(Position.startpos(), "e4", "a6", "e5", "d5");
        assertTrue(San.parseMove(p, "exd6").isOk(), "right after d7-d5");
        Position later = play(p, "Nf3", "Nf6");
        assertEquals("ILLEGAL_MOVE", San.parseMove(later, "exd6").error().code());
        assertEquals(Square.NONE, later.epSquare());
    }

    @Test
    void shouldRemoveCapturedPawnEnPassant() {
        Position p = play(Position.startpos(), "e4", "a6", "e5", "d5", "exd6");
        assertNull(p.roleAt(Square.parse("d5")));
        assertEquals(Role.PAWN, p.roleAt(Square.parse("d6")));
        assertEquals(Color.WHITE, p.colorAt(Square.parse("d6")));
    }

    /*
     * Horizontal pin: both pawns would leave the fifth rank at once.
     *   K P p . . . . r     after ...c7-c5 white may not play bxc6
     */
    @Test
    void shouldNotGenerateEnPassantExposingKingAlongRank() {
        Position p = fen("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2");
        assertTrue(p.legalMoves().stream().noneMatch(Move::isEnPassant));
        assertEquals(p.repetitionKey(), fen("4k3/8/8/KPp4r/8/8/8/8 w - - 0 2").repetitionKey());
    }

    @Test
    void shouldOfferAllFourPromotionsAndNoOther() {
        Position p = fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        Set<Role> promotions = p.legalMoves().stream().filter(m -> m.role() == Role.PAWN)
                .map(Move::promotion).collect(Collectors.toSet());
        assertEquals(Set.of(Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT), promotions);
    }

    @Test
    void shouldKeepOriginalUnchangedAndCountClocks() {
        Position start = Position.startpos();
        Position after = play(start, "Nf3", "Nf6", "Ng1", "Ng8");
        assertEquals(Fen.STARTING, start.fen());
        assertEquals(4, after.halfmoveClock());
        assertEquals(3, after.fullmoveNumber());
        assertEquals(start.repetitionKey(), after.repetitionKey(), "same position, same key");
        assertNotEquals(start, after, "clocks differ");
        assertEquals(0, play(after, "e4").halfmoveClock());
    }

    @Test
    void shouldDistinguishKeysByCastlingRightsAndSideToMove() {
        Position both = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        Position fewer = fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
        Position black = fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        assertNotEquals(both.repetitionKey(), fewer.repetitionKey());
        assertNotEquals(both.repetitionKey(), black.repetitionKey());
    }

    @Test
    void shouldListTwentyMovesAtStart() {
        List<Move> moves = Position.startpos().legalMoves();
        assertEquals(20, moves.size());
        assertEquals(20, Position.startpos().countLegalMoves());
        assertTrue(moves.stream().allMatch(Position.startpos()::isLegal));
    }

    @Test
    void shouldEscapeDoubleCheckOnlyWithKing() {
        // Knight f3 and rook e8 both check the e1 king.
        Position p = fen("4r1k1/8/8/8/8/5n2/8/4K2R w K - 0 1");
        assertEquals(2, Long.bitCount(p.checkers()));
        assertTrue(p.legalMoves().stream().allMatch(m -> m.role() == Role.KING));
        assertTrue(p.legalMoves().stream().noneMatch(Move::isCastling));
    }
}
