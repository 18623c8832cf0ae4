package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A player's eligibility computed from published results: the what-if shape, each result naming its event. */
@QuarkusTest
class PlayerEligibilityApiTest {

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private static String registrationNo(long eventId, int startNumber) {
        return given().when().get("/api/v1/events/" + eventId + "/standings").then().statusCode(200).extract()
                .jsonPath().getString("find { it.startNumber == " + startNumber + " }.registrationNo");
    }

    @Test
    void shouldQualifyTheProvincialChampionForFirstClassWithTheEventAsEvidence() {
        String tag = tag();
        long id = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        String wang = registrationNo(id, 1);
        given().when().get("/api/v1/players/" + wang + "/eligibility").then()
                .statusCode(200)
                .body("registrationNo", equalTo(wang))
                .body("standard", equalTo("CN-NATIONAL-1"))
                .body("highestTitle", equalTo("FIRST_CLASS"))
                .body("highestTitleZh", equalTo("一级棋士"))
                .body("results", hasSize(1))
                .body("results[0].event", equalTo("Swiss " + tag + " Open 2025"))
                .body("results[0].eventId", is((int) id))
                .body("results[0].rank", is(1))
                .body("titles.find { it.title == 'FIRST_CLASS' }.clauses.find { it.met }.evidence", contains(0))
                .body("$", not(hasKey("birthDate")));
    }

    @Test
    void shouldIgnoreDraftsAndFindTheSamePlayerByFideIdInAnotherEvent() {
        String tag = tag();
        long first = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        String wang = registrationNo(first, 1);
        // The same players, another event (new name): Wang is found by FIDE ID, Sun (no FIDE ID,
        // no birth date) is a new player queued as a possible duplicate.
        String second = fixture("trf/swiss-trf16.trf", tag).replace("012 Swiss", "012 Again");
        long draft = postTrf(ZJ_REGISTRAR, second, provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
        given().when().get("/api/v1/players/" + wang + "/eligibility").then().statusCode(200)
                .body("results", hasSize(1));
        RegistryFixtures.asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + draft + "/publish").then()
                .statusCode(200);
        given().when().get("/api/v1/players/" + wang + "/eligibility").then().statusCode(200)
                .body("results", hasSize(2))
                .body("results[1].eventId", is((int) draft));
        org.junit.jupiter.api.Assertions.assertEquals(wang, registrationNo(draft, 1));
        org.junit.jupiter.api.Assertions.assertNotEquals(registrationNo(first, 6), registrationNo(draft, 6));
    }

    @Test
    void shouldSetAsideAnUnofficialEventAndSayWhy() {
        long id = importAndPublish(fixture("trf/round-robin.trf", tag()),
                "organisation=3300&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=false");
        given().when().get("/api/v1/players/" + registrationNo(id, 1) + "/eligibility").then().statusCode(200)
                .body("highestTitle", nullValue())
                .body("setAside[0].index", is(0))
                .body("setAside[0].reason", equalTo("NOT_OFFICIAL"));
    }

    @Test
    void shouldFindPlayersByPinyinChineseNameAndRegistrationNumberWithoutBirthDates() {
        String tag = tag();
        long id = importAndPublish(fixture("trf/swiss-trf26.trf", tag),
                "organisation=3300&category=PROVINCIAL_INDIVIDUAL&section=WOMEN&official=true");
        String wang = registrationNo(id, 1);
        given().when().get("/api/v1/players?q=王" + tag).then().statusCode(200)
                .body("registrationNo", contains(wang))
                .body("name", contains("王" + tag + "一"))
                .body("[0]", not(hasKey("birthDate")));
        given().when().get("/api/v1/players?q=" + wang.toLowerCase()).then().statusCode(200)
                .body("registrationNo", contains(wang));
        long open = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        given().when().get("/api/v1/players?q=wang" + tag.toLowerCase() + "hao").then().statusCode(200)
                .body("registrationNo", contains(registrationNo(open, 1)));
        given().when().get("/api/v1/players/" + wang).then().statusCode(200)
                .body("$", not(hasKey("birthDate"))).body("fideTitles", contains("WGM"));
        given().when().get("/api/v1/players/CN99999999").then().statusCode(404)
                .body("code", equalTo("PLAYER_NOT_FOUND"));
    }
}
