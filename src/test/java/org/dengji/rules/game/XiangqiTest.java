package org.dengji.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.PgnParser;
import org.dengji.rules.pgn.PgnReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
  * Chinese chess saved as PGN is refused as what it is, XIANGQI_NOT_CHESS where the file shows it,
  * never as bytes the lexer does not read or as chess moves that fail: real files of xiangqi
  * programs (rules/pgn/real, sources in its SOURCES.md), and each notation alone.
  */
class XiangqiTest {

    private static List<PgnGame> realGames(String name) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        try (InputStream in = XiangqiTest.class.getResourceAsStream("/rules/pgn/real/" + name);
                PgnReader reader = new PgnReader(in)) {
            for (Optional<PgnGame> g = reader.next(); g.isPresent(); g = reader.next()) {
                games.add(g.get());
            }
        }
        return games;
    }

    private static GameFault refused(PgnGame game) {
        GameReport report = GameValidator.validate(game);
        assertEquals(GameReport.Status.UNSUPPORTED, report.status());
        assertEquals(0, report.plies());
        GameFault fault = report.fault().orElseThrow();
        assertEquals(FaultCode.XIANGQI_NOT_CHESS, fault.code(), fault::describe);
        return fault;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "cchess-test.pgn            | 1 | 1 | tag Game \"Chinese Chess\"",
        "cchess-test2.pgn           | 1 | 1 | tag Game \"Chinese Chess\"",
        "wukong-variant-xiangqi.pgn | 9 | 1 | tag Variant \"xiangqi\"",
        "wukong-game-uci.pgn        | 2 | 1 | its players are named by Red and Black tags",
        "wukong-single-game.pgn     | 2 | 1 | its players are named by Red and Black tags",
    })
    void shouldRefuseARealXiangqiFileWhereItShowsWhatItIs(String file, int line, int column, String evidence)
            throws IOException {
        GameFault fault = refused(realGames(file).get(0)); // xqbase's exports add a trailer, read as a second game
        assertEquals(line, fault.line());
        assertEquals(column, fault.column());
        assertEquals("the game is Chinese chess (xiangqi), not chess: " + evidence + "; it was not checked",
                fault.message());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "1. 炮二平五 马８进７ *   | 4 | its first move 炮二平五 is in Chinese xiangqi notation",
        "1.車九平八 *             | 3 | its first move 車九平八 is in Chinese xiangqi notation",
        "1. C2.5 H8+7 2. H2+3 *  | 4 | its first move C2.5 is in WXF xiangqi notation",
        "1. Ｃ２＝５ Ｈ８＋７ *   | 4 | its first move Ｃ２＝５ is in WXF xiangqi notation",
        "1. H2-E2 H9-G7 *        | 4 | its first move H2-E2 is in ICCS xiangqi notation",
        "1. h0g2 h9g7 *          | 4 | its first move h0g2 is in ICCS xiangqi notation",
    })
    void shouldRecogniseAFirstMoveInAXiangqiNotationWithoutTags(String movetext, int column, String evidence) {
        GameFault fault = refused(PgnParser.parse(movetext + "\n"));
        assertEquals("the game is Chinese chess (xiangqi), not chess: " + evidence + "; it was not checked",
                fault.message());
        assertEquals(1, fault.line());
        assertEquals(column, fault.column());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\"]\n\n1. h2e2 *\n",
        "[Game \"Xiangqi\"]\n\n*\n",
        "[Variant \"MiniXiangqi\"]\n\n*\n",
        "[Game \"中国象棋\"]\n\n*\n",
    })
    void shouldRecogniseXiangqiByItsTags(String pgn) {
        refused(PgnParser.parse(pgn));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "1. e2-e4 e7-e5 *\n",
        "1. e2-e5 *\n",
        "1. h2e2 *\n",
        "[Game \"Chess\"]\n[White \"Red, Erik\"]\n[Black \"Black, Jack\"]\n\n1. e4 *\n",
        "[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n*\n",
        "1. Nf3 Nf6 2. c4 g6 *\n",
    })
    void shouldNotTakeAChessGameForXiangqi(String pgn) {
        GameReport report = GameValidator.validate(PgnParser.parse(pgn));
        assertNotEquals(FaultCode.XIANGQI_NOT_CHESS, report.fault().map(GameFault::code).orElse(null),
                () -> report.fault().map(GameFault::describe).orElse(""));
    }
}
