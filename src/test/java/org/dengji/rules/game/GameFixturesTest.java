package org.dengji.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.dengji.rules.Color;
import org.dengji.rules.pgn.PgnFixtures;
import org.dengji.rules.pgn.PgnGame;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** One fixture per fault code and warning, under src/test/resources/rules/pgn. */
class GameFixturesTest {

    static GameReport validate(String fixture) {
        List<PgnGame> games = PgnFixtures.games(fixture);
        assertEquals(1, games.size(), fixture + " holds one game");
        return GameValidator.validate(games.get(0));
    }

    @ParameterizedTest(name = "{0} -> {3}")
    @CsvSource({
        "fault-pgn-syntax.pgn,                       INVALID,     3, PGN_SYNTAX,                       4, 17",
        "fault-illegal-move.pgn,                     INVALID,     2, ILLEGAL_MOVE,                     4, 13",
        "fault-ambiguous-move.pgn,                   INVALID,     8, AMBIGUOUS_MOVE,                   4, 46",
        "fault-missing-promotion.pgn,                INVALID,     0, MISSING_PROMOTION,                6, 4",
        "fault-king-promotion.pgn,                   INVALID,     0, KING_PROMOTION,                   6, 4",
        "fault-null-move.pgn,                        INVALID,     1, NULL_MOVE,                        4, 7",
        "fault-notation-syntax.pgn,                  INVALID,     2, NOTATION_SYNTAX,                  4, 13",
        "fault-unexpected-promotion.pgn,             INVALID,     0, UNEXPECTED_PROMOTION,             4, 4",
        "fault-bad-fen.pgn,                          INVALID,     0, BAD_FEN,                          4, 1",
        "fault-result-contradicts-mate.pgn,          INVALID,     4, RESULT_CONTRADICTS_MATE,          4, 21",
        "fault-result-contradicts-stalemate.pgn,     INVALID,     1, RESULT_CONTRADICTS_STALEMATE,     6, 8",
        "fault-result-contradicts-dead-position.pgn, INVALID,     2, RESULT_CONTRADICTS_DEAD_POSITION, 6, 12",
        "fault-move-after-mate.pgn,                  INVALID,     4, MOVE_AFTER_MATE,                  4, 24",
        "fault-move-after-stalemate.pgn,             INVALID,     1, MOVE_AFTER_STALEMATE,             6, 8",
        "fault-unfinished-terminal.pgn,              INVALID,     4, UNFINISHED_TERMINAL,              4, 21",
        "fault-result-tag-mismatch.pgn,              INVALID,     2, RESULT_TAG_MISMATCH,              2, 1",
        "fault-unsupported-variant.pgn,              UNSUPPORTED, 0, UNSUPPORTED_VARIANT,              2, 1",
        "fault-xiangqi-not-chess.pgn,                UNSUPPORTED, 0, XIANGQI_NOT_CHESS,                2, 1",
    })
    void shouldReportFirstFaultWhereItIs(
            String fixture, GameReport.Status status, int plies, FaultCode code, int line, int column) {
        GameReport report = validate(fixture);
        assertEquals(status, report.status());
        assertEquals(plies, report.plies(), "valid prefix kept");
        GameFault fault = report.fault().orElseThrow();
        assertEquals(code, fault.code(), fault::describe);
        assertEquals(line, fault.line(), "line");
        assertEquals(column, fault.column(), "column");
    }

    @ParameterizedTest(name = "{0} -> {2}")
    @CsvSource({
        "warn-played-after-fivefold.pgn,      17, PLAYED_AFTER_FIVEFOLD,      5, 26",
        "warn-played-after-75-moves.pgn,       4, PLAYED_AFTER_75_MOVES,      6, 17",
        "warn-played-after-dead-position.pgn,  3, PLAYED_AFTER_DEAD_POSITION, 6, 9",
        "warn-wrong-check-mark.pgn,            7, WRONG_CHECK_MARK,           4, 4",
        "warn-malformed-tag.pgn,               7, MALFORMED_TAG,              2, 1",
        "info-decisive-without-mate.pgn,       4, DECISIVE_WITHOUT_MATE,      4, 21",
    })
    void shouldAcceptGameButNoteIt(String fixture, int plies, FaultCode code, int line, int column) {
        GameReport report = validate(fixture);
        assertTrue(report.isValid(), () -> report.fault().map(GameFault::describe).orElse(""));
        assertEquals(plies, report.plies());
        assertEquals(1, report.notices().size(), () -> report.notices().toString());
        Notice notice = report.notices().get(0);
        assertEquals(code, notice.code());
        assertEquals(line, notice.line());
        assertEquals(column, notice.column());
    }

