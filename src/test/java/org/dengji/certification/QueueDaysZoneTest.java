package org.dengji.certification;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.dengji.support.TestClock;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The days the pages show and filter by are those of the configured zone ({@code dengji.time-zone}),
 * here Los Angeles: the test clock's noon in China on 1 July is 21:00 on 30 June there, so an application
 * opened then was opened on 30 June, and a correction made then is dated 30 June.
 */
@QuarkusTest
@TestProfile(QueueDaysZoneTest.LosAngeles.class)
class QueueDaysZoneTest {

    /** Pages that write times for readers in Los Angeles. */
    public static class LosAngeles implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("dengji.time-zone", "America/Los_Angeles");
        }
    }

    private static final String ZJ = CertificationFixtures.ZHEJIANG;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    /** The row of application {@code id} in the drafts queue filtered by {@code days}, or null. */
    private static Element draftRow(StaffSession registrar, String player, long id, String days) {
        Response page = registrar.get("/applications?queue=drafts&q=" + player + days);
        assertEquals(200, page.statusCode(), page.asString());
        Element link = Jsoup.parse(page.asString()).selectFirst("#table-drafts a[href=\"/applications/" + id + "\"]");
        return link == null ? null : link.parent().parent();
    }

    @Test
    void shouldFilterAndDateTheQueuesByTheDaysOfTheConfiguredZone() {
        String registrar = world.staffAt(ZJ, Role.REGISTRAR);
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        long id = CertificationFixtures.opened(registrar, player, "FIRST_CLASS");
        StaffSession session = StaffSession.signIn(registrar, StaffFixtures.PASSWORD);

        Element row = draftRow(session, player, id, "&from=2025-06-30&to=2025-06-30");
        assertNotNull(row, "opened on 30 June in Los Angeles");
        assertThat(row.text(), containsString("2025-06-30"));
        assertNull(draftRow(session, player, id, "&from=2025-07-01"), "not opened on 1 July in Los Angeles");
        assertNull(draftRow(session, player, id, "&to=2025-06-29"));
    }

    @Test
    void shouldDateACorrectionFlagOnTheDayOfTheConfiguredZone() {
        var event = world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN", RegistryFixtures.tag(), "Provincial");
        long id = CertificationFixtures.opened(world.staffAt(ZJ, Role.REGISTRAR), event.byPlace().get(1),
                "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 3));
        CertificationFixtures.as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("reason", "Arbiter's report",
                "name", "Renamed")).post("/api/v1/events/" + event.id() + "/corrections").then().statusCode(200);
        CertificationFixtures.as(world.staffAt(ZJ, Role.REVIEWER)).get("/api/v1/applications/" + id).then()
                .statusCode(200).body("flags[0]", containsString("was corrected on 2025-07-02,"));
    }
}
