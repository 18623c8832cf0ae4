package org.dengji.ratings.report;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The rating list after a month: the round robin's four players (June 2025) on it, in order, paged. */
@QuarkusTest
class RatingListApiTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    @Test
    void shouldListThePlayersAfterTheMonthHighestFirst() {
        long id = importAndPublish(rated(tag()), provincialOpen());
        List<String> ours = given().when().get("/api/v1/events/" + id + "/rating-report").then().extract().jsonPath()
                .getList("registrationNo", String.class);
        Map<String, Map<String, Object>> found = new HashMap<>();
        List<Integer> ranks = new ArrayList<>();
        long total = Long.MAX_VALUE;
        for (int page = 0; (long) page * 100 < total; page++) {
            JsonPath list = given().queryParam("period", "2025-06").queryParam("unit", "3300")
                    .queryParam("page", page).queryParam("size", 100).when().get("/api/v1/ratings").then()
                    .statusCode(200).body("period", equalTo("2025-06")).extract().jsonPath();
            total = list.getLong("total");
            List<Map<String, Object>> items = list.getList("items");
            for (Map<String, Object> item : items) {
                ranks.add((Integer) item.get("rank"));
                if (ours.contains((String) item.get("registrationNo"))) {
                    found.put((String) item.get("registrationNo"), item);
                }
            }
        }
        assertEquals(total, ranks.size());
        for (int i = 0; i < ranks.size(); i++) {
            assertEquals(i + 1, ranks.get(i));
        }
        // 2200 + 10, 2100 + 29.6, 2000 − 9.6, 1900 − 30, three games each, K 40
        List<Integer> ratings = ours.stream().map(no -> (Integer) found.get(no).get("rating")).toList();
        assertEquals(List.of(2210, 2130, 1990, 1870), ratings);
        assertTrue((Integer) found.get(ours.get(0)).get("rank") < (Integer) found.get(ours.get(3)).get("rank"));
        assertEquals(3, found.get(ours.get(0)).get("games"));
        assertEquals(40, found.get(ours.get(0)).get("k"));
        assertEquals("3300", found.get(ours.get(0)).get("unit"));
        given().queryParam("period", "2025-06").queryParam("size", 1).when().get("/api/v1/ratings").then()
                .statusCode(200).body("items[0].keySet()", containsInAnyOrder("rank", "registrationNo", "name", "unit",
                        "rating", "games", "k"));
    }

    @Test
    void shouldRefuseAListWithoutAMonthOrWithTooLargeAPage() {
        given().when().get("/api/v1/ratings").then().statusCode(400);
        given().queryParam("period", "2025-13").when().get("/api/v1/ratings").then().statusCode(400);
        given().queryParam("period", "2025-06").queryParam("size", 101).when().get("/api/v1/ratings").then()
                .statusCode(400);
        given().queryParam("period", "2025-06").queryParam("section", "MIXED").when().get("/api/v1/ratings").then()
                .statusCode(400);
        given().queryParam("period", "2025-06").queryParam("unit", "9999").when().get("/api/v1/ratings").then()
                .statusCode(400);
    }

    @Test
    void shouldSearchTheListByNameOrNumberAndKeepEachPlayersPlace() {
        String tag = tag();
        long id = importAndPublish(rated(tag), provincialOpen());
        List<String> ours = given().when().get("/api/v1/events/" + id + "/rating-report").then().extract().jsonPath()
                .getList("registrationNo", String.class);
        JsonPath byName = given().queryParam("period", "2025-06").queryParam("q", "Hu" + tag).when()
                .get("/api/v1/ratings").then().statusCode(200).body("total", equalTo(4)).extract().jsonPath();
        assertEquals(ours, byName.getList("items.registrationNo", String.class), "highest first, as on the report");
        List<Integer> ranks = byName.getList("items.rank", Integer.class);
        for (int i = 1; i < ranks.size(); i++) {
            assertTrue(ranks.get(i - 1) < ranks.get(i), "places on the whole list: " + ranks);
        }
        // the third player by the registration number's digits alone, in the place the list gives them
        String digits = ours.get(2).substring(2).replaceFirst("^0+", "");
        given().queryParam("period", "2025-06").queryParam("q", digits).when().get("/api/v1/ratings").then()
                .statusCode(200).body("total", equalTo(1)).body("items[0].registrationNo", equalTo(ours.get(2)))
                .body("items[0].rank", equalTo(ranks.get(2)));
        given().queryParam("period", "2025-06").queryParam("q", "  ").queryParam("size", 1).when()
                .get("/api/v1/ratings").then().statusCode(200).body("items", org.hamcrest.Matchers.hasSize(1));
        given().queryParam("period", "2025-06").queryParam("q", "x".repeat(101)).when().get("/api/v1/ratings").then()
                .statusCode(400);
    }

    /** The round robin with the national ratings of its players, equal to their FIDE ratings. */
    private static String rated(String tag) {
        return NationalRatingFiles.sameAsFide(fixture("trf/round-robin.trf", tag));
    }
}
