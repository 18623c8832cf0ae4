package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.duel;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The attack suite's values: values no event, result or player can have are refused where they come in, by corrections and
 * imports alike: dates outside 1949–2200 and an end before the start, more games than rounds,
 * points no round can give, places beyond the players, a starting rank twice; a birth date before
 * 1900 or after the event began warns and is not kept; a search matches what was typed as text.
 */
@QuarkusTest
class HostileValuesTest {

    @Inject
    StaffFixtures staff;

    private String tag;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        tag = tag();
    }

    private long twoRoundEvent() {
        String file = String.join("\n", "012 Two rounds " + tag, "042 2025/06/01", "052 2025/06/02",
                "001    1 m    %-33s %4s %3s %11s %10s  2.0    1     2 w 1     2 b 1".formatted("Two, A" + tag, "",
                        "", "", ""),
                "001    2 m    %-33s %4s %3s %11s %10s  0.0    2     1 b 0     1 w 0".formatted("Two, B" + tag, "",
                        "", "", ""), "");
        return postTrf(ZJ_REGISTRAR, file, provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
    }

    private io.restassured.response.ValidatableResponse correct(long event, String json) {
        return asRegistrar(ZJ_REGISTRAR).body(json).when().post("/api/v1/events/" + event + "/corrections").then();
    }

    @Test
    void shouldRefuseACorrectionWithValuesNoEventHas() {
        long event = twoRoundEvent();
        correct(event, "{\"endDate\": \"+999999999-12-31\"}").statusCode(400);
        correct(event, "{\"endDate\": \"2200-12-31\"}").statusCode(200);
        correct(event, "{\"endDate\": \"2025-05-31\"}").statusCode(400).body("code", equalTo("DATES_REVERSED"));
        String result = "{\"results\": [{\"startNumber\": 1, \"rank\": %s, \"points\": %s, \"games\": %s}]}";
        correct(event, result.formatted("1", "9999.5", "99999")).statusCode(400);
        correct(event, result.formatted("1", "3", "3")).statusCode(400).body("code", equalTo("BAD_GAMES"));
        correct(event, result.formatted("1", "2.5", "2")).statusCode(400).body("code", equalTo("BAD_POINTS"));
        correct(event, result.formatted("2147483647", "2", "2")).statusCode(400);
        correct(event, result.formatted("3", "2", "2")).statusCode(400).body("code", equalTo("BAD_RANK"));
        correct(event, "{\"results\": [{\"startNumber\": 1, \"rank\": 1, \"points\": 2, \"games\": 2},"
                + " {\"startNumber\": 1, \"rank\": 2, \"points\": 0, \"games\": 2}]}").statusCode(400)
                .body("code", equalTo("DUPLICATE_START_NUMBER"));
        correct(event, result.formatted("2", "1.5", "2")).statusCode(200);
    }

    @Test
    void shouldRefuseAnImportWhoseDatesNoEventHasWithTheLine() {
        String early = duel("Early " + tag, "Early, A" + tag, "", "Early, B" + tag).replace("052 2025/06/01",
                "042 0001/01/01\n052 2025/06/01");
        postTrf(ZJ_REGISTRAR, early, provincialOpen()).statusCode(422)
                .body("errors.find { it.code == 'EVENT_DATE_IMPLAUSIBLE' }.line", equalTo(2));
        String late = duel("Late " + tag, "Late, A" + tag, "", "Late, B" + tag).replace("2025/06/01", "9999/12/31");
        postTrf(ZJ_REGISTRAR, late, provincialOpen()).statusCode(422)
                .body("errors.code", hasItem("EVENT_DATE_IMPLAUSIBLE"));
        postTrf(ZJ_REGISTRAR, duel("Param " + tag, "P, A" + tag, "", "P, B" + tag).replace("052 2025/06/01\n", ""),
                provincialOpen() + "&endDate=9999-12-31").statusCode(400).body("code", equalTo("INVALID_PARAMETER"));
    }

    @Test
    void shouldWarnOfABirthDateNoPlayerOfTheEventHasAndNotKeepIt() {
        for (String birth : new String[] {"0001/01/01", "2025/06/02"}) {
            long id = postTrf(ZJ_REGISTRAR, duel("Birth " + birth + tag, "Born, A" + birth + tag, birth,
                    "Born, B" + birth + tag), provincialOpen()).statusCode(201)
                    .body("warnings.find { it.code == 'BIRTH_DATE_IMPLAUSIBLE' }.line", equalTo(3))
                    .body("warnings.find { it.code == 'BIRTH_DATE_IMPLAUSIBLE' }.column", equalTo(70))
                    .extract().jsonPath().getLong("id");
            String no = asRegistrar(ZJ_REGISTRAR).when().get("/api/v1/events/" + id + "/standings").then()
                    .extract().jsonPath().getString("[0].registrationNo");
            assertNull(staff.birthDateOf(no), birth);
        }
    }

    @Test
    void shouldRefuseAPlaceBeyondThePlayersInAnImport() {
        String csv = "rank,name_latin,points,games,wins,draws,losses\n7,Rank A" + tag + ",1,1,1,0,0\n"
                + "2,Rank B" + tag + ",0,1,0,0,1\n";
        asRegistrar(ZJ_REGISTRAR).contentType("text/csv").body(csv.getBytes(StandardCharsets.UTF_8)).when()
                .post("/api/v1/events/csv?organisation=3300&category=OTHER&section=OPEN&official=false&name=R"
                        + tag + "&endDate=2025-06-01").then().statusCode(422)
                .body("errors.code", hasItem("RANK_BEYOND_PLAYERS"));
    }

    @Test
    void shouldMatchASearchAsTextNotAsAPattern() {
        long id = postTrf(ZJ_REGISTRAR, duel("Hard " + tag, "Hard Player1" + tag, "", "Other, H" + tag),
                provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        given().queryParam("q", "Hard Player1" + tag).when().get("/api/v1/players").then().body("$", hasSize(1));
        for (String pattern : new String[] {"Hard%Player1" + tag, "Hard_Player1" + tag, "_", "%"}) {
            given().queryParam("q", pattern).when().get("/api/v1/players").then().statusCode(200)
                    .body("$", empty());
        }
    }
}