    /**
      * Every code has a fixture named after it (fault-/warn-/info- by severity) that reports it;
      * GAME_TOO_LONG needs more than a megabyte, so HostileInputTest generates its games.
      */
    @ParameterizedTest
    @EnumSource(value = FaultCode.class, mode = EnumSource.Mode.EXCLUDE, names = "GAME_TOO_LONG")
    void shouldHaveFixtureReportingEveryCode(FaultCode code) {
        String prefix = switch (code.severity()) {
            case FAULT -> "fault-";
            case WARNING -> "warn-";
            case INFO -> "info-";
        };
        GameReport report = validate(prefix + code.name().toLowerCase().replace('_', '-') + ".pgn");
        FaultCode reported = report.fault().map(GameFault::code)
                .orElseGet(() -> report.notices().get(0).code());
        assertEquals(code, reported);
    }

    @Test
    void shouldSayWhichMoveBySideFromWhichPosition() {
        GameFault.MoveFault fault = assertInstanceOf(GameFault.MoveFault.class,
                validate("fault-illegal-move.pgn").fault().orElseThrow());
        assertEquals(2, fault.moveNumber());
        assertEquals(Color.WHITE, fault.side());
        assertEquals("Ke3", fault.move());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", fault.fenBefore());
        assertTrue(fault.message().startsWith("cannot play Ke3 at move 2 by white"), fault.message());
    }

    @Test
    void shouldCarryCoreFenErrorCodeForBadFen() {
        GameFault.SetupFault fault = assertInstanceOf(GameFault.SetupFault.class,
                validate("fault-bad-fen.pgn").fault().orElseThrow());
        assertEquals("FEN_BOARD", fault.detail());
    }

    @Test
    void shouldEndMatedGameWithCheckmateRule() {
        GameReport report = validate("warn-wrong-check-mark.pgn");
        assertEquals(OutcomeRule.CHECKMATE, report.ending().orElseThrow());
    }

    @Test
    void shouldAcceptDrawInClaimablePositionWithoutRemark() {
        GameReport report = validate("draw-claimable-threefold.pgn");
        assertTrue(report.isValid());
        assertEquals(8, report.plies());
        assertTrue(report.notices().isEmpty(), () -> report.notices().toString());
        assertTrue(report.ending().isEmpty(), "threefold is a claim, not an automatic end");
    }

    @Test
    void shouldWarnWhenSetUpPositionIsAlreadyDead() {
        // K+N v K from the FEN: drawn before the first move (5.2.2), yet moves follow.
        GameReport report = GameValidator.validate(org.dengji.rules.pgn.PgnParser.parse(
                "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/3n4/4K3 w - - 0 1\"]\n\n1. Kd1 Kd5 1/2-1/2\n"));
        assertTrue(report.isValid());
        Notice notice = report.notices().get(0);
        assertEquals(FaultCode.PLAYED_AFTER_DEAD_POSITION, notice.code());
        assertEquals(1, notice.ply());
    }

    @Test
    void shouldValidateLayoutFixtures() {
        for (String fixture : List.of("layout-bom-crlf.pgn", "layout-annotations.pgn",
                "layout-tags-after-result.pgn", "layout-missing-tags.pgn", "layout-black-move-numbers.pgn")) {
            for (PgnGame game : PgnFixtures.games(fixture)) {
                GameReport report = GameValidator.validate(game);
                assertTrue(report.isValid(), () -> fixture + " game " + game.index() + ": "
                        + report.fault().map(GameFault::describe).orElse(""));
            }
        }
    }
}
