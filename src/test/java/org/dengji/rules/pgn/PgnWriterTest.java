package org.dengji.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dengji.rules.Move;
import org.dengji.rules.Position;
import org.dengji.rules.San;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

    private static List<Move> play(Position start, String sans) {
        List<Move> moves = new ArrayList<>();
        Position p = start;
        for (String san : sans.split(" ")) {
            Move m = San.parseMove(p, san).value();
            moves.add(m);
            p = p.play(m);
        }
        return moves;
    }

    @Test
    void shouldWriteSevenTagRosterFirstThenOtherTagsByName() {
        List<Tag> tags = List.of(Tag.of("White", "Ju, Wenjun"), Tag.of("ECO", "C20"),
                Tag.of("Annotator", "x \"y\""), Tag.of("Event", "Test"));
        String pgn = PgnWriter.render(tags, Position.startpos(),
                play(Position.startpos(), "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#"), GameResult.WHITE_WINS);
        assertEquals("""
            [Event "Test"]
            [Site "?"]
            [Date "????.??.??"]
            [Round "?"]
            [White "Ju, Wenjun"]
            [Black "?"]
            [Result "1-0"]
            [Annotator "x \\"y\\""]
            [ECO "C20"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

            """, pgn);
    }

    @Test
    void shouldWriteSetUpAndBlackMoveNumberForGameFromPosition() {
        Position start = Position.fromFen("8/8/8/4k3/8/8/8/R3K3 b - - 10 40").value();
        String pgn = PgnWriter.render(List.of(), start, play(start, "Kd5 Ra5+"), GameResult.UNKNOWN);
        assertTrue(pgn.contains("[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/R3K3 b - - 10 40\"]\n"), pgn);
        assertTrue(pgn.endsWith("\n\n40... Kd5 41. Ra5+ *\n\n"), pgn);
    }

    @Test
    void shouldKeepLinesWithin79CharactersAndRoundTrip() {
        Random random = new Random(7);
        for (int game = 0; game < 20; game++) {
            List<Move> moves = randomMoves(random, 150);
            String pgn = PgnWriter.render(List.of(), Position.startpos(), moves, GameResult.UNKNOWN);
            pgn.lines().forEach(line -> assertTrue(line.length() <= 79, line));
            PgnGame read = PgnParser.parse(pgn);
            assertTrue(read.syntaxError().isEmpty());
            List<Move> replayed = new ArrayList<>();
            Position p = Position.startpos();
            for (SanToken token : read.moves()) {
                Move m = San.parseMove(p, token.text()).value();
                replayed.add(m);
                p = p.play(m);
            }
            assertEquals(moves, replayed);
            assertEquals(pgn, PgnWriter.render(read.tags(), Position.startpos(), replayed,
                    read.termination().orElseThrow().result()));
        }
    }

    private static List<Move> randomMoves(Random random, int max) {
        List<Move> moves = new ArrayList<>();
        Position p = Position.startpos();
        while (moves.size() < max) {
            List<Move> legal = p.legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            Move m = legal.get(random.nextInt(legal.size()));
            moves.add(m);
            p = p.play(m);
        }
        return moves;
    }
}
