package org.dengji.certification;

import static io.restassured.RestAssured.given;
import static org.dengji.certification.CertificationFixtures.as;
import static org.dengji.certification.CertificationFixtures.step;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every write endpoint of the applications API for the allowed role, a wrong role, anonymous and
 * out of jurisdiction. A refusal names why (the code); the application is a Zhejiang player's draft,
 * and the refusals come before its state is looked at.
 */
@QuarkusTest
class ApplicationAccessTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;
    private static final String BEIJING = "1100";

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    private String player;
    private long draft;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
        player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        draft = CertificationFixtures.opened(world.staffAt(ZJ, Role.REGISTRAR), player, "FIRST_CLASS");
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    @Test
    void shouldOpenOnlyForARegistrarOrReviewerOfThePlayersSubtree() {
        Map<String, String> body = Map.of("registrationNo", player, "title", "FIRST_CLASS");
        given().contentType("application/json").body(body).post("/api/v1/applications").then().statusCode(401);
        as(world.staffAt(ZJ, Role.APPROVER)).body(body).post("/api/v1/applications").then().statusCode(403);
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD).contentType("application/json")
                .body(body).post("/api/v1/applications").then().statusCode(403);
        CertificationFixtures.open(world.staffAt(BEIJING, Role.REGISTRAR), player, "FIRST_CLASS").statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION"));
        CertificationFixtures.open(world.staffAt(BEIJING, Role.REVIEWER), player, "FIRST_CLASS").statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION"));
        // The allowed roles: a registrar opened the draft of this test; the reviewer finds its result taken.
        CertificationFixtures.open(world.staffAt(ZJ, Role.REVIEWER), player, "FIRST_CLASS").statusCode(409)
                .body("code", equalTo("RESULT_ALREADY_USED"));
    }

    @Test
    void shouldRefuseEveryStepAnonymously() {
        for (String action : new String[] {"SUBMIT", "RECOMMEND", "RETURN", "REJECT", "START_NOTICE", "APPROVE",
                "ACKNOWLEDGE_FILING", "REVOKE"}) {
            given().contentType("application/json").body(Map.of("action", action, "note", "n"))
                    .post("/api/v1/applications/" + draft + "/transitions").then().statusCode(401);
        }
        given().get("/api/v1/applications/" + draft).then().statusCode(401);
    }

    @Test
    void shouldRefuseEveryStepToTheWrongRole() {
        String registrar = world.staffAt(ZJ, Role.REGISTRAR);
        String reviewer = world.staffAt(ZJ, Role.REVIEWER);
        String approver = world.staffAt(ZJ, Role.APPROVER);
        wrongRole(reviewer, "SUBMIT");
        wrongRole(approver, "SUBMIT");
        for (String review : new String[] {"RECOMMEND", "RETURN", "START_NOTICE", "REJECT"}) {
            wrongRole(registrar, review);
        }
        for (String decision : new String[] {"APPROVE", "REVOKE", "ACKNOWLEDGE_FILING"}) {
            wrongRole(registrar, decision);
        }
        wrongRole(reviewer, "APPROVE");
        wrongRole(reviewer, "REVOKE");
        as(StaffFixtures.ADMIN).auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .body(Map.of("action", "SUBMIT")).post("/api/v1/applications/" + draft + "/transitions").then()
                .statusCode(403);
    }

    @Test
    void shouldAnswerEveryStepOutOfJurisdictionAsForAnApplicationThatDoesNotExist() {
        step(world.staffAt(BEIJING, Role.REGISTRAR), draft, "SUBMIT", null).statusCode(404)
                .body("code", equalTo("APPLICATION_NOT_FOUND"));
        for (String review : new String[] {"RECOMMEND", "RETURN", "START_NOTICE", "REJECT"}) {
            step(world.staffAt(BEIJING, Role.REVIEWER), draft, review, "n").statusCode(404)
                    .body("code", equalTo("APPLICATION_NOT_FOUND"));
        }
        for (String decision : new String[] {"APPROVE", "REVOKE", "REJECT"}) {
            step(world.staffAt(BEIJING, Role.APPROVER), draft, decision, "n").statusCode(404)
                    .body("code", equalTo("APPLICATION_NOT_FOUND"));
        }
        String body = as(world.staffAt(BEIJING, Role.REVIEWER)).get("/api/v1/applications/" + draft).then()
                .statusCode(404).body("code", equalTo("APPLICATION_NOT_FOUND")).extract().asString();
        org.junit.jupiter.api.Assertions.assertFalse(body.contains("3300") || body.contains("Zhejiang"), body);
    }

    @Test
    void shouldLetTheAllowedRolesReadAndAct() {
        as(world.staffAt(ZJ, Role.APPROVER)).get("/api/v1/applications/" + draft).then().statusCode(200)
                .body("status", equalTo("DRAFT"));
        step(world.staffAt(ZJ, Role.REGISTRAR), draft, "SUBMIT", null).statusCode(200)
                .body("status", equalTo("SUBMITTED"));
        step(world.staffAt(ZJ, Role.REVIEWER), draft, "REJECT", "Shared place in fact.").statusCode(200)
                .body("status", equalTo("REJECTED"));
    }

    private void wrongRole(String user, String action) {
        step(user, draft, action, "n").statusCode(403).body("code", equalTo("WRONG_ROLE"));
    }
}
