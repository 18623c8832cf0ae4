package org.dengji.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class PgnReaderTest {

    private static List<String> sans(PgnGame game) {
        return game.moves().stream().map(SanToken::text).toList();
    }

    @Test
    void shouldSkipByteOrderMarkAndReadCrlfLines() {
        List<PgnGame> games = PgnFixtures.games("layout-bom-crlf.pgn");
        assertEquals(2, games.size());
        PgnGame first = games.get(0);
        assertEquals("BOM and CRLF", first.tagValue("Event").orElseThrow());
        assertEquals(7, first.moves().size());
        SanToken mate = first.moves().get(6);
        assertEquals("Qxf7#", mate.text());
        assertEquals(7, mate.line());
        assertEquals(35, mate.column());
        assertEquals(GameResult.WHITE_WINS, first.termination().orElseThrow().result());
        assertEquals(2, games.get(1).index());
        assertEquals(9, games.get(1).line());
    }

    @Test
    void shouldSkipCommentsVariationsNagsAndEscapeLines() {
        PgnGame game = PgnFixtures.games("layout-annotations.pgn").get(0);
        assertTrue(game.syntaxError().isEmpty(), () -> game.syntaxError().toString());
        assertEquals(
                List.of("e4", "e5", "Nf3", "Nc6!?", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"), sans(game));
        assertEquals(GameResult.DRAW, game.termination().orElseThrow().result());
        SanToken nf6 = game.moves().get(7);
        assertEquals(8, nf6.line());
        assertEquals(17, nf6.column());
    }

    @Test
    void shouldStartNewGameWhenTagsFollowResultWithoutBlankLine() {
        List<PgnGame> games = PgnFixtures.games("layout-tags-after-result.pgn");
        assertEquals(2, games.size());
        assertEquals("second, no blank line before it", games.get(1).tagValue("Event").orElseThrow());
        assertEquals(List.of("f3", "e5", "g4", "Qh4#"), sans(games.get(1)));
        assertEquals(5, games.get(1).line());
    }

    @Test
    void shouldReadGamesWithoutTags() {
        List<PgnGame> games = PgnFixtures.games("layout-missing-tags.pgn");
        assertEquals(3, games.size());
        assertTrue(games.get(0).tags().isEmpty());
        assertEquals(List.of("d4", "d5", "c4"), sans(games.get(1)));
        assertEquals(GameResult.UNKNOWN, games.get(2).tagValue("Result").map(GameResult::fromMarker).orElseThrow());
        assertEquals(List.of("c4"), sans(games.get(2)));
    }

    @Test
    void shouldReportUnclosedCommentWhereItOpensAndKeepMovesBeforeIt() {
        PgnGame game = PgnFixtures.games("syntax-unclosed-comment.pgn").get(0);
        PgnSyntaxError error = game.syntaxError().orElseThrow();
        assertEquals("PGN_SYNTAX", error.code());
        assertEquals(4, error.line());
        assertEquals(17, error.column());
        assertEquals(List.of("e4", "e5", "Nf3"), sans(game));
    }

    @Test
    void shouldReportMissingTerminationAndStillReadNextGame() {
        List<PgnGame> games = PgnFixtures.games("syntax-missing-termination.pgn");
        assertEquals(2, games.size());
        PgnSyntaxError error = games.get(0).syntaxError().orElseThrow();
        assertEquals(5, error.line());
        assertEquals(1, error.column());
        assertTrue(games.get(1).syntaxError().isEmpty());
    }

    @Test
    void shouldReportUnclosedVariationWhereItOpens() {
        PgnSyntaxError error =
                PgnFixtures.games("syntax-unclosed-variation.pgn").get(0).syntaxError().orElseThrow();
        assertEquals(4, error.line());
        assertEquals(7, error.column());
    }

    @Test
    void shouldReadBlackMoveNumbersAndPromotionInParentheses() {
        PgnGame game = PgnParser.parse("12... Kd7 13.e8(Q)+ 13...Kxe8 *");
        assertEquals(List.of("Kd7", "e8(Q)+", "Kxe8"), sans(game));
    }

    @Test
    void shouldCountColumnsInCharactersNotBytes() {
        PgnGame game = PgnParser.parse("{王车易位} 1. e4 *");
        assertEquals(11, game.moves().get(0).column());
        PgnGame tagged = PgnParser.parse("[White \"Rémi\"] [Black \"王\"]\n1. e4 {é} ; ü\ne5 *");
        assertEquals(16, tagged.tag("Black").orElseThrow().column());
        assertEquals("王", tagged.tagValue("Black").orElseThrow());
        assertEquals(3, tagged.moves().get(1).line());
        assertEquals(1, tagged.moves().get(1).column());
        assertEquals(4, tagged.termination().orElseThrow().column());
    }

    @Test
    void shouldReadGamesSplitAcrossBufferRefills() throws IOException {
        String one = "[Event \"x\"]\n\n1. e4 {" + "c".repeat(70_000) + "} e5 1-0\n\n";
        byte[] bytes = (one + one + one).getBytes(StandardCharsets.UTF_8);
        int count = 0;
        try (PgnReader reader = new PgnReader(new ByteArrayInputStream(bytes))) {
            while (reader.next().map(g -> sans(g).equals(List.of("e4", "e5"))).orElse(false)) {
                count++;
            }
        }
        assertEquals(3, count);
    }

    @Test
    void shouldTreatLoneAnnotationAndEmptyTrailingCommentAsNothing() {
        List<PgnGame> games;
        try (PgnReader reader =
                new PgnReader(new ByteArrayInputStream("1. e4 ! e5 *\n{trailing}\n".getBytes()))) {
            games = new java.util.ArrayList<>();
            reader.next().ifPresent(games::add);
            assertTrue(reader.next().isEmpty());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertEquals(List.of("e4", "e5"), sans(games.get(0)));
    }

    @Test
    void shouldNotLetUnclosedTagSwallowNextGame() throws IOException {
        String text = "[Event \"broken\"\n\n1. e4 e5 1-0\n\n[Event \"fine\"]\n\n1. d4 *\n";
        List<PgnGame> games = new java.util.ArrayList<>();
        try (PgnReader reader = new PgnReader(new ByteArrayInputStream(text.getBytes()))) {
            for (var g = reader.next(); g.isPresent(); g = reader.next()) {
                games.add(g.get());
            }
        }
        assertEquals(2, games.size());
        PgnSyntaxError error = games.get(0).syntaxError().orElseThrow();
        assertEquals(3, error.line());
        assertEquals(List.of("d4"), sans(games.get(1)));
    }

    private static List<PgnGame> read(String text) throws IOException {
        List<PgnGame> games = new java.util.ArrayList<>();
        try (PgnReader reader =
                new PgnReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)))) {
            for (var g = reader.next(); g.isPresent(); g = reader.next()) {
                games.add(g.get());
            }
        }
        return games;
    }

    @Test
    void shouldNotEndGameAtMarkersOrTagsInsideCommentsStringsAndVariations() throws IOException {
        List<PgnGame> games = read("""
            [Event "a * in a tag, 1-0 too"]

            1. e4 {1-0 [Event "not a tag"]} e5 ; 0-1 { not opened
            2. Nf3 (2. f4 1-0 *) Nc6
            % 1/2-1/2 [Event "escape"]
            3. Bb5 1/2-1/2
            """);
        assertEquals(1, games.size());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5"), sans(games.get(0)));
        assertTrue(games.get(0).syntaxError().isEmpty());
    }

    @Test
    void shouldReadResultAndNextTagsOnOneLine() throws IOException {
        List<PgnGame> games = read("1. e4 e5 1-0 [Event \"b\"] 1. d4 0-1 *");
        assertEquals(3, games.size());
        assertEquals(GameResult.WHITE_WINS, games.get(0).termination().orElseThrow().result());
        assertEquals("b", games.get(1).tagValue("Event").orElseThrow());
        assertEquals(1, games.get(1).tag("Event").orElseThrow().line());
        assertEquals(14, games.get(1).tag("Event").orElseThrow().column());
        assertEquals(List.of(), sans(games.get(2)));
        assertEquals(GameResult.UNKNOWN, games.get(2).termination().orElseThrow().result());
    }

    @Test
    void shouldUnescapeTagValues() throws IOException {
        PgnGame game = read("[Annotator \"say \\\"hi\\\" \\\\ bye\"]\n*\n").get(0);
        assertEquals("say \"hi\" \\ bye", game.tagValue("Annotator").orElseThrow());
    }

    @Test
    void shouldReadEmptyInputAsNoGames() throws IOException {
        assertEquals(0, read("").size());
        assertEquals(0, read("\ufeff\r\n  {only a comment}\r\n").size());
    }

    @Test
    void shouldCutGameLongerThanLimitAndReadTheNextOne() throws IOException {
        String text = "[Event \"long\"]\n1. e4 {" + "x".repeat(300_000) + "}\ne5 1-0\n\n"
                + "[Event \"short\"]\n1. d4 *\n";
        List<PgnGame> games = new java.util.ArrayList<>();
        try (PgnSplitter splitter = new PgnSplitter(
                new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), 100_000)) {
            for (GameChunk chunk = splitter.next(); chunk != null; chunk = splitter.next()) {
                games.add(PgnParser.parse(chunk));
            }
        }
        assertEquals(2, games.size());
        PgnSyntaxError error = games.get(0).syntaxError().orElseThrow();
        assertTrue(error.message().contains("longer than 100000 bytes"), error.message());
        assertEquals(List.of("e4"), sans(games.get(0)));
        assertEquals(List.of("d4"), sans(games.get(1)));
        assertEquals(5, games.get(1).line());
    }

    @Test
    void shouldReportCommentLeftOpenToTheEndRatherThanDropIt() throws IOException {
        List<PgnGame> games = read("{ everything after this is a comment\n[Event \"x\"]\n1. e4 *\n");
        assertEquals(1, games.size());
        PgnSyntaxError error = games.get(0).syntaxError().orElseThrow();
        assertEquals(1, error.line());
        assertEquals(1, error.column());
    }
}
