package org.dengji.registry;

import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.player.Player;
import org.dengji.registry.record.EveryonesEligibility;
import org.dengji.registry.record.EveryonesEligibility.PlayerEvaluation;
import org.dengji.registry.record.PlayerRecords;
import org.dengji.registry.record.PlayerStanding;
import org.dengji.standards.core.Track;
import org.dengji.standards.version.StandardEntity;
import org.dengji.standards.version.StandardStore;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The evaluation of many players in one reading answers as the evaluation of each player alone: the
 * same results in the same order, the same evaluation, under either track's standard.
 */
@QuarkusTest
class EveryonesEligibilityTest {

    private static final LocalDate TODAY = LocalDate.of(2025, 7, 1);

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    @Inject
    EveryonesEligibility everyone;

    @Inject
    PlayerRecords records;

    @Inject
    StandardStore standards;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        clock.fix(TODAY);
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    @Test
    void shouldAnswerForEveryPlayerAsThePlayersOwnEvaluationDoes() {
        String tag = tag();
        long first = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        // The same players again in another event, so that some have two results to order.
        importAndPublish(fixture("trf/swiss-trf16.trf", tag).replace("012 Swiss", "012 Again"), provincialOpen());
        importAndPublish(fixture("trf/round-robin.trf", tag), provincialOpen());
        // A draft is never evidence.
        postTrf(ZJ_REGISTRAR, fixture("trf/swiss-trf16.trf", tag).replace("012 Swiss", "012 Draft"), provincialOpen())
                .statusCode(201);
        for (Track track : Track.values()) {
            List<PlayerEvaluation> all = new ArrayList<>();
            StandardEntity version = QuarkusTransaction.requiringNew().call(() -> standards.requireInForce(track, TODAY));
            long count = everyone.everyone(version, TODAY, all::add);
            assertEquals(all.size(), count);
            assertTrue(all.stream().anyMatch(e -> e.resultIds().size() == 2), "a player with two results");
            if (track == Track.NATIONAL) {
                assertTrue(all.stream().anyMatch(e -> e.evaluation().highestTitle().isPresent()), "someone qualifies");
            }
            Set<Long> ids = new HashSet<>();
            for (PlayerEvaluation e : all) {
                assertTrue(ids.add(e.playerId()), "each player once");
                assertSameAsAlone(e, version);
            }
        }
        List<PlayerEvaluation> ofFirst = new ArrayList<>();
        StandardEntity national = QuarkusTransaction.requiringNew().call(() -> records.inForceToday());
        everyone.playersOf(List.of(first), national, TODAY, ofFirst::add);
        Set<Long> players = QuarkusTransaction.requiringNew().call(() -> new HashSet<>(EventResult
                .<EventResult>list("event.id", first).stream().map(r -> r.player.id).toList()));
        assertEquals(players, new HashSet<>(ofFirst.stream().map(PlayerEvaluation::playerId).toList()));
        assertFalse(ofFirst.isEmpty());
        ofFirst.forEach(e -> assertSameAsAlone(e, national));
    }

    private void assertSameAsAlone(PlayerEvaluation e, StandardEntity version) {
        QuarkusTransaction.requiringNew().run(() -> {
            PlayerStanding alone = records.standingUnder(Player.findById(e.playerId()), version);
            assertEquals(alone.results().stream().map(r -> r.id).toList(), e.resultIds(), "results of " + e.playerId());
            assertEquals(alone.evaluation(), e.evaluation(), "evaluation of " + e.playerId());
        });
    }
}
