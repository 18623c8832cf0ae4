package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** TRF import through the API: the three well-formed fixtures, re-import, and the shapes the API promises. */
@QuarkusTest
class TrfImportApiTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    @Test
    void shouldCreateTheEventItsPlayersAndStandingsFromATrf16Swiss() {
        String tag = tag();
        long id = postTrf(ZJ_REGISTRAR, fixture("trf/swiss-trf16.trf", tag), provincialOpen())
                .statusCode(201)
                .body("name", equalTo("Swiss " + tag + " Open 2025"))
                .body("players", is(6))
                .body("rounds", is(3))
                .extract().jsonPath().getLong("id");
        RegistryFixtures.asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then()
                .statusCode(200);
        given().when().get("/api/v1/events/" + id + "/standings").then()
                .statusCode(200)
                .body("rank", contains(1, 2, 3, 4, 5, 6))
                .body("startNumber", contains(1, 5, 3, 2, 4, 6))
                .body("name[0]", equalTo("Wang" + tag + " Hao"))
                .body("points", contains(2.5f, 2.5f, 2.0f, 1.5f, 0.5f, 0.0f))
                .body("games", contains(3, 3, 3, 3, 3, 3))
                .body("registrationNo[0]", org.hamcrest.Matchers.startsWith("CN"))
                .body("[0]", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasKey("birthDate")));
    }

    @Test
    void shouldAnswerUnchangedWithTheSameIdForTheSameFileAgain() {
        String file = fixture("trf/swiss-trf16.trf", tag());
        long id = postTrf(ZJ_REGISTRAR, file, provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
        postTrf(ZJ_REGISTRAR, file.replace("\r\n", "\n"), provincialOpen())
                .statusCode(200)
                .body("id", is((int) id))
                .body("unchanged", is(true));
    }

    @Test
    void shouldCountByesAndForfeitsAsNoGamesInATrf26Swiss() {
        String tag = tag();
        long id = RegistryFixtures.importAndPublish(fixture("trf/swiss-trf26.trf", tag),
                "organisation=3300&category=PROVINCIAL_INDIVIDUAL&section=WOMEN&official=true");
        given().when().get("/api/v1/events/" + id + "/standings").then()
                .statusCode(200)
                .body("name[0]", equalTo("王" + tag + "一"))
                // 王: 1 + = + 1 and a full-point bye: 3 games; 张: a forfeit win, 3 games; 赵: U bye, 3 games
                .body("find { it.startNumber == 1 }.games", is(3))
                .body("find { it.startNumber == 3 }.games", is(3))
                .body("find { it.startNumber == 7 }.points", is(2.0f))
                .body("find { it.startNumber == 7 }.games", is(3))
                .body("find { it.startNumber == 6 }.games", is(2));
        given().when().get("/api/v1/events/" + id).then().statusCode(200)
                .body("endDate", equalTo("2025-05-04")).body("rounds", is(4)).body("section", equalTo("WOMEN"));
    }

    @Test
    void shouldTakeTheEndDateFromTheLastRoundDateOfARoundRobin() {
        long id = RegistryFixtures.importAndPublish(fixture("trf/round-robin.trf", tag()), provincialOpen());
        given().when().get("/api/v1/events/" + id).then().statusCode(200)
                .body("endDate", equalTo("2025-06-12")).body("rounds", is(3));
    }

    @Test
    void shouldRefuseAFileWithoutAnEndDateAnywhere() {
        String file = fixture("trf/swiss-trf16.trf", tag()).replace("052 2025/04/03\r\n", "");
        postTrf(ZJ_REGISTRAR, file, provincialOpen())
                .statusCode(422)
                .body("errors.code", hasItem("NO_END_DATE"))
                .body("errors[0].column", nullValue());
        postTrf(ZJ_REGISTRAR, file, provincialOpen() + "&endDate=2025-04-03").statusCode(201);
    }

    @Test
    void shouldReportUnknownRecordsAsWarnings() {
        String file = fixture("trf/swiss-trf16.trf", tag()) + "999 something else\r\n";
        postTrf(ZJ_REGISTRAR, file, provincialOpen())
                .statusCode(201)
                .body("warnings", hasSize(1))
                .body("warnings[0].code", equalTo("TRF_UNKNOWN_RECORD"))
                .body("warnings[0].line", is(17));
    }

    @Test
    void shouldRefuseBadParametersWithAProblem() {
        postTrf(ZJ_REGISTRAR, fixture("trf/swiss-trf16.trf", tag()),
                "organisation=3300&category=CLUB&section=OPEN&official=true")
                .statusCode(400).body("code", equalTo("INVALID_PARAMETER"));
        postTrf(ZJ_REGISTRAR, fixture("trf/swiss-trf16.trf", tag()),
                "organisation=no-such-unit&category=OTHER&section=OPEN&official=true")
                .statusCode(400).body("code", equalTo("UNKNOWN_ORGANISATION"));
    }

    @Test
    void shouldNeverShowDraftsToThePublic() {
        long id = postTrf(ZJ_REGISTRAR, fixture("trf/round-robin.trf", tag()), provincialOpen())
                .statusCode(201).extract().jsonPath().getLong("id");
        given().when().get("/api/v1/events/" + id + "/standings").then().statusCode(404);
        assertEquals(404, given().when().get("/api/v1/events/" + id).statusCode());
    }
}
