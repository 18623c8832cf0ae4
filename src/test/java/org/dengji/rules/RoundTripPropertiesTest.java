package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Properties over positions reached by seeded random walks from the perft positions, as plain JUnit
 * dynamic tests. Each case is named by its start and seed, so a failure can be replayed with
 * {@link #walk}; {@code -Drules.seed=N} changes the base seed, {@code -Drules.walks=N} the count.
 * (jqwik was tried and left out: see the rules-core report.)
 */
class RoundTripPropertiesTest {
    private static final long BASE_SEED = Long.getLong("rules.seed", 20_261_129L);
    private static final int WALKS = Integer.getInteger("rules.walks", 250);
    private static final int MAX_PLIES = 60;
    private static final List<String> STARTS = List.of(
            Fen.STARTING,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1");
    private static final ReferenceGenerator REFERENCE = new ReferenceGenerator();

    /** A random legal game of up to {@code plies} moves from {@code fen}; the same seed gives the same walk. */
    static Position walk(String fen, long seed, int plies) {
        Random random = new Random(seed);
        Position p = Position.fromFen(fen).value();
        for (int i = 0; i < plies; i++) {
            List<Move> moves = p.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            p = p.play(moves.get(random.nextInt(moves.size())));
        }
        return p;
    }

    /** One dynamic test per walk: start index, seed and length follow from the case number. */
    private static Stream<DynamicTest> forEachWalk(Consumer<Position> property) {
        return IntStream.range(0, WALKS).mapToObj(i -> {
            long seed = BASE_SEED + i;
            String start = STARTS.get(i % STARTS.size());
            int plies = new Random(seed).nextInt(MAX_PLIES + 1);
            String name = "start " + (i % STARTS.size()) + ", seed " + seed + ", " + plies + " plies";
            return DynamicTest.dynamicTest(name, () -> property.accept(walk(start, seed, plies)));
        });
    }

    @TestFactory
    Stream<DynamicTest> fenRoundTrips() {
        return forEachWalk(p -> {
            String fen = p.fen();
            Setup setup = Fen.parse(fen).value();
            assertEquals(fen, Fen.render(setup));
            assertEquals(p, Position.of(setup).value());
            assertEquals(p.repetitionKey(), Position.of(setup).value().repetitionKey());
        });
    }

    @TestFactory
    Stream<DynamicTest> sanRoundTrips() {
        return forEachWalk(p -> {
            for (Move m : p.legalMoves()) {
                String san = San.render(p, m);
                assertEquals(m, San.parseMove(p, san).value(), san + " in " + p.fen());
                assertEquals(san, San.render(p, San.parseMove(p, san).value()));
                assertEquals(m, San.parseMove(p, m.uci()).value(), m.uci() + " in " + p.fen());
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> legalMovesAgreeWithIsLegal() {
        return forEachWalk(p -> {
            Set<Move> legal = new HashSet<>(p.legalMoves());
            assertEquals(legal.size(), p.countLegalMoves());
            for (Move m : candidates(p, new Random(p.repetitionKey()))) {
                assertEquals(legal.contains(m), p.isLegal(m), m + " in " + p.fen());
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> legalMovesAgreeWithReferenceGenerator() {
        return forEachWalk(p -> {
            Set<String> ours = new TreeSet<>();
            p.legalMoves().forEach(m -> ours.add(m.uci()));
            assertEquals(REFERENCE.legalUci(p), ours, p.fen());
            ReferenceGenerator.Slow slow = ReferenceGenerator.of(p);
            boolean inCheck = ReferenceGenerator.attacked(slow, ReferenceGenerator.king(slow, p.turn()), p.turn().other());
            assertEquals(inCheck, p.isCheck(), p.fen());
            assertEquals(inCheck && ours.isEmpty(), p.isCheckmate(), p.fen());
            assertEquals(!inCheck && ours.isEmpty(), p.isStalemate(), p.fen());
        });
    }

    /** Legal moves, each with one part changed, and random moves: mostly illegal, some legal. */
    private static List<Move> candidates(Position p, Random random) {
        List<Move> result = new ArrayList<>();
        Role[] roles = Role.values();
        for (Move m : p.legalMoves()) {
            result.add(m);
            result.add(Move.of(m.from(), m.to(), m.role(), m.promotion(), m.captured(), !m.isCastling(), m.isEnPassant()));
            result.add(Move.of(m.from(), m.to(), m.role(), m.promotion(), m.captured(), m.isCastling(), !m.isEnPassant()));
            result.add(Move.of(m.from(), m.to(), roles[random.nextInt(6)], m.promotion(), m.captured(), m.isCastling(), m.isEnPassant()));
            result.add(Move.of(m.from(), random.nextInt(64), m.role(), m.promotion(), m.captured(), m.isCastling(), m.isEnPassant()));
            result.add(Move.of(m.from(), m.to(), m.role(), m.promotion(), m.isCapture() ? null : Role.PAWN, m.isCastling(), m.isEnPassant()));
        }
        for (int i = 0; i < 50; i++) {
            Role promotion = random.nextInt(4) == 0 ? roles[1 + random.nextInt(4)] : null;
            Role captured = random.nextInt(3) == 0 ? roles[random.nextInt(5)] : null;
            result.add(Move.of(random.nextInt(64), random.nextInt(64), roles[random.nextInt(6)], promotion, captured,
                    random.nextInt(10) == 0, random.nextInt(10) == 0));
        }
        return result;
    }

    @TestFactory
    Stream<DynamicTest> walksReachEndgameFeatures() {
        // Guards the generator of cases: the walks must actually visit checks, captures and promotions.
        return Stream.of(DynamicTest.dynamicTest("walks visit checks and promotions", () -> {
            int checks = 0;
            int promotions = 0;
            for (int i = 0; i < WALKS; i++) {
                Position p = walk(STARTS.get(i % STARTS.size()), BASE_SEED + i, MAX_PLIES);
                checks += p.isCheck() ? 1 : 0;
                promotions += p.legalMoves().stream().anyMatch(m -> m.promotion() != null) ? 1 : 0;
            }
            assertTrue(checks > 0 && promotions > 0, checks + " checks, " + promotions + " promotions");
        }));
    }
}
