package org.dengji.certification;

import static org.dengji.certification.CertificationFixtures.as;
import static org.dengji.certification.CertificationFixtures.open;
import static org.dengji.certification.CertificationFixtures.opened;
import static org.dengji.certification.CertificationFixtures.step;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.dengji.common.Role;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules an application obeys: the evaluator's clause or a 422 with its reasons, the version's
 * window on both sides of its last day (events end 2025-04-03, 6 months: the last day is 2025-10-03),
 * one result for one title per track, and exactly one of two concurrent decisions.
 */
@QuarkusTest
class ApplicationRulesTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    private String registrar;
    private String reviewer;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
        registrar = world.staffAt(ZJ, Role.REGISTRAR);
        reviewer = world.staffAt(ZJ, Role.REVIEWER);
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    @Test
    void shouldRefuseATitleTheRecordDoesNotMeetWithTheEvaluatorsReasons() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        open(registrar, player, "GRANDMASTER").statusCode(422).body("code", equalTo("NOT_QUALIFIED"))
                .body("violations.field", hasItem("M-GM-1"))
                .body("violations.find { it.field == 'M-GM-1' }.message",
                        containsString("1st place at the national individual championship: 0 of 1"));
    }

    @Test
    void shouldAcceptAnApplicationOnTheWindowsLastDayAndNotTheDayAfter() {
        Map<Integer, String> placed = world.placed(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN");
        clock.fix(LocalDate.of(2025, 10, 3));
        long onTime = opened(registrar, placed.get(1), "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 10, 4));
        open(registrar, placed.get(2), "FIRST_CLASS").statusCode(422).body("code", equalTo("NOT_QUALIFIED"));
        step(registrar, onTime, "SUBMIT", null).statusCode(422).body("code", equalTo("WINDOW_CLOSED"));
        clock.fix(LocalDate.of(2025, 10, 3));
        stepOk(registrar, onTime, "SUBMIT").body("status", equalTo("SUBMITTED"));
    }

    @Test
    void shouldLetOneResultSupportOneTitlePerTrackUntilItsApplicationIsRejected() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        long first = opened(registrar, player, "FIRST_CLASS");
        open(registrar, player, "FIRST_CLASS").statusCode(409).body("code", equalTo("RESULT_ALREADY_USED"));
        stepOk(registrar, first, "SUBMIT");
        step(reviewer, first, "REJECT", "Wrong player matched.").statusCode(200);
        open(registrar, player, "FIRST_CLASS").statusCode(201);
    }

    @Test
    void shouldLetExactlyOneOfTwoConcurrentDecisionsWin() throws Exception {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        String approver = world.staffAt(ZJ, Role.APPROVER);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Response>> answers = new ArrayList<>();
        for (String action : new String[] {"APPROVE", "REJECT"}) {
            answers.add(pool.submit(() -> {
                start.await();
                return as(approver).body(Map.of("action", action, "note", "decided"))
                        .post("/api/v1/applications/" + id + "/transitions");
            }));
        }
        start.countDown();
        List<Integer> statuses = new ArrayList<>();
        for (Future<Response> answer : answers) {
            statuses.add(answer.get().statusCode());
        }
        pool.shutdown();
        statuses.sort(null);
        assertEquals(List.of(200, 409), statuses);
        String status = as(approver).get("/api/v1/applications/" + id).then().extract().path("status");
        long decided = as(approver).get("/api/v1/applications/" + id).then().extract().jsonPath()
                .getList("history.action").stream().filter(a -> a.equals("APPROVE") || a.equals("REJECT")).count();
        assertEquals(1, decided, "one decision in the history, the application " + status);
    }

    @Test
    void shouldRefuseMalformedAndUnknownRequests() {
        as(registrar).body(Map.of("registrationNo", "CN99999999", "title", "FIRST_CLASS"))
                .post("/api/v1/applications").then().statusCode(404).body("code", equalTo("PLAYER_NOT_FOUND"));
        as(registrar).body(Map.of("registrationNo", "CN1", "title", "EMPEROR")).post("/api/v1/applications").then()
                .statusCode(400);
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        as(registrar).body(Map.of("registrationNo", player, "title", "FIRST_CLASS", "standard", "CN-AMATEUR-1"))
                .post("/api/v1/applications").then().statusCode(400).body("code", equalTo("STANDARD_TRACK"));
        as(registrar).body(Map.of("action", "FLY")).post("/api/v1/applications/1/transitions").then().statusCode(400);
        step(registrar, 99999999, "SUBMIT", null).statusCode(404).body("code", equalTo("APPLICATION_NOT_FOUND"));
    }
}
