package org.dengji.ratings.report;

import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Publications at the same moment whose rating runs reach the same later event: each run waits for the one
 * before it and reads what it wrote. Side by side, both rewrote the later event's report from what they had
 * read before the other committed, and the second failed on the first's rows (a soak on two instances met it).
 */
@QuarkusTest
class ConcurrentPublicationsTest {

    private static final int AT_ONCE = 8;
    private static final int ROUNDS = 1;

    @Inject
    StaffFixtures staff;

    @Inject
    RatingRun run;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    @Test
    void shouldPublishEventsAtOnceWhoseRunsReachOneLaterEventAndRateAsOneRunAfterAnother() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            publishAtOnce(tag());
        }
    }

    /** Eight drafts of one month each, published at once, of the four players of a December event. */
    private void publishAtOnce(String tag) throws Exception {
        long december = importAndPublish(RatingRecomputationApiTest.roundRobin(tag, " Dec", "25/12"), provincialOpen());
        List<Long> drafts = new ArrayList<>();
        for (int month = 1; month <= AT_ONCE; month++) {
            drafts.add(postTrf(ZJ_REGISTRAR, RatingRecomputationApiTest.roundRobin(tag, " M" + month, "25/0" + month),
                    provincialOpen()).statusCode(201).extract().jsonPath().getLong("id"));
        }
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService publishers = Executors.newFixedThreadPool(AT_ONCE);
        List<Future<Integer>> answers = new ArrayList<>();
        for (long id : drafts) {
            answers.add(publishers.submit(() -> {
                start.await();
                return asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().extract()
                        .statusCode();
            }));
        }
        start.countDown();
        for (Future<Integer> answer : answers) {
            assertEquals(200, answer.get());
        }
        publishers.shutdown();

        List<Long> events = new ArrayList<>(drafts);
        events.add(december);
        List<String> reports = events.stream().map(ConcurrentPublicationsTest::report).toList();
        run.wholeRegistry();
        assertEquals(reports, events.stream().map(ConcurrentPublicationsTest::report).toList(),
                "the runs side by side rated every event as a run over everything does");
    }

    private static String report(long event) {
        return RestAssured.given().when().get("/api/v1/events/" + event + "/rating-report").then().statusCode(200)
                .extract().asString();
    }
}
