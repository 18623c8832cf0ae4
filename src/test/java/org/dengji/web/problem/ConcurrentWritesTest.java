package org.dengji.web.problem;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/**
 * Twenty requests racing for the same name or the same row: the pre-checks all pass at once, so the
 * database's unique constraint or the row's version decides, at commit. The losers get 409 with a
 * problem body, never a 500, and exactly one create wins.
 */
@QuarkusTest
class ConcurrentWritesTest {

    private static final int RACERS = 20;
    private static final Set<String> CONFLICT_CODES = Set.of("USERNAME_TAKEN", "STANDARD_CODE_TAKEN", "ALREADY_EXISTS",
            "CONCURRENT_CHANGE", "UNIT_CODE_TAKEN");

    @Inject
    StaffFixtures staff;

    private static RequestSpecification asAdmin() {
        return given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON);
    }

    /** Starts {@code RACERS} calls at one signal and returns their answers. */
    private static List<Response> race(IntFunction<Response> call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(RACERS);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Response>> answers = new ArrayList<>();
        for (int i = 0; i < RACERS; i++) {
            int racer = i;
            answers.add(pool.submit(() -> {
                start.await();
                return call.apply(racer);
            }));
        }
        start.countDown();
        List<Response> done = new ArrayList<>();
        for (Future<Response> answer : answers) {
            done.add(answer.get(120, TimeUnit.SECONDS));
        }
        pool.shutdown();
        return done;
    }

    /** Status → count, and every 409 carries a conflict problem. */
    private static Map<Integer, Integer> tally(List<Response> answers) {
        Map<Integer, Integer> byStatus = new TreeMap<>();
        for (Response answer : answers) {
            byStatus.merge(answer.statusCode(), 1, Integer::sum);
            if (answer.statusCode() == 409) {
                assertEquals("application/problem+json", answer.contentType());
                assertTrue(CONFLICT_CODES.contains(answer.jsonPath().getString("code")), answer.asString());
            }
        }
        return byStatus;
    }

    @Test
    void shouldAnswer409ToTwentyConcurrentCreatesOfOneUserName() throws Exception {
        long unit = staff.unit("6500").id;
        String body = "{\"username\": \"race-clerk\", \"password\": \"a-long-password\", \"displayName\": \"赛跑\","
                + " \"organisationId\": " + unit + ", \"roles\": [\"REVIEWER\"]}";
        Map<Integer, Integer> byStatus = tally(race(i -> asAdmin().body(body).post("/api/v1/users")));
        assertEquals(Map.of(201, 1, 409, RACERS - 1), byStatus);
    }

    @Test
    void shouldAnswer409ToTwentyConcurrentCreatesOfOneDraftCode() throws Exception {
        String body = "{\"code\": \"ROB-RACE-1\"}";
        Map<Integer, Integer> byStatus = tally(race(i -> asAdmin().body(body)
                .post("/api/v1/standards/CN-NATIONAL-1/drafts")));
        assertEquals(Map.of(201, 1, 409, RACERS - 1), byStatus);
    }

    @Test
    void shouldAnswer200Or409ToTwentyConcurrentEditsOfOneOrganisation() throws Exception {
        long xinjiang = staff.unit("6500").id;
        String created = "{\"parentId\": " + xinjiang + ", \"level\": \"PREFECTURE\", \"nameZh\": \"竞改市\","
                + " \"nameEn\": \"Race City\", \"unitCode\": \"6572\"}";
        long unit = asAdmin().body(created).post("/api/v1/organisations").then().statusCode(201)
                .extract().jsonPath().getLong("id");
        Map<Integer, Integer> byStatus = tally(race(i -> asAdmin()
                .body(created.replace("Race City", "Race City " + i)).put("/api/v1/organisations/" + unit)));
        assertTrue(Set.of(200, 409).containsAll(byStatus.keySet()), "only 200 and 409: " + byStatus);
        assertTrue(byStatus.getOrDefault(200, 0) >= 1, "at least one edit wins: " + byStatus);
        String name = given().get("/api/v1/organisations/" + unit).then().statusCode(200)
                .extract().jsonPath().getString("nameEn");
        assertTrue(name.matches("Race City \\d+"), "the unit holds one of the edits: " + name);
    }
}
