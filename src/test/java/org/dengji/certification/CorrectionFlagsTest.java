package org.dengji.certification;

import static org.dengji.certification.CertificationFixtures.as;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.hamcrest.Matchers.empty;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A correction of an event flags the live applications that cite it and were opened before it (they
 * rest on the results as they were); an application opened after the correction cites the corrected
 * results and is not flagged.
 */
@QuarkusTest
class CorrectionFlagsTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @Inject
    EntityManager entities;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private void correct(long eventId, String reason) {
        as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("reason", reason, "name", "Renamed " + reason))
                .post("/api/v1/events/" + eventId + "/corrections").then().statusCode(200);
    }

    private void expectFlags(long application, String... flags) {
        var body = as(world.staffAt(ZJ, Role.REVIEWER)).get("/api/v1/applications/" + application).then()
                .statusCode(200);
        if (flags.length == 0) {
            body.body("flags", empty());
        } else {
            body.body("flags", contains(flags));
        }
    }

    @Test
    void shouldFlagAnApplicationWhoseCitedEventIsCorrectedAfterItWasOpened() {
        var event = world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN", RegistryFixtures.tag(), "Provincial");
        long application = CertificationFixtures.opened(world.staffAt(ZJ, Role.REGISTRAR), event.byPlace().get(1),
                "FIRST_CLASS");
        expectFlags(application);

        clock.fix(LocalDate.of(2025, 7, 3));
        correct(event.id(), "Arbiter's report");
        expectFlags(application, "Event " + event.id() + " was corrected on 2025-07-03, after the application was"
                + " opened: Arbiter's report");
        assertEquals(storedFlags(application), flagsTheUpgradeWouldWrite(application));
    }

    /** The flags stored for the application: (event, grounds, day). */
    private List<List<Object>> storedFlags(long application) {
        return rows("SELECT f.application_id, f.event_id, f.grounds, f.raised_on FROM application_flag f"
                + " WHERE f.application_id = " + application + " ORDER BY f.id");
    }

    /**
     * What the upgrades write for corrections made before flags were stored on correction, from the same
     * audit rows: the query of the first, which wrote an English sentence, then the second's reading of the
     * grounds out of that sentence, run now, must give the flags stored as it happened.
     */
    private List<List<Object>> flagsTheUpgradeWouldWrite(long application) {
        String migration = readMigration("db/migration/V53__flags_for_corrected_events.sql");
        String select = migration.substring(migration.indexOf("SELECT a.id AS"), migration.indexOf("ORDER BY c.id"));
        String words = readMigration("db/migration/V56__notes_in_every_language.sql");
        String set = "UPDATE application_flag SET grounds = ";
        int start = words.indexOf(set) + set.length();
        String grounds = words.substring(start, words.indexOf("\nWHERE event_id IS NOT NULL", start));
        return rows("SELECT q.application_id, q.event_id, " + grounds + ", q.raised_on FROM (" + select + ") q"
                + " WHERE q.application_id = " + application);
    }

    @SuppressWarnings("unchecked")
    private List<List<Object>> rows(String sql) {
        List<Object[]> found = entities.createNativeQuery(sql).getResultList();
        return found.stream().map(r -> List.of(((Number) r[0]).longValue(), ((Number) r[1]).longValue(),
                r[2], r[3].toString())).toList();
    }

    private static String readMigration(String resource) {
        try (InputStream in = CorrectionFlagsTest.class.getClassLoader().getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void shouldNotFlagAnApplicationOpenedAfterTheCorrection() {
        var event = world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN", RegistryFixtures.tag(), "Provincial");
        correct(event.id(), "Arbiter's report");
        long application = CertificationFixtures.opened(world.staffAt(ZJ, Role.REGISTRAR), event.byPlace().get(1),
                "FIRST_CLASS");
        expectFlags(application);
    }
}
