package org.dengji.certification;

import static org.dengji.certification.CertificationFixtures.as;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import io.quarkus.test.junit.QuarkusTest;
import org.dengji.audit.AuditEntry;
import org.dengji.authority.Organisation;
import org.dengji.certification.application.TitleApplication;
import org.dengji.common.Role;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Post-event notice within the reviewer's jurisdiction. A Zhejiang provincial championship (3300)
 * whose runner-up has since been registered with Guangdong (4400):
 *
 * <pre>
 *   place  1  Zhejiang   placed on notice by the Zhejiang reviewer, audited under 3300 (the winner is
 *                        moved to a prefecture of Zhejiang first, so the unit is the reviewer's)
 *   place  2  Guangdong  left out: OUTSIDE_JURISDICTION; Guangdong opens the application
 *   places 3–6 Zhejiang  placed
 * </pre>
 */
@QuarkusTest
class PostEventJurisdictionTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;
    private static final String GD = "4400";

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

    /** A locked Zhejiang event whose runner-up is now registered with Guangdong. */
    private CertificationFixtures.Imported mixedEvent() {
        var event = world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN", RegistryFixtures.tag(), "Mixed");
        as(world.staffAt(CertificationFixtures.NATIONAL, Role.REGISTRAR))
                .body(Map.of("homeUnit", GD, "reason", "Transferred to Guangdong"))
                .post("/api/v1/players/" + event.byPlace().get(2) + "/corrections").then().statusCode(200);
        as(world.staffAt(ZJ, Role.REGISTRAR)).post("/api/v1/events/" + event.id() + "/lock").then().statusCode(200);
        return event;
    }

    private static ValidatableResponse place(String user, long eventId) {
        return as(user).body(Map.of("eventId", eventId)).post("/api/v1/notices/post-event").then();
    }

    @Test
    void shouldPlaceOnlyTheReviewersOwnQualifiersAndListTheOthersAsLeftOut() {
        var event = mixedEvent();
        String zhejiang = event.byPlace().get(1);
        String guangdong = event.byPlace().get(2);
        String reviewer = world.staffAt(ZJ, Role.REVIEWER);
        // The winner is registered with a prefecture of Zhejiang: the notice is audited under the
        // reviewer's unit, whose act it is, not the player's.
        as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("homeUnit", world.prefecture().unitCode))
                .post("/api/v1/players/" + zhejiang + "/corrections").then().statusCode(200);

        var answer = place(reviewer, event.id()).statusCode(200)
                .body("placed", hasSize(5))
                .body("placed[0].registrationNo", equalTo(zhejiang))
                .body("placed.registrationNo", not(org.hamcrest.Matchers.hasItem(guangdong)))
                .body("placed.approvingUnit", everyItem(equalTo(ZJ)))
                .body("skipped", hasSize(0))
                .body("leftOut", hasSize(1))
                .body("leftOut[0].registrationNo", equalTo(guangdong))
                .body("leftOut[0].reason", equalTo("OUTSIDE_JURISDICTION"))
                .extract().jsonPath();
        // Nothing but the number and the reason: no unit, no name, no birth date of another unit's player.
        assertEquals(java.util.Set.of("registrationNo", "reason"), answer.getMap("leftOut[0]").keySet());
        long placed = answer.getLong("placed[0].id");
        as(reviewer).get("/api/v1/applications/" + placed).then().statusCode(200);
        assertEquals(ZJ, auditedUnitOfNotice(placed));
        assertEquals(0L, applicationsOf(guangdong));
    }

    @Test
    void shouldLeaveTheLeftOutQualifierToTheirOwnUnit() {
        var event = mixedEvent();
        String guangdong = event.byPlace().get(2);
        place(world.staffAt(ZJ, Role.REVIEWER), event.id()).statusCode(200);

        // The design keeps post-event notice to events organised within the reviewer's subtree:
        // Guangdong does not place from Zhejiang's event, it gives its player an application.
        place(world.staffAt(GD, Role.REVIEWER), event.id()).statusCode(404).body("code", equalTo("EVENT_NOT_FOUND"));
        long id = world.onNotice(GD, guangdong, "FIRST_CLASS");
        as(world.staffAt(GD, Role.REVIEWER)).get("/api/v1/applications/" + id).then().statusCode(200)
                .body("status", equalTo("PUBLIC_NOTICE"))
                .body("approvingUnit", equalTo(GD))
                .body("evidence[0].eventId", equalTo((int) event.id()));
        // And the Zhejiang reviewer, who never placed them, does not see it.
        as(world.staffAt(ZJ, Role.REVIEWER)).get("/api/v1/applications/" + id).then().statusCode(404);
    }

    @Test
    void shouldAnswerTheRoleMatrixOfPostEventNotice() {
        var event = mixedEvent();
        io.restassured.RestAssured.given().contentType("application/json").body(Map.of("eventId", event.id()))
                .post("/api/v1/notices/post-event").then().statusCode(401);
        place(world.staffAt(ZJ, Role.REGISTRAR), event.id()).statusCode(403);
        place(world.staffAt(ZJ, Role.APPROVER), event.id()).statusCode(403);
        place(world.staffAt(GD, Role.REVIEWER), event.id()).statusCode(404).body("code", equalTo("EVENT_NOT_FOUND"));
        place(world.staffAt(ZJ, Role.REVIEWER), event.id()).statusCode(200).body("leftOut", hasSize(1));
    }

    @Test
    void shouldShowTheLeftOutQualifierOnThePageFormInTheReadersLanguage() {
        var event = mixedEvent();
        String guangdong = event.byPlace().get(2);
        StaffSession reviewer = StaffSession.signIn(world.staffAt(ZJ, Role.REVIEWER), StaffFixtures.PASSWORD);
        assertThat(reviewer.get("/applications").asString(), containsString("id=\"post-event-form\""));
        Response zh = reviewer.postForm("/applications", "/notices/post-event", Map.of("eventId", event.id()));
        assertEquals(200, zh.statusCode(), zh.asString());
        String row = row(zh.asString(), guangdong);
        assertThat(row, containsString("在其他单位注册，由其注册单位公示"));
        assertThat(row, not(containsString("Guangdong")));
        assertThat(zh.asString(), containsString("href=\"/applications/"));
        // Placed again: the Zhejiang players' results are cited now, the Guangdong player is still not ours.
        Response en = reviewer.postForm("/applications?lang=en", "/notices/post-event?lang=en",
                Map.of("eventId", event.id()));
        assertEquals(200, en.statusCode());
        assertThat(row(en.asString(), guangdong), containsString("Registered with another unit"));
        assertThat(row(en.asString(), event.byPlace().get(1)), containsString("already supports another"));

        StaffSession registrar = StaffSession.signIn(world.staffAt(ZJ, Role.REGISTRAR), StaffFixtures.PASSWORD);
        assertThat(registrar.get("/applications").asString(), not(containsString("id=\"post-event-form\"")));
    }

    private static String row(String html, String registrationNo) {
        int start = html.indexOf("id=\"not-placed-" + registrationNo + "\"");
        assertEquals(true, start >= 0, "no row for " + registrationNo + " in " + html);
        return html.substring(start, html.indexOf("</tr>", start));
    }

    private static String auditedUnitOfNotice(long applicationId) {
        return QuarkusTransaction.requiringNew().call(() -> {
            List<AuditEntry> rows = AuditEntry.list("entityType = 'application' and entityId = ?1"
                    + " and action = 'APPLICATION_POST_EVENT_NOTICE'", String.valueOf(applicationId));
            assertEquals(1, rows.size());
            return Organisation.<Organisation>findById(rows.get(0).organisationId).unitCode;
        });
    }

    private static long applicationsOf(String registrationNo) {
        return QuarkusTransaction.requiringNew().call(() -> TitleApplication.count("player.registrationNo",
                registrationNo));
    }
}
