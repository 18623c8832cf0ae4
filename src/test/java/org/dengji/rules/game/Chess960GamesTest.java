package org.dengji.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.dengji.rules.pgn.PgnFixtures;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.PgnParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Chess960 games are checked, not declined: castling on both wings, in SAN and in UCI. */
class Chess960GamesTest {
    private static final String START = "qnrbkrbn/pppppppp/8/8/8/8/PPPPPPPP/QNRBKRBN w FCfc - 0 1";

    private static GameReport validate(String variant, String fen, String moves) {
        String fenTag = fen == null ? "" : "[FEN \"" + fen + "\"]\n";
        return GameValidator.validate(PgnParser.parse("[Variant \"" + variant + "\"]\n" + fenTag + "\n" + moves + "\n"));
    }

    @Test
    void shouldPlayCastlingOnBothWingsInSanAndInUci() {
        List<PgnGame> games = PgnFixtures.games("chess960-castling.pgn");
        for (PgnGame game : games) {
            GameReport report = GameValidator.validate(game);
            assertTrue(report.isValid(), () -> report.fault().map(GameFault::describe).orElse(""));
            assertEquals(8, report.plies());
        }
        assertEquals(2, games.size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Chess960", "Chess 960", "chess960", "Fischerandom", "Fischer Random", "chess-960"})
    void shouldReadTheSpellingsOfChess960(String variant) {
        GameReport report = validate(variant, START, "1. f4 e6 2. Bf2 Be7 3. O-O O-O-O *");
        assertTrue(report.isValid(), () -> report.fault().map(GameFault::describe).orElse(""));
        assertEquals(6, report.plies());
    }

    @Test
    void shouldRefuseCastlingThroughThePieceInTheWay() {
        GameReport report = validate("Chess960", START, "1. O-O *");
        assertEquals(FaultCode.ILLEGAL_MOVE, report.fault().orElseThrow().code(), "g1 holds the bishop");
    }

    @Test
    void shouldCallAChess960GameWithoutAUsableFenBadFen() {
        for (String fen : new String[] {null, "", "not a position", "qnrbkrbn/pppppppp/8/8/8/8/PPPPPPPP/QNRBKRBN w Z - 0 1"}) {
            GameReport report = validate("Chess960", fen, "1. g3 *");
            assertEquals(FaultCode.BAD_FEN, report.fault().orElseThrow().code(), String.valueOf(fen));
            assertEquals(GameReport.Status.INVALID, report.status());
        }
    }

    @Test
    void shouldStillDeclineOtherVariants() {
        GameReport report = validate("Atomic", null, "1. e4 *");
        assertEquals(GameReport.Status.UNSUPPORTED, report.status());
        assertEquals(FaultCode.UNSUPPORTED_VARIANT, report.fault().orElseThrow().code());
    }
}
