package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** FEN reading (typed errors naming the field), position validation, and rendering back. */
class FenTest {

    @ParameterizedTest
    @ValueSource(strings = {
        Fen.STARTING,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "4k3/8/8/8/8/8/8/4K3 b - - 99 120",
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 3 17",
    })
    void shouldRenderWhatItParsed(String fen) {
        Position position = Position.of(Fen.parse(fen).value()).value();
        assertEquals(fen, position.fen());
        assertEquals(fen, Fen.render(Fen.parse(fen).value()));
    }

    @Test
    void shouldAcceptStartposWordAndMissingClocks() {
        assertEquals(Fen.STARTING, Fen.render(Fen.parse("startpos").value()));
        assertEquals(Fen.STARTING, Fen.render(Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").value()));
        assertEquals(Position.startpos(), Position.fromFen(Fen.STARTING).value());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "'' | FEN_FIELDS",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq | FEN_FIELDS",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra | FEN_FIELDS",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1 | FEN_BOARD",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | FEN_BOARD",
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | FEN_BOARD",
        "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | FEN_BOARD",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | FEN_BOARD",
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | FEN_BOARD",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1 | FEN_TURN",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1 | FEN_TURN",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QKkq - 0 1 | FEN_CASTLING",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKQkq - 0 1 | FEN_CASTLING",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1 | FEN_CASTLING",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1 | FEN_EP",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq x 0 1 | FEN_EP",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1 | FEN_CLOCK",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0 | FEN_CLOCK",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - a 1 | FEN_CLOCK",
    })
    void shouldNameTheBadField(String fen, String code) {
        assertEquals(code, Fen.parse(fen).error().code());
        assertFalse(Fen.parse(fen).error().message().isBlank());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        // no white king / two black kings
        "4k3/8/8/8/8/8/8/8 w - - 0 1 | KINGS",
        "4k2k/8/8/8/8/8/8/4K3 w - - 0 1 | KINGS",
        // nine pawns; three promoted queens with eight pawns still on the board
        "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1 | TOO_MANY_PIECES",
        "4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1 | TOO_MANY_PIECES",
        "P3k3/8/8/8/8/8/8/4K3 w - - 0 1 | PAWNS_ON_BACK_RANK",
        "4k3/8/8/8/8/8/8/p3K3 w - - 0 1 | PAWNS_ON_BACK_RANK",
        // rights without king or rook on its square
        "r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1 | BAD_CASTLING",
        "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1 | BAD_CASTLING",
        "r3k2r/8/8/8/8/8/8/r3K2R w KQkq - 0 1 | BAD_CASTLING",
        // en-passant squares no double step explains
        "4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1 | BAD_EP_SQUARE",
        "4k3/8/8/8/8/8/4P3/4K3 b - e3 0 1 | BAD_EP_SQUARE",
        "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1 | BAD_EP_SQUARE",
        "4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1 | BAD_EP_SQUARE",
        // white to move, yet the black king is attacked
        "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1 | OPPOSITE_CHECK",
        // three checkers
        "4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1 | IMPOSSIBLE_CHECK",
    })
    void shouldRefuseUnplayableSetups(String fen, String code) {
        Result<Position, PositionError> position = Position.of(Fen.parse(fen).value());
        assertEquals(code, position.error().code(), fen);
        assertFalse(position.error().message().isBlank());
    }

    @Test
    void shouldAcceptRealEnPassantSquareAndKeepItInFen() {
        Position p = Position.fromFen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").value();
        assertEquals(20, Square.parse("e3"));
        assertEquals(20, p.epSquare());
        assertFalse(p.hasLegalEnPassant());
    }

    @Test
    void shouldRecordEnPassantSquareAfterDoubleStepButHashItOnlyWhenCapturable() {
        Position afterE4 = Position.startpos().play(San.parseMove(Position.startpos(), "e4").value());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", afterE4.fen());
        Position same = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").value();
        assertEquals(same.repetitionKey(), afterE4.repetitionKey());
        Position capturable = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").value();
        Position notCapturable = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2").value();
        assertFalse(capturable.repetitionKey() == notCapturable.repetitionKey());
    }
}
