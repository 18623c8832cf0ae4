package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every notation the engine accepts (《国际象棋学习守则整理》 and the project's notation rule), accepted and refused,
 * and standard SAN rendering.
 */
class SanTest {
    private static final String OPEN_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    private static final String CASTLES = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    private static final String PROMOTION = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";

    private static Position fen(String fen) {
        return Position.fromFen(fen).value();
    }

    /** The standard SAN of what {@code token} resolves to in {@code fen}. */
    private static String resolved(String fen, String token) {
        Position p = fen(fen);
        Result<Move, NotationError> move = San.parseMove(p, token);
        return move.isOk() ? San.render(p, move.value()) : move.error().code();
    }

    @ParameterizedTest(name = "{1} in {0} is {2}")
    @CsvSource(delimiter = '|', value = {
        // standard SAN
        "startpos | e4 | e4", "startpos | Nf3 | Nf3", "startpos | e3 | e3",
        // long algebraic, with '-' and 'x'
        "startpos | Ng1-f3 | Nf3", "startpos | e2-e4 | e4",
        "4k3/8/2n5/1B6/8/8/8/4K3 w - - 0 1 | Bb5xc6 | Bxc6+",
        "4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1 | e2xd3 | exd3",
        // UCI
        "startpos | e2e4 | e4", "startpos | g1f3 | Nf3", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | a7a8q | a8=Q+",
        // lower-case piece letters
        "startpos | ng1-f3 | Nf3", "4k3/8/8/8/8/R7/8/4K3 w - - 0 1 | rd3 | Rd3",
        "4k3/8/8/8/8/R6R/8/4K3 w - - 0 1 | rad3 | Rad3", OPEN_E4_E5 + " | qh5 | Qh5", OPEN_E4_E5 + " | ke2 | Ke2",
        // lower-case b: the b-pawn first, the bishop when no pawn can
        "4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1 | bxc3 | bxc3",
        "4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1 | Bxc3 | Bxc3",
        "4k3/8/8/8/8/2p5/3B4/4K3 w - - 0 1 | bxc3 | Bxc3",
        "4k3/8/2n5/1B6/8/8/8/4K3 w - - 0 1 | bb5xc6 | Bxc6+",
        // castling, all spellings
        CASTLES + " | O-O | O-O", CASTLES + " | 0-0 | O-O", CASTLES + " | o-o | O-O",
        CASTLES + " | O-O-O | O-O-O", CASTLES + " | 0-0-0 | O-O-O", CASTLES + " | o-o-o | O-O-O",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1 | O-O | O-O+", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1 | 0-0-0 | O-O-O+",
        CASTLES + " | e1g1 | O-O", CASTLES + " | e1c1 | O-O-O", CASTLES + " | Ke1-g1 | O-O", CASTLES + " | ke1c1 | O-O-O",
        // promotion, all spellings
        PROMOTION + " | a8=Q | a8=Q+", PROMOTION + " | a8Q | a8=Q+", PROMOTION + " | a8(Q) | a8=Q+",
        PROMOTION + " | a8=q | a8=Q+", PROMOTION + " | a8=N | a8=N", PROMOTION + " | a8=R+ | a8=R+",
        // suffixes
        "startpos | Nf3+ | Nf3", "startpos | e4! | e4", "startpos | e4? | e4", "startpos | e4!! | e4",
        "startpos | e4?? | e4", "startpos | e4!? | e4", "startpos | e4?! | e4", "startpos | Nf3#!? | Nf3",
        // a missing capture mark is tolerated, and "ed5" reads as exd5
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2 | ed5 | exd5",
        "4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1 | Nf3 | Nxf3",
    })
    void shouldAcceptNotation(String fenOrStart, String token, String expected) {
        String fen = fenOrStart.equals("startpos") ? Fen.STARTING : fenOrStart;
        assertEquals(expected, resolved(fen, token));
    }

    @ParameterizedTest(name = "{1} in {0} is refused with {2}")
    @CsvSource(delimiter = '|', value = {
        "startpos | '' | NOTATION_SYNTAX", "startpos | e9 | NOTATION_SYNTAX", "startpos | Xe4 | NOTATION_SYNTAX",
        "startpos | Nf3!!! | NOTATION_SYNTAX", "startpos | i4 | NOTATION_SYNTAX", "startpos | N | NOTATION_SYNTAX",
        "startpos | xe4 | NOTATION_SYNTAX", "startpos | O-O-O-O | NOTATION_SYNTAX", "startpos | e4++ | NOTATION_SYNTAX",
        "startpos | O-0 | NOTATION_SYNTAX", "startpos | Pe4 | NOTATION_SYNTAX",
        // null moves are faults, never skipped
        "startpos | -- | NULL_MOVE", "startpos | Z0 | NULL_MOVE", "startpos | 0000 | NULL_MOVE",
        // illegal
        "startpos | e5 | ILLEGAL_MOVE", "startpos | Nf6 | ILLEGAL_MOVE", "startpos | Ke2 | ILLEGAL_MOVE",
        "startpos | Nxf3 | ILLEGAL_MOVE", "startpos | e2e5 | ILLEGAL_MOVE", "startpos | O-O | ILLEGAL_MOVE",
        CASTLES + " | Kg1 | ILLEGAL_MOVE", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | bxc3 | ILLEGAL_MOVE",
        // ambiguous
        "4k3/8/8/8/8/R6R/8/4K3 w - - 0 1 | Rd3 | AMBIGUOUS_MOVE",
        "4k3/8/8/8/8/R6R/8/4K3 w - - 0 1 | rd3 | AMBIGUOUS_MOVE",
        // promotion faults: never guess the piece
        PROMOTION + " | a8 | MISSING_PROMOTION", PROMOTION + " | a7a8 | MISSING_PROMOTION",
        PROMOTION + " | a7-a8 | MISSING_PROMOTION", PROMOTION + " | a8=K | KING_PROMOTION",
        PROMOTION + " | a8K | KING_PROMOTION", PROMOTION + " | a8=P | NOTATION_SYNTAX",
        "startpos | e4=Q | UNEXPECTED_PROMOTION", "startpos | Nf3=Q | UNEXPECTED_PROMOTION",
        "startpos | g1f3q | UNEXPECTED_PROMOTION",
    })
    void shouldRefuseNotation(String fenOrStart, String token, String code) {
        String fen = fenOrStart.equals("startpos") ? Fen.STARTING : fenOrStart;
        assertEquals(code, resolved(fen, token));
    }

    @Test
    void shouldListCandidatesOfAmbiguousMove() {
        Position p = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        NotationError error = San.parseMove(p, "Nd2").error();
        AmbiguousCheck.assertCandidates(error, List.of("Nbd2", "Nfd2"));
        assertTrue(error.message().contains("Nbd2"), error.message());
    }

    @Test
    void shouldExposeDeclaredCheckMarkWithoutTrustingIt() {
        San wrong = San.parse("Qh5+").value();
        assertEquals(CheckMark.CHECK, wrong.declaredCheck());
        assertTrue(wrong.resolve(fen(OPEN_E4_E5)).isOk());
        assertEquals(CheckMark.MATE, San.parse("Qh4#").value().declaredCheck());
        assertEquals(CheckMark.NONE, San.parse("e4!?").value().declaredCheck());
        assertEquals("!?", San.parse("e4+!?").value().annotation());
    }

    @Test
    void shouldRenderMateAndCheck() {
        Position p = Position.startpos();
        for (String san : List.of("f3", "e5", "g4")) {
            p = p.play(San.parseMove(p, san).value());
        }
        Move mate = San.parseMove(p, "Qh4").value();
        assertEquals("Qh4#", San.render(p, mate));
        assertTrue(p.play(mate).isCheckmate());
    }

    @Test
    void shouldDisambiguateByFileThenRankThenBoth() {
        // Queens on a1, a3 and c1 all reach b2.
        Position p = fen("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
        assertEquals("Qa1b2", resolved(p.fen(), "Qa1-b2"));
        assertEquals("Q3b2", resolved(p.fen(), "Qa3b2"));
        assertEquals("Qcb2", resolved(p.fen(), "Qc1-b2"));
        assertEquals("AMBIGUOUS_MOVE", resolved(p.fen(), "Qb2"));
        assertEquals("AMBIGUOUS_MOVE", resolved(p.fen(), "Qab2"));
    }

    @Test
    void shouldNotDisambiguateAgainstPinnedPiece() {
        // The e2 knight is pinned by the rook on e8, so only the c2 knight reaches d4.
        Position p = fen("k3r3/8/8/8/8/8/2N1N3/4K3 w - - 0 1");
        assertEquals("Nd4", resolved(p.fen(), "Nd4"));
        assertEquals("Nd4", resolved(p.fen(), "c2d4"));
    }

    @Test
    void shouldResolveEnPassantAndRenderItAsPawnCapture() {
        Position p = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        Move ep = San.parseMove(p, "exd6").value();
        assertTrue(ep.isEnPassant());
        assertEquals(Role.PAWN, ep.captured());
        assertEquals("exd6", San.render(p, ep));
        assertEquals("exd6", San.render(p, San.parseMove(p, "e5d6").value()));
    }

    @Test
    void shouldRefuseEnPassantThatExposesKing() {
        // Horizontal pin: after ...c7-c5 the capture bxc6 would leave the a5 king facing the h5 rook.
        Position p = fen("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2");
        assertEquals("ILLEGAL_MOVE", resolved(p.fen(), "bxc6"));
        assertFalse(p.hasLegalEnPassant());
    }

    @ParameterizedTest
    @ValueSource(strings = {"e4", "Nf3", "O-O", "exd5", "e8=Q", "Nbd7", "R1e2", "Qh4xe1", "e2e4", "bxc3"})
    void shouldParseWithoutPosition(String token) {
        assertTrue(San.parse(token).isOk(), token);
        assertEquals(token, San.parse(token).value().token());
    }

    /** Small helper so the candidate list is checked through the sealed type. */
    static final class AmbiguousCheck {
        static void assertCandidates(NotationError error, List<String> expected) {
            NotationError.AmbiguousMove ambiguous = assertInstanceOf(NotationError.AmbiguousMove.class, error);
            assertEquals(expected.stream().sorted().toList(), ambiguous.candidates().stream().sorted().toList());
        }
    }
}
