package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.PlayerCorrectionApiTest.regNo;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Ten registrars correcting one player at the same moment: no correction silently overwrites another.
 * Those made against the same version of the record leave exactly one winner; those made against
 * whatever is current each win or get 409, never a 500, and every winner is in the audit log.
 */
@QuarkusTest
class PlayerCorrectionRaceTest {

    private static final int RACERS = 10;

    @Inject
    StaffFixtures staff;

    private String player;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        player = regNo(importAndPublish(fixture("trf/swiss-trf16.trf", tag()), provincialOpen()), 1);
    }

    private Response correct(String json) {
        return asRegistrar(ZJ_REGISTRAR).body(json).when().post("/api/v1/players/" + player + "/corrections");
    }

    /** Starts {@code RACERS} calls at one signal and counts their answers by status. */
    private static Map<Integer, Integer> race(IntFunction<Response> call) throws Exception {
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
        Map<Integer, Integer> byStatus = new TreeMap<>();
        for (Future<Response> answer : answers) {
            Response done = answer.get(120, TimeUnit.SECONDS);
            byStatus.merge(done.statusCode(), 1, Integer::sum);
            if (done.statusCode() == 409) {
                assertEquals("CONCURRENT_CHANGE", done.jsonPath().getString("code"), done.asString());
            }
        }
        pool.shutdown();
        return byStatus;
    }

    private List<Map<String, Object>> corrections() {
        JsonPath audit = given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/api/v1/audit?entityType=player&entityId=" + player).then().statusCode(200)
                .extract().jsonPath();
        return audit.getList("items.findAll { it.action == 'PLAYER_CORRECTED' }");
    }

    private String nameLatin() {
        return given().when().get("/api/v1/players/" + player).then().extract().jsonPath().getString("nameLatin");
    }

    @Test
    void shouldLetExactlyOneOfTenCorrectionsOfTheSameVersionWin() throws Exception {
        long version = correct("{\"gender\": \"MALE\"}").then().statusCode(200).extract().jsonPath().getLong("version");
        Map<Integer, Integer> byStatus = race(i -> correct("{\"nameLatin\": \"Racer " + i + "\", \"version\": "
                + version + "}"));
        assertEquals(Map.of(200, 1, 409, RACERS - 1), byStatus);
        assertEquals(1, corrections().size(), "one correction recorded");
        assertTrue(nameLatin().matches("Racer \\d"), nameLatin());
    }

    @Test
    void shouldAnswer200Or409ToTenCorrectionsOfTheCurrentRecordAndAuditEveryWinner() throws Exception {
        Map<Integer, Integer> byStatus = race(i -> correct("{\"nameLatin\": \"Racer " + i + "\"}"));
        assertTrue(Set.of(200, 409).containsAll(byStatus.keySet()), "only 200 and 409: " + byStatus);
        assertTrue(byStatus.getOrDefault(200, 0) >= 1, "at least one correction wins: " + byStatus);
        List<Map<String, Object>> recorded = corrections();
        assertEquals(byStatus.get(200), recorded.size(), "every winner, and only the winners, recorded");
        String latest = String.valueOf(recorded.get(0).get("after"));
        assertTrue(latest.contains("/" + nameLatin() + " "), "the record holds the last recorded correction: "
                + latest + " vs " + nameLatin());
    }
}
