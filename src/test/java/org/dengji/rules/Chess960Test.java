package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Chess960 (FIDE Laws, Guidelines II): FEN castling fields, castling moves, and the published perft counts. */
class Chess960Test {
    private static final long NODE_LIMIT = Long.getLong("perft.limit", 12_000_000L);

    private static Position position(String fen) {
        Result<Setup, FenError> setup = Fen.parseChess960(fen);
        assertTrue(setup.isOk(), () -> setup.error().message());
        Result<Position, PositionError> position = Position.of(setup.value());
        assertTrue(position.isOk(), () -> position.error().message());
        return position.value();
    }

    @TestFactory
    Stream<DynamicTest> shouldMatchPublishedChess960PerftCounts() throws IOException {
        return PerftTest.rows("/rules/chess960-perft.txt").stream().filter(row -> row.nodes() <= NODE_LIMIT)
                .map(row -> DynamicTest.dynamicTest(row.id() + " depth " + row.depth(),
                        () -> assertEquals(row.nodes(), Perft.count(position(row.fen()), row.depth()), row.fen())));
    }

    @Test
    void shouldReadXFenAndShredderFenAsTheSameRights() {
        String board = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w ";
        Position shredder = position(board + "HFhf - 2 9");
        Position xfen = position(board + "KQkq - 2 9");
        assertEquals(shredder, xfen);
        assertEquals(1L << 5 | 1L << 7 | 1L << 61 | 1L << 63, xfen.castlingRights());
        assertEquals(board + "KQkq - 2 9", xfen.fen());
        Position inner = position("4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
        assertEquals(1L << 5, inner.castlingRights(), "a file letter names a rook that is not the outermost");
        assertEquals("4k3/8/8/8/8/8/8/4KR1R w F - 0 1", inner.fen());
        assertEquals(inner, position(inner.fen()), "the rendered FEN reads back");
    }

    @Test
    void shouldRefuseCastlingFieldsWithoutTheirRook() {
        assertEquals("FEN_CASTLING", Fen.parseChess960("4k3/8/8/8/8/8/8/4K3 w K - 0 1").error().code());
        assertEquals("FEN_CASTLING", Fen.parseChess960("4k3/8/8/8/8/8/8/R3K2R w HH - 0 1").error().code());
        assertEquals("FEN_CASTLING", Fen.parseChess960("4k3/8/8/8/8/8/8/R3K2R w X - 0 1").error().code());
        assertEquals("BAD_CASTLING", Position.of(Fen.parseChess960("4k3/8/8/8/8/8/8/R3K2R w G - 0 1").value())
                .error().code());
        assertEquals("BAD_CASTLING", Position.of(Fen.parseChess960("4k3/8/8/8/8/8/8/4KRR1 w FG - 0 1").value())
                .error().code(), "two rights on one side of the king");
        assertEquals("FEN_CASTLING", Fen.parse("4k3/8/8/8/8/8/8/R3K2R w HA - 0 1").error().code(),
                "standard FEN keeps KQkq");
    }

    @Test
    void shouldCastleWithKingAndRookToTheStandardSquares() {
        // King b1, rooks a1 and h1: O-O-O moves the king one square right, the rook over it.
        Position p = position("4k3/8/8/8/8/8/8/RK5R w KQ - 0 1");
        Position queenSide = p.play(San.parseMove(p, "O-O-O").value());
        assertEquals("4k3/8/8/8/8/8/8/2KR3R b - - 1 1", queenSide.fen());
        Position kingSide = p.play(San.parseMove(p, "O-O").value());
        assertEquals("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1", kingSide.fen());
    }

    @Test
    void shouldCastleWhenTheKingAlreadyStandsOnItsSquare() {
        Position p = position("4k3/8/8/8/8/8/8/6KR w K - 0 1");
        Move castle = San.parseMove(p, "O-O").value();
        assertEquals("g1h1", castle.uci(), "UCI writes Chess960 castling as king takes rook");
        assertEquals(castle, San.parseMove(p, "g1h1").value());
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", p.play(castle).fen());
        assertEquals("O-O", San.render(p, castle));
    }

    @Test
    void shouldReadKingTakesRookAndNotTakeAKingMoveForCastling() {
        Position p = position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertEquals(San.parseMove(p, "O-O").value(), San.parseMove(p, "e1h1").value());
        assertEquals(San.parseMove(p, "O-O-O").value(), San.parseMove(p, "e1a1").value());
        Move kingStep = San.parseMove(p, "e1f1").value();
        assertFalse(kingStep.isCastling());
        assertTrue(San.parseMove(p, "e1g1").error() instanceof NotationError.IllegalMove,
                "in Chess960 the king's two-square move is not a way to write castling");
    }

    @Test
    void shouldNotCastleThroughAttackOrPastAPiece() {
        // The b1 rook shields the c1 king from the a1 queen; after O-O-O (rook to d1) it would not.
        Position shielded = position("4k3/8/8/8/8/8/8/qRK5 w B - 0 1");
        assertTrue(San.parseMove(shielded, "O-O-O").error() instanceof NotationError.IllegalMove);
        // A knight between the king and its rook's destination.
        Position blocked = position("4k3/8/8/8/8/8/8/1K1N3R w H - 0 1");
        assertTrue(San.parseMove(blocked, "O-O").error() instanceof NotationError.IllegalMove);
        // A bishop attacks f1, which the king crosses from d1 to g1.
        Position crossed = position("4k3/8/8/8/8/8/4b3/3K3R w H - 0 1");
        assertTrue(San.parseMove(crossed, "O-O").error() instanceof NotationError.IllegalMove);
        Position free = position("4k3/8/8/8/8/8/8/3K3R w H - 0 1");
        assertEquals("8/8/8/8/8/8/8/5RK1 b - - 1 1".replace("8/8/8/8/8/8/8", "4k3/8/8/8/8/8/8"),
                free.play(San.parseMove(free, "O-O").value()).fen());
    }
}
