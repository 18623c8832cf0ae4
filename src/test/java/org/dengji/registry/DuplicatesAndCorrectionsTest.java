package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The possible-duplicates queue (merge, undo, dismiss) and corrections of locked events, each with
 * its access matrix and its audit entry.
 */
@QuarkusTest
class DuplicatesAndCorrectionsTest {

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    private String tag;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
        tag = tag();
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private static String regNo(long event, int start) {
        return given().when().get("/api/v1/events/" + event + "/standings").then().extract().jsonPath()
                .getString("find { it.startNumber == " + start + " }.registrationNo");
    }

    /** Zhao (start 3, no FIDE ID) again in a second event, with another birth date: a possible duplicate. */
    private long[] twoEventsWithZhao() {
        long first = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        String second = fixture("trf/swiss-trf16.trf", tag).replace("012 Swiss", "012 Later")
                .replace("2001/02/03", "2001/03/02");
        long later = importAndPublish(second, provincialOpen());
        return new long[] {first, later};
    }

    private long candidateFor(String registrationNo) {
        return asRegistrar(ZJ_REGISTRAR).when().get("/api/v1/duplicates").then().statusCode(200).extract()
                .jsonPath().getLong("find { it.player.registrationNo == '" + registrationNo + "' }.id");
    }

    @Test
    void shouldQueueTheSameNameWithAnotherBirthDateAndMergeItUndoably() {
        long[] events = twoEventsWithZhao();
        String kept = regNo(events[0], 3);
        String created = regNo(events[1], 3);
        org.junit.jupiter.api.Assertions.assertNotEquals(kept, created);
        long candidate = candidateFor(created);
        asRegistrar(ZJ_REGISTRAR).when().get("/api/v1/duplicates").then()
                .body("find { it.id == " + candidate + " }.reason", equalTo("SAME_NAME_OTHER_BIRTH_DATE"))
                .body("find { it.id == " + candidate + " }.existing.registrationNo", equalTo(kept));
        long merge = asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/duplicates/" + candidate + "/merge").then()
                .statusCode(200).body("movedResults", is(1)).extract().jsonPath().getLong("id");
        given().when().get("/api/v1/players/" + kept + "/eligibility").then().body("results", hasSize(2));
        given().when().get("/api/v1/players/" + created).then().body("registrationNo", equalTo(kept));
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/duplicates/" + candidate + "/merge").then().statusCode(409);
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/merges/" + merge + "/undo").then().statusCode(200)
                .body("undone", is(true));
        given().when().get("/api/v1/players/" + kept + "/eligibility").then().body("results", hasSize(1));
        given().when().get("/api/v1/players/" + created).then().body("registrationNo", equalTo(created));
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/api/v1/audit?entityType=player&entityId=" + kept).then()
                .body("items.action", org.hamcrest.Matchers.hasItem("PLAYER_MERGED"));
    }

    @Test
    void shouldLetOnlyARegistrarCoveringBothPlayersDecide() {
        long[] events = twoEventsWithZhao();
        long candidate = candidateFor(regNo(events[1], 3));
        String merge = "/api/v1/duplicates/" + candidate + "/merge";
        asRegistrar(ZJ_REVIEWER).when().post(merge).then().statusCode(403);
        asRegistrar(BJ_REGISTRAR).when().post(merge).then().statusCode(404).body("code", equalTo("DUPLICATE_NOT_FOUND"));
        given().contentType("application/json").when().post(merge).then().statusCode(401);
        asRegistrar(BJ_REGISTRAR).when().get("/api/v1/duplicates").then().statusCode(200)
                .body("find { it.id == " + candidate + " }", nullValue());
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/duplicates/" + candidate + "/dismiss").then().statusCode(200)
                .body("status", equalTo("DISMISSED"));
    }

    @Test
    void shouldNeedAReasonToCorrectALockedEventAndAuditBeforeAndAfter() {
        long event = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        String wang = regNo(event, 1);
        given().when().get("/api/v1/players/" + wang + "/eligibility").then().body("highestTitle", equalTo("FIRST_CLASS"));
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + event + "/lock").then().statusCode(200);
        String correction = "{\"results\": [{\"startNumber\": 1, \"points\": 2.5, \"games\": 3}]%s}";
        String path = "/api/v1/events/" + event + "/corrections";
        asRegistrar(ZJ_REGISTRAR).body(correction.formatted("")).when().post(path).then().statusCode(400)
                .body("code", equalTo("REASON_REQUIRED"));
        asRegistrar(ZJ_REVIEWER).body(correction.formatted(", \"reason\": \"x\"")).when().post(path).then()
                .statusCode(403);
        asRegistrar(BJ_REGISTRAR).body(correction.formatted(", \"reason\": \"x\"")).when().post(path).then()
                .statusCode(404);
        given().contentType("application/json").body(correction.formatted(", \"reason\": \"x\"")).when().post(path)
                .then().statusCode(401);
        asRegistrar(ZJ_REGISTRAR).body(correction.formatted(", \"reason\": \"Arbiter's report of 5 April\""))
                .when().post(path).then().statusCode(200);
        given().when().get("/api/v1/players/" + wang + "/eligibility").then().body("highestTitle", nullValue());
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/api/v1/audit?entityType=event&entityId=" + event).then()
                .body("items.find { it.action == 'EVENT_CORRECTED' }.reason", equalTo("Arbiter's report of 5 April"))
                .body("items.find { it.action == 'EVENT_CORRECTED' }.before", containsString("rank=1 "))
                .body("items.find { it.action == 'EVENT_CORRECTED' }.after", containsString("rank= points=2.5"));
    }

    @Test
    void shouldRefusePointsThatTheGamesPlayedCannotGive() {
        long event = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + event + "/lock").then().statusCode(200);
        String path = "/api/v1/events/" + event + "/corrections";
        String correction = "{\"reason\": \"Arbiter's report\", \"results\": [{\"startNumber\": 6, \"rank\": 6,"
                + " \"points\": %s, \"games\": 3}]}";
        asRegistrar(ZJ_REGISTRAR).body(correction.formatted("3.5")).when().post(path).then().statusCode(400)
                .body("code", equalTo("BAD_POINTS"));
        asRegistrar(ZJ_REGISTRAR).body(correction.formatted("-0.5")).when().post(path).then().statusCode(400);
        asRegistrar(ZJ_REGISTRAR).body(correction.formatted("3.0")).when().post(path).then().statusCode(200);
        given().when().get("/api/v1/events/" + event + "/standings").then().statusCode(200)
                .body("find { it.startNumber == 6 }.points", equalTo(3.0f));
    }

    @Test
    void shouldRefuseACorrectionOfAnUnknownStartNumber() {
        long event = importAndPublish(fixture("trf/round-robin.trf", tag), provincialOpen());
        asRegistrar(ZJ_REGISTRAR).body("{\"reason\": \"r\", \"results\": [{\"startNumber\": 9, \"points\": 1,"
                + " \"games\": 1}]}").when().post("/api/v1/events/" + event + "/corrections").then().statusCode(400)
                .body("code", equalTo("UNKNOWN_START_NUMBER"));
    }
}
