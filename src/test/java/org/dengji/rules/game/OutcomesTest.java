package org.dengji.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.EnumSet;
import java.util.Set;
import org.dengji.rules.Position;
import org.junit.jupiter.api.Test;

/** Each rule of the FIDE Laws that ends a game or allows a claim, on a board drawn beside it. */
class OutcomesTest {
    private static final String KNIGHTS_OUT_AND_BACK = "Nf3 Nf6 Ng1 Ng8 ";

    @Test
    void shouldEndGameByCheckmate() {
        // Fool's mate, White to move and mated (5.1.1):
        //   r n b . k b n r
        //   p p p p . p p p
        //   . . . . . . . .
        //   . . . . p . . .
        //   . . . . . . P q
        //   . . . . . P . .
        //   P P P P P . . P
        //   R N B Q K B N R
        Played p = Played.from("startpos", "f3 e5 g4 Qh4");
        assertEquals(EnumSet.of(OutcomeRule.CHECKMATE), p.outcomes());
        assertEquals(OutcomeRule.CHECKMATE, Outcomes.ending(p.outcomes()));
    }

    @Test
    void shouldDrawByStalemate() {
        // Black to move, not in check, no legal move (5.2.1):
        //   k . . . . . . .
        //   . . . . . . . .
        //   . Q . . . . . .
        //   . . . . . . . .   (white king g1)
        Played p = Played.from("k7/8/1Q6/8/8/8/8/6K1 b - - 0 1", "");
        assertEquals(EnumSet.of(OutcomeRule.STALEMATE), p.outcomes());
    }

    @Test
    void shouldDrawDeadPositionWithKingAndBishopAgainstKing() {
        // . . . . . . . .
        // . . . . k . . .     K+B v K: no sequence of legal moves can mate (5.2.2)
        // . . . . . . . .
        // . . . . K . . .
        // . . . . . . . B
        Played p = Played.from("8/4k3/8/8/4K3/7B/8/8 w - - 0 1", "");
        assertEquals(EnumSet.of(OutcomeRule.DEAD_POSITION), p.outcomes());
        assertEquals(OutcomeRule.DEAD_POSITION, Outcomes.ending(p.outcomes()));
    }

    @Test
    void shouldNotCallKingBishopAgainstKingKnightDead() {
        // . . . . . . . .
        // . . . . k n . .     K+B v K+N: a helpmate exists, so the game goes on under FIDE rules
        // . . . . . . . .
        // . . . . K . . .
        // . . . . . . . B
        Played p = Played.from("8/4kn2/8/8/4K3/7B/8/8 w - - 0 1", "");
        assertEquals(Set.of(), p.outcomes());
    }

    @Test
    void shouldAllowClaimAfterThreefoldRepetition() {
        // The starting position, White to move, occurs for the third time after two
        // knight excursions (9.2): claimable, the game is not over.
        Played p = Played.from("startpos", KNIGHTS_OUT_AND_BACK.repeat(2));
        assertEquals(3, p.history.repetitions());
        assertEquals(EnumSet.of(OutcomeRule.THREEFOLD_REPETITION), p.outcomes());
        assertNull(Outcomes.ending(p.outcomes()));
    }

    @Test
    void shouldDrawAutomaticallyAfterFivefoldRepetition() {
        // Fifth occurrence of the starting position (9.6.1).
        Played p = Played.from("startpos", KNIGHTS_OUT_AND_BACK.repeat(4));
        assertEquals(5, p.history.repetitions());
        assertEquals(
                EnumSet.of(OutcomeRule.THREEFOLD_REPETITION, OutcomeRule.FIVEFOLD_REPETITION),
                p.outcomes());
        assertEquals(OutcomeRule.FIVEFOLD_REPETITION, Outcomes.ending(p.outcomes()));
    }

    @Test
    void shouldForgetPositionsBeforeAPawnMove() {
        // Start position twice, then e4 e5 and the knights again: positions after e4 e5 are new.
        Played p = Played.from("startpos", KNIGHTS_OUT_AND_BACK + "e4 e5 " + KNIGHTS_OUT_AND_BACK);
        assertEquals(2, p.history.repetitions());
        assertEquals(5, p.history.size());
    }

    @Test
    void shouldAllowClaimAfterFiftyMoves() {
        // . . . . . . . .
        // . . . . k . . .     rook ending, halfmove clock 99 before White's quiet move
        // R . . . K . . .
        Played p = Played.from("8/4k3/8/8/8/8/8/R3K3 w - - 99 90", "Ra2");
        assertEquals(EnumSet.of(OutcomeRule.FIFTY_MOVES), p.outcomes());
        assertNull(Outcomes.ending(p.outcomes()));
    }

    @Test
    void shouldDrawAutomaticallyAfterSeventyFiveMoves() {
        // Same ending, clock 149: the 150th ply without capture or pawn move ends the game (9.6.2).
        Played p = Played.from("8/4k3/8/8/8/8/8/R3K3 w - - 149 120", "Ra2");
        assertEquals(EnumSet.of(OutcomeRule.FIFTY_MOVES, OutcomeRule.SEVENTY_FIVE_MOVES), p.outcomes());
        assertEquals(OutcomeRule.SEVENTY_FIVE_MOVES, Outcomes.ending(p.outcomes()));
    }

    @Test
    void shouldLetCheckmateOnSeventyFifthMoveTakePrecedence() {
        // . . . . . . . k
        // . . . . . . . .     Ra8# is the 150th quiet ply: checkmate stands (9.6.2, last sentence)
        // . . . . . . K .
        // R . . . . . . .  (rank 1)
        Played p = Played.from("7k/8/6K1/8/8/8/8/R7 w - - 149 120", "Ra8");
        assertEquals(EnumSet.of(OutcomeRule.CHECKMATE, OutcomeRule.FIFTY_MOVES), p.outcomes());
        assertEquals(OutcomeRule.CHECKMATE, Outcomes.ending(p.outcomes()));
    }

    @Test
    void shouldIgnoreEnPassantSquareWhenNoCaptureIsPossible() {
        // After 1. e4 the FEN names e3, but no black pawn can take: same position as without it.
        assertEquals(key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
                key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        // With a black pawn on d4, exd3 e.p. is possible: a different position (9.2.3).
        assertNotEquals(key("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
                key("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    }

    @Test
    void shouldCiteArticles() {
        assertEquals("5.1.1", OutcomeRule.CHECKMATE.article());
        assertEquals("5.2.1", OutcomeRule.STALEMATE.article());
        assertEquals("5.2.2", OutcomeRule.DEAD_POSITION.article());
        assertEquals("9.2", OutcomeRule.THREEFOLD_REPETITION.article());
        assertEquals("9.3", OutcomeRule.FIFTY_MOVES.article());
        assertEquals("9.6.1", OutcomeRule.FIVEFOLD_REPETITION.article());
        assertEquals("9.6.2", OutcomeRule.SEVENTY_FIVE_MOVES.article());
    }

    private static long key(String fen) {
        return Position.fromFen(fen).value().repetitionKey();
    }
}
