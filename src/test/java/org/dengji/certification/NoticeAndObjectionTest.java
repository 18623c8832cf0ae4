package org.dengji.certification;

import static io.restassured.RestAssured.given;
import static org.dengji.certification.CertificationFixtures.as;
import static org.dengji.certification.CertificationFixtures.step;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The public notice (公示): the board lists what is on notice, anyone lodges an objection (a few an
 * hour from one address), an open objection keeps the notice from closing and so blocks approval, and
 * only a reviewer of the player's subtree sustains (the application is rejected) or dismisses it. The
 * notice is placed on Tuesday 2025-07-01 and is over on Tuesday 2025-07-08.
 */
@QuarkusTest
class NoticeAndObjectionTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;
    private static final Map<String, String> OBJECTION = Map.of("name", "李明", "contact", "13800000000", "text",
            "He did not play the last round himself.");

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    private String reviewer;
    private String approver;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
        reviewer = world.staffAt(ZJ, Role.REVIEWER);
        approver = world.staffAt(ZJ, Role.APPROVER);
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private static ValidatableResponse lodge(long id, String address, Map<String, String> body) {
        return given().header("X-Forwarded-For", address).contentType("application/json").body(body)
                .post("/api/v1/notices/" + id + "/objections").then();
    }

    private static ValidatableResponse decide(String user, long id, long objection, String outcome) {
        return as(user).body(Map.of("outcome", outcome, "note", "Checked with the arbiter."))
                .post("/api/v1/notices/" + id + "/objections/" + objection + "/decision").then();
    }

    @Test
    void shouldKeepTheNoticeOpenUntilAReviewerDismissesTheObjection() {
        long id = world.onNotice(ZJ, world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        given().get("/api/v1/notices").then().statusCode(200).body("id", hasItem((int) id))
                .body("find { it.id == " + id + " }.lastDay", equalTo("2025-07-07"))
                .body("find { it.id == " + id + " }.titleZh", equalTo("一级棋士"));
        long objection = lodge(id, "203.0.113.1", OBJECTION).statusCode(201).body("status", equalTo("OPEN"))
                .extract().jsonPath().getLong("id");

        clock.fix(LocalDate.of(2025, 7, 8));
        as(approver).get("/api/v1/applications/" + id).then().body("status", equalTo("PUBLIC_NOTICE"));
        step(approver, id, "APPROVE", null).statusCode(409).body("code", equalTo("OBJECTION_OPEN"));
        given().get("/api/v1/notices").then().body("id", hasItem((int) id));

        given().contentType("application/json").body(Map.of("outcome", "DISMISS", "note", "n"))
                .post("/api/v1/notices/" + id + "/objections/" + objection + "/decision").then().statusCode(401);
        decide(world.staffAt(ZJ, Role.REGISTRAR), id, objection, "DISMISS").statusCode(403);
        decide(approver, id, objection, "DISMISS").statusCode(403);
        decide(world.staffAt("1100", Role.REVIEWER), id, objection, "DISMISS").statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION"));
        as(reviewer).get("/api/v1/notices/" + id + "/objections").then().statusCode(200)
                .body("[0].contact", equalTo("13800000000"));
        decide(reviewer, id, objection, "DISMISS").statusCode(200).body("status", equalTo("DISMISSED"));
        decide(reviewer, id, objection, "SUSTAIN").statusCode(409).body("code", equalTo("OBJECTION_DECIDED"));

        as(approver).get("/api/v1/applications/" + id).then().body("status", equalTo("PENDING_APPROVAL"));
        given().get("/api/v1/notices").then().body("id", not(hasItem((int) id)));
        stepOk(approver, id, "APPROVE").body("status", equalTo("APPROVED"));
    }

    @Test
    void shouldRejectTheApplicationWhenAnObjectionIsSustained() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");
        long objection = lodge(id, "203.0.113.2", OBJECTION).statusCode(201).extract().jsonPath().getLong("id");
        decide(reviewer, id, objection, "SUSTAIN").statusCode(200).body("status", equalTo("SUSTAINED"));
        as(reviewer).get("/api/v1/applications/" + id).then().body("status", equalTo("REJECTED"))
                .body("history.action", hasItem("OBJECTION_SUSTAINED"));
        lodge(id, "203.0.113.2", OBJECTION).statusCode(404).body("code", equalTo("NOTICE_NOT_FOUND"));
        // The rejection released the result: it may support a new application.
        CertificationFixtures.open(world.staffAt(ZJ, Role.REGISTRAR), player, "FIRST_CLASS").statusCode(201);
    }

    @Test
    void shouldLimitObjectionsFromOneAddressAndRefuseBadOnes() {
        long id = world.onNotice(ZJ, world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        for (int i = 0; i < 5; i++) {
            lodge(id, "198.51.100.9", OBJECTION).statusCode(201);
        }
        lodge(id, "198.51.100.9", OBJECTION).statusCode(429).body("code", equalTo("OBJECTION_LIMIT"))
                .header("Retry-After", "3600");
        lodge(id, "198.51.100.10", OBJECTION).statusCode(201);
        clock.fix(LocalDate.of(2025, 7, 2));
        lodge(id, "198.51.100.9", OBJECTION).statusCode(201);

        lodge(id, "198.51.100.11", Map.of("name", " ", "contact", "x", "text", "y")).statusCode(400);
        lodge(99999999, "198.51.100.11", OBJECTION).statusCode(404);
        long draft = CertificationFixtures.opened(world.staffAt(ZJ, Role.REGISTRAR),
                world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        lodge(draft, "198.51.100.11", OBJECTION).statusCode(404).body("code", equalTo("NOTICE_NOT_FOUND"));
        given().get("/api/v1/notices").then().body("find { it.id == " + id + " }", not(hasItem("contact")));
    }

    @Test
    void shouldCountTheConfiguredFiveWorkingDaysOverAWeekend() {
        // Placed on Friday 4 July: Fri 4, Mon 7 … Thu 10, over on Friday 11 July. (A notice of 0 days,
        // over at once on any day, is NoticeCalendarTest's.)
        clock.fix(LocalDate.of(2025, 7, 4));
        long id = world.onNotice(ZJ, world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        as(reviewer).get("/api/v1/applications/" + id).then().body("noticeClosesOn", equalTo("2025-07-11"));
    }
}
