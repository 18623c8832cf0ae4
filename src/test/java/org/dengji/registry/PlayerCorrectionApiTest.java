package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.NATIONAL_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.List;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Registrars correcting a player of their subtree through the API: who may, what the answer shows
 * and to whom, the home unit rules of a move, the FIDE ID kept unique, the audit entry without the
 * birth date, and a sex recorded at last making the record count. Field checks: PlayerCorrectionFieldsTest.
 */
@QuarkusTest
class PlayerCorrectionApiTest {

    /** Wang Hao, start 1 of the Swiss fixture: first of a provincial event, born 1989-08-04, a FIDE ID. */
    private static final int WANG = 1;
    /** Zhao Jun, start 3: no FIDE ID. */
    private static final int ZHAO = 3;

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

    static String regNo(long event, int start) {
        return given().when().get("/api/v1/events/" + event + "/standings").then().extract().jsonPath()
                .getString("find { it.startNumber == " + start + " }.registrationNo");
    }

    static ValidatableResponse correct(String user, String registrationNo, String json) {
        return asRegistrar(user).body(json).when().post("/api/v1/players/" + registrationNo + "/corrections").then();
    }

    private String wang() {
        return regNo(importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen()), WANG);
    }

    @Test
    void shouldLetAZhejiangRegistrarCorrectAZhejiangPlayerAndShowTheBirthDateToThemOnly() {
        String wang = wang();
        correct(ZJ_REGISTRAR, wang, "{\"nameZh\": \" 王" + tag + "浩 \", \"birthDate\": \"1989-08-14\"}")
                .statusCode(200)
                .body("player.registrationNo", equalTo(wang))
                .body("player.nameZh", equalTo("王" + tag + "浩"))
                .body("player.nameLatin", equalTo("Wang" + tag + " Hao"))
                .body("birthDate", equalTo("1989-08-14"))
                .body("changed", equalTo(List.of("nameZh", "birthDate")));
        given().when().get("/api/v1/players/" + wang).then().statusCode(200)
                .body("nameZh", equalTo("王" + tag + "浩"))
                .body("birthDate", nullValue())
                .body(not(containsString("1989-08")));
    }

    @Test
    void shouldRefuseTheWrongRoleAndAnonymousCallers() {
        String wang = wang();
        String body = "{\"gender\": \"FEMALE\"}";
        correct(ZJ_REVIEWER, wang, body).statusCode(403).body("code", equalTo("FORBIDDEN"));
        given().contentType("application/json").body(body).when().post("/api/v1/players/" + wang + "/corrections")
                .then().statusCode(401);
        given().when().get("/api/v1/players/" + wang).then().body("gender", equalTo("MALE"));
    }

    @Test
    void shouldAnswerARegistrarOfAnotherProvinceAsIfThePlayerDidNotExist() {
        String wang = wang();
        String body = "{\"gender\": \"FEMALE\"}";
        String outside = correct(BJ_REGISTRAR, wang, body).statusCode(404).body("code", equalTo("PLAYER_NOT_FOUND"))
                .extract().asString();
        String nobody = correct(BJ_REGISTRAR, "CN99999999", body).statusCode(404)
                .body("code", equalTo("PLAYER_NOT_FOUND")).extract().asString();
        assertEquals(nobody.replace("CN99999999", wang), outside,
                "the same answer as for a number nobody has");
        for (String unit : new String[] {"3300", "Zhejiang", "浙江", "Wang", "1989-08-04"}) {
            assertFalse(outside.contains(unit), unit + " in " + outside);
        }
        given().when().get("/api/v1/players/" + wang).then().body("gender", equalTo("MALE"));
    }

    @Test
    void shouldMoveTheHomeUnitOnlyWithinTheSubtreeAsMoveDoes() {
        String wang = wang();
        correct(ZJ_REGISTRAR, wang, "{\"homeUnit\": \"1100\"}").statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION"))
                .body(not(containsString("1100")));
        correct(ZJ_REGISTRAR, wang, "{\"homeUnit\": \"9999\"}").statusCode(400)
                .body("code", equalTo("UNKNOWN_ORGANISATION"))
                .body("violations.field", hasItem("homeUnit"));
        correct(NATIONAL_REGISTRAR, wang, "{\"homeUnit\": \"1100\"}").statusCode(200)
                .body("player.homeUnit", equalTo("1100"));
        correct(ZJ_REGISTRAR, wang, "{\"homeUnit\": \"3300\"}").statusCode(404);
        correct(BJ_REGISTRAR, wang, "{\"nameLatin\": \"Wang Hao\"}").statusCode(200);
    }

    @Test
    void shouldKeepAFideIdToOnePlayerWithoutNamingTheHolder() {
        long event = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        String wang = regNo(event, WANG);
        String zhao = regNo(event, ZHAO);
        long fideId = given().when().get("/api/v1/players/" + wang).then().extract().jsonPath().getLong("fideId");
        correct(ZJ_REGISTRAR, zhao, "{\"fideId\": " + fideId + "}").statusCode(409)
                .body("code", equalTo("FIDE_ID_TAKEN"))
                .body("violations.field", hasItem("fideId"))
                .body(not(containsString(wang)))
                .body(not(containsString("Wang")));
        correct(ZJ_REGISTRAR, wang, "{\"fideId\": 0, \"reason\": \"Entered for the wrong player\"}").statusCode(200)
                .body("player.fideId", nullValue());
        correct(ZJ_REGISTRAR, zhao, "{\"fideId\": " + fideId + "}").statusCode(200)
                .body("player.fideId.toString()", equalTo(String.valueOf(fideId)));
    }

    @Test
    void shouldAuditBeforeAndAfterNamingTheBirthDateChangedWithoutItsValue() {
        String wang = wang();
        correct(ZJ_REGISTRAR, wang, "{\"birthDate\": \"1990-02-03\", \"gender\": \"FEMALE\","
                + " \"reason\": \"Identity card seen\"}").statusCode(200);
        String entries = given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/api/v1/audit?entityType=player&entityId=" + wang).then().statusCode(200)
                .body("items.find { it.action == 'PLAYER_CORRECTED' }.reason", equalTo("Identity card seen"))
                .body("items.find { it.action == 'PLAYER_CORRECTED' }.before", containsString(" MALE "))
                .body("items.find { it.action == 'PLAYER_CORRECTED' }.after", containsString(" FEMALE "))
                .body("items.find { it.action == 'PLAYER_CORRECTED' }.after",
                        containsString("changed: gender, birthDate"))
                .extract().asString();
        for (String date : new String[] {"1989-08-04", "1989/08/04", "19890804", "1990-02-03", "19900203"}) {
            assertFalse(entries.contains(date), date + " in " + entries);
        }
    }

    @Test
    void shouldEvaluateAPlayerWhoseSexWasUnknownOnceItIsRecorded() {
        String blankSex = fixture("trf/swiss-trf16.trf", tag).replace("001    1 m GM", "001    1   GM");
        String wang = regNo(importAndPublish(blankSex, provincialOpen()), WANG);
        String eligibility = "/api/v1/players/" + wang + "/eligibility";
        given().when().get(eligibility).then().statusCode(200)
                .body("setAside.reason", hasItem("SEX_UNKNOWN"))
                .body("highestTitle", nullValue());
        correct(ZJ_REGISTRAR, wang, "{\"gender\": \"MALE\", \"reason\": \"Entry form\"}").statusCode(200)
                .body("player.gender", equalTo("MALE"));
        given().when().get(eligibility).then().statusCode(200)
                .body("setAside.reason", not(hasItem("SEX_UNKNOWN")))
                .body("highestTitle", equalTo("FIRST_CLASS"));
    }

    @Test
    void shouldChangeNothingAndAuditNothingWhenTheValuesAreTheSame() {
        String wang = wang();
        long version = correct(ZJ_REGISTRAR, wang, "{\"gender\": \"MALE\"}").statusCode(200)
                .body("changed", equalTo(List.of())).extract().jsonPath().getLong("version");
        correct(ZJ_REGISTRAR, wang, "{\"nameLatin\": \"Wang Hao\", \"version\": " + version + "}").statusCode(200)
                .body("version", equalTo((int) version + 1));
        correct(ZJ_REGISTRAR, wang, "{\"nameLatin\": \"Wang H.\", \"version\": " + version + "}").statusCode(409)
                .body("code", equalTo("CONCURRENT_CHANGE"));
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/api/v1/audit?entityType=player&entityId=" + wang).then()
                .body("items.findAll { it.action == 'PLAYER_CORRECTED' }.size()", equalTo(1));
    }
}
