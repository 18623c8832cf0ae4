package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The small value types of the contract: Result, Color, Role, Square, Move. */
class ValuesTest {

    @Test
    void shouldCarryValueOrErrorAndRefuseTheOther() {
        Result<Integer, String> ok = Result.ok(3);
        Result<Integer, String> err = Result.err("bad");
        assertTrue(ok.isOk());
        assertFalse(err.isOk());
        assertEquals(3, ok.value());
        assertEquals("bad", err.error());
        assertThrows(IllegalStateException.class, ok::error);
        assertThrows(IllegalStateException.class, err::value);
        assertEquals(6, ok.map(x -> x * 2).value());
        assertEquals("bad", err.map(x -> x * 2).error());
    }

    @Test
    void shouldNameAndParseSquares() {
        assertEquals("a1", Square.name(0));
        assertEquals("h8", Square.name(63));
        assertEquals(28, Square.parse("e4"));
        assertEquals(-1, Square.parse("i1"));
        assertEquals(-1, Square.parse("a9"));
        assertEquals(-1, Square.parse("e44"));
        assertEquals(4, Square.file(28));
        assertEquals(3, Square.rank(28));
        assertTrue(Square.isLight(7), "h1 is light");
        assertFalse(Square.isLight(0), "a1 is dark");
    }

    @Test
    void shouldReadPieceLettersOfEitherCase() {
        assertEquals(Role.KNIGHT, Role.fromLetter('N'));
        assertEquals(Role.KNIGHT, Role.fromLetter('n'));
        assertEquals('Q', Role.QUEEN.letter());
        assertNull(Role.fromLetter('x'));
        assertEquals(Color.BLACK, Color.WHITE.other());
    }

    @Test
    void shouldExposeEveryPartOfPackedMove() {
        Move m = Move.of(Square.parse("e7"), Square.parse("d8"), Role.PAWN, Role.KNIGHT, Role.ROOK, false, false);
        assertEquals(Square.parse("e7"), m.from());
        assertEquals(Square.parse("d8"), m.to());
        assertEquals(Role.PAWN, m.role());
        assertEquals(Role.KNIGHT, m.promotion());
        assertEquals(Role.ROOK, m.captured());
        assertFalse(m.isCastling());
        assertFalse(m.isEnPassant());
        assertEquals("e7d8n", m.uci());
        assertEquals(m, Move.of(52, 59, Role.PAWN, Role.KNIGHT, Role.ROOK, false, false));
        assertEquals(m.hashCode(), Move.of(52, 59, Role.PAWN, Role.KNIGHT, Role.ROOK, false, false).hashCode());
        assertThrows(IllegalArgumentException.class, () -> Move.of(64, 0, Role.KING, null, null, false, false));
    }

    @Test
    void shouldMarkCastlingAndEnPassantInGeneratedMoves() {
        Position castles = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").value();
        Move shortCastle = San.parseMove(castles, "O-O").value();
        assertTrue(shortCastle.isCastling());
        assertEquals("e1g1", shortCastle.uci());
        Position ep = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").value();
        assertTrue(ep.legalMoves().stream().anyMatch(Move::isEnPassant));
    }
}
