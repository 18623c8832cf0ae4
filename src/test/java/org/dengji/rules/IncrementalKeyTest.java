package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The repetition key a position carries is updated move by move; it must equal the key computed
 * from scratch for the same setup after every kind of move: quiet moves, captures, en passant,
 * promotions with and without capture, castling on both sides (rights lost by king, rook and a
 * captured rook), and Chess960 castling where king or rook stays on its square.
 */
class IncrementalKeyTest {
    private static final int DEPTH = 3;

    @TestFactory
    Stream<DynamicTest> shouldKeepTheKeyOfAPositionSetUpFromScratch() {
        return Stream.of(
                standard("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                standard("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                standard("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
                standard("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
                standard("4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2"),
                chess960("1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9"),
                chess960("2r1kr2/8/8/8/8/8/8/1R2K1R1 w GBfc - 0 1"),
                chess960("rk2r3/1pp4p/p5bQ/P2q4/2R4P/1PB1p3/2P5/1K2R3 w - - 0 1"))
                .map(start -> DynamicTest.dynamicTest(start.fen(), () -> walk(start, DEPTH)));
    }

    private static void walk(Position position, int depth) {
        long fromScratch = Position.of(position.setup()).value().repetitionKey();
        assertEquals(fromScratch, position.repetitionKey(), position.fen());
        if (depth == 0) {
            return;
        }
        for (Move move : position.legalMoves()) {
            walk(position.play(move), depth - 1);
        }
    }

    private static Position standard(String fen) {
        Result<Position, String> position = Position.fromFen(fen);
        assertTrue(position.isOk(), fen);
        return position.value();
    }

    private static Position chess960(String fen) {
        return Position.of(Fen.parseChess960(fen).value()).value();
    }
}
