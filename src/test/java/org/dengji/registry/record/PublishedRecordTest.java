package org.dengji.registry.record;

import static org.dengji.registry.RegistryFixtures.ZHEJIANG;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.LocalDate;
import java.util.List;
import org.dengji.registry.RegistryFixtures;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.player.Player;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A player's page reads their published record as rows: the same results, in the same order, as the evaluation
 * reads from the entities (an amateur grading event takes its level from its organiser), under the standard in force.
 */
@QuarkusTest
class PublishedRecordTest {

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    @Inject
    PlayerRecords records;

    private long provincial;
    private long grading;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
        String tag = tag();
        provincial = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        grading = importAndPublish(fixture("trf/crosstable-cells.trf", tag), "organisation=" + ZHEJIANG
                + "&category=AMATEUR_GRADING&section=OPEN&official=true");
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    @Test
    @Transactional
    void shouldReadTheResultsAndEvaluationTheEntitiesGive() {
        List<Player> players = EventResult.<EventResult>list("event.id in ?1", List.of(provincial, grading)).stream()
                .map(r -> r.player).distinct().toList();
        assertFalse(players.isEmpty());
        for (Player p : players) {
            List<EventResult> entities = records.publishedResults(p);
            PublishedRecord.Read rows = PublishedRecord.read(EventResult.getEntityManager(), p.id);
            assertEquals(RecordBuilder.of(p, entities).results(), rows.results(), p.registrationNo);
            assertEquals(entities.stream().map(r -> List.of(r.event.id, r.event.name, r.event.category,
                    r.event.endDate, r.rankText(), r.points, r.games, r.faultyGames)).toList(),
                    rows.lines().stream().map(l -> List.of(l.eventId(), l.eventName(), l.category(), l.endDate(),
                            l.rankText(), l.points(), l.games(), l.faultyGames())).toList(), p.registrationNo);
            assertEquals(records.inForceToday().code, records.publishedRecord(p).evaluation().standardCode());
        }
    }
}
