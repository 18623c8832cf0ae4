package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.NATIONAL_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesRegex;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import org.dengji.registry.duplicate.DuplicateCandidate;
import org.dengji.registry.player.Player;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Merges of duplicate player records stay undoable in order: a record merged away is merged no
 * more and its entries leave the queue, merges are undone latest first, and of two merges of one
 * record at the same moment only one succeeds. Zhao (start 3 of the TRF fixture, no FIDE ID) is
 * imported once per birth date; each later Zhao is queued against every earlier one:
 *
 * <pre>
 *   first import   b   (the oldest record)
 *   second import  c   queued against b
 *   third import   a   queued against b and against c
 * </pre>
 */
@QuarkusTest
class MergeOrderTest {

    private static final String QUEUE = "/api/v1/duplicates";

    @Inject
    StaffFixtures staff;

    @TestHTTPResource("/")
    URI base;

    private String tag;
    private String a;
    private String b;
    private String c;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        tag = tag();
        b = zhaoBornOn("2001/02/03", "First", ZJ_REGISTRAR, "3300");
        c = zhaoBornOn("2001/03/02", "Second", ZJ_REGISTRAR, "3300");
        a = zhaoBornOn("2002/02/02", "Third", ZJ_REGISTRAR, "3300");
    }

    /** Imports the fixture event with Zhao born on {@code birth}; returns Zhao's registration number. */
    private String zhaoBornOn(String birth, String eventName, String registrar, String unit) {
        String file = fixture("trf/swiss-trf16.trf", tag).replace("012 Swiss", "012 " + eventName)
                .replace("2001/02/03", birth);
        String query = provincialOpen().replace("organisation=3300", "organisation=" + unit);
        long event = postTrf(registrar, file, query).statusCode(201).extract().jsonPath().getLong("id");
        asRegistrar(registrar).when().post("/api/v1/events/" + event + "/publish").then().statusCode(200);
        return given().when().get("/api/v1/events/" + event + "/standings").then().extract().jsonPath()
                .getString("find { it.startNumber == 3 }.registrationNo");
    }

    private static String pair(String player, String existing) {
        return "find { it.player.registrationNo == '" + player + "' && it.existing.registrationNo == '" + existing
                + "' }";
    }

    private static long entry(String registrar, String player, String existing) {
        return asRegistrar(registrar).when().get(QUEUE).then().statusCode(200).extract().jsonPath()
                .getLong(pair(player, existing) + ".id");
    }

    private static long merge(String registrar, long entry) {
        return asRegistrar(registrar).when().post("/api/v1/duplicates/" + entry + "/merge").then().statusCode(200)
                .extract().jsonPath().getLong("id");
    }

    private static void resultsOf(String registrationNo, int count) {
        given().when().get("/api/v1/players/" + registrationNo + "/eligibility").then().body("results", hasSize(count));
    }

    @Test
    void shouldDropAndRefuseTheOtherEntriesOfARecordMergedAway() {
        long aIntoB = entry(ZJ_REGISTRAR, a, b);
        long aIntoC = entry(ZJ_REGISTRAR, a, c);
        long merge = merge(ZJ_REGISTRAR, aIntoB);
        asRegistrar(ZJ_REGISTRAR).when().get(QUEUE).then().body(pair(a, c), nullValue()).body(pair(c, b), notNullValue());
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/duplicates/" + aIntoC + "/merge").then().statusCode(409)
                .body("code", equalTo("ALREADY_MERGED")).body("detail", containsString(a));
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/duplicates/" + aIntoC + "/dismiss").then().statusCode(409)
                .body("code", equalTo("ALREADY_MERGED"));
        resultsOf(b, 2);
        resultsOf(c, 1);
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/merges/" + merge + "/undo").then().statusCode(200);
        asRegistrar(ZJ_REGISTRAR).when().get(QUEUE).then().body(pair(a, c), notNullValue()).body(pair(a, b), notNullValue());
    }

    @Test
    void shouldRefuseToMergeIntoARecordMergedAway() {
        long aIntoC = entry(ZJ_REGISTRAR, a, c);
        merge(ZJ_REGISTRAR, entry(ZJ_REGISTRAR, c, b));
        asRegistrar(ZJ_REGISTRAR).when().get(QUEUE).then().body(pair(a, c), nullValue()).body(pair(a, b), notNullValue());
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/duplicates/" + aIntoC + "/merge").then().statusCode(409)
                .body("code", equalTo("ALREADY_MERGED")).body("detail", containsString(c));
        merge(ZJ_REGISTRAR, entry(ZJ_REGISTRAR, a, b));
        resultsOf(b, 3);
    }

    @Test
    void shouldUndoOnlyTheLatestMergeOfARecord() {
        long cIntoB = merge(ZJ_REGISTRAR, entry(ZJ_REGISTRAR, c, b));
        long aIntoB = merge(ZJ_REGISTRAR, entry(ZJ_REGISTRAR, a, b));
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/merges/" + cIntoB + "/undo").then().statusCode(409)
                .body("code", equalTo("NOT_LATEST_MERGE"));
        resultsOf(b, 3);
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/merges/" + aIntoB + "/undo").then().statusCode(200);
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/merges/" + cIntoB + "/undo").then().statusCode(200);
        resultsOf(a, 1);
        resultsOf(b, 1);
        resultsOf(c, 1);
    }

    @Test
    void shouldNotNameALaterMergeOutsideTheJurisdictionWhenRefusingAnUndo() {
        long aIntoB = merge(ZJ_REGISTRAR, entry(ZJ_REGISTRAR, a, b));
        String beijing = zhaoBornOn("2003/03/03", "Beijing", BJ_REGISTRAR, "1100");
        long beijingIntoB = merge(NATIONAL_REGISTRAR, entry(NATIONAL_REGISTRAR, beijing, b));
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/merges/" + aIntoB + "/undo").then().statusCode(409)
                .body("code", equalTo("NOT_LATEST_MERGE"))
                .body("detail", allOf(not(containsString(beijing)), not(containsString("1100")),
                        not(matchesRegex(".*(?<!\\d)" + beijingIntoB + "(?!\\d).*")), not(containsString("Beijing"))));
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/merges/" + beijingIntoB + "/undo").then().statusCode(404)
                .body("code", equalTo("MERGE_NOT_FOUND"));
        asRegistrar(NATIONAL_REGISTRAR).when().post("/api/v1/merges/" + beijingIntoB + "/undo").then().statusCode(200);
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/merges/" + aIntoB + "/undo").then().statusCode(200);
    }

    @Test
    void shouldRefuseToMergeARecordIntoItselfButLetTheEntryBeDismissed() {
        long self = QuarkusTransaction.requiringNew().call(() -> {
            Player p = Player.find("registrationNo", a).firstResult();
            return DuplicateCandidate.queue(p, p, Instant.now()).id;
        });
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/duplicates/" + self + "/merge").then().statusCode(409)
                .body("code", equalTo("SAME_RECORD"));
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/duplicates/" + self + "/dismiss").then().statusCode(200);
    }

    @Test
    void shouldLetOnlyARegistrarCoveringBothRecordsUndo() {
        String undo = "/api/v1/merges/" + merge(ZJ_REGISTRAR, entry(ZJ_REGISTRAR, a, b)) + "/undo";
        asRegistrar(ZJ_REVIEWER).when().post(undo).then().statusCode(403);
        asRegistrar(BJ_REGISTRAR).when().post(undo).then().statusCode(404).body("code", equalTo("MERGE_NOT_FOUND"));
        given().contentType("application/json").when().post(undo).then().statusCode(401);
        asRegistrar(ZJ_REGISTRAR).when().post(undo).then().statusCode(200).body("undone", equalTo(true));
    }

    @Test
    void shouldLetOnlyARegistrarCoveringBothRecordsDismiss() {
        String dismiss = "/api/v1/duplicates/" + entry(ZJ_REGISTRAR, a, b) + "/dismiss";
        asRegistrar(ZJ_REVIEWER).when().post(dismiss).then().statusCode(403);
        asRegistrar(BJ_REGISTRAR).when().post(dismiss).then().statusCode(404)
                .body("code", equalTo("DUPLICATE_NOT_FOUND"));
        given().contentType("application/json").when().post(dismiss).then().statusCode(401);
        asRegistrar(ZJ_REGISTRAR).when().post(dismiss).then().statusCode(200).body("status", equalTo("DISMISSED"));
    }

    @Test
    void shouldLetOnlyOneOfTenSimultaneousMergesOfARecordSucceed() throws Exception {
        long aIntoB = entry(ZJ_REGISTRAR, a, b);
        long aIntoC = entry(ZJ_REGISTRAR, a, c);
        Map<Integer, Integer> statuses = race(10, i -> "/api/v1/duplicates/" + (i % 2 == 0 ? aIntoB : aIntoC) + "/merge");
        assertEquals(Map.of(200, 1, 409, 9), statuses);
        int intoB = given().when().get("/api/v1/players/" + b + "/eligibility").then().extract().jsonPath()
                .getList("results").size();
        int intoC = given().when().get("/api/v1/players/" + c + "/eligibility").then().extract().jsonPath()
                .getList("results").size();
        assertEquals(3, intoB + intoC, "a's one result moved to exactly one of b and c");
    }

    @Test
    void shouldLetOnlyOneOfTenSimultaneousUndosOfAMergeSucceed() throws Exception {
        long merge = merge(ZJ_REGISTRAR, entry(ZJ_REGISTRAR, a, b));
        assertEquals(Map.of(200, 1, 409, 9), race(10, i -> "/api/v1/merges/" + merge + "/undo"));
        resultsOf(a, 1);
        resultsOf(b, 1);
    }

    /** POSTs to {@code paths} from {@code threads} threads released together; counts the statuses. */
    private Map<Integer, Integer> race(int threads, IntFunction<String> paths) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String auth = "Basic " + Base64.getEncoder().encodeToString((ZJ_REGISTRAR + ":" + StaffFixtures.PASSWORD)
                .getBytes(StandardCharsets.UTF_8));
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                HttpRequest request = HttpRequest.newBuilder(base.resolve(paths.apply(i).substring(1)))
                        .header("Authorization", auth).header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.noBody()).build();
                answers.add(pool.submit(() -> {
                    start.await();
                    HttpResponse<String> answer = http.send(request, HttpResponse.BodyHandlers.ofString());
                    if (answer.statusCode() != 200 && answer.statusCode() != 409) {
                        System.err.println(answer.statusCode() + " " + answer.body());
                    }
                    return answer.statusCode();
                }));
            }
            start.countDown();
            Map<Integer, Integer> counts = new TreeMap<>();
            for (Future<Integer> answer : answers) {
                counts.merge(answer.get(), 1, Integer::sum);
            }
            return counts;
        } finally {
            pool.shutdownNow();
        }
    }
}
