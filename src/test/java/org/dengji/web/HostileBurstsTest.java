package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.dengji.audit.AuditEntry;
import org.dengji.certification.CertificationFixtures;
import org.dengji.certification.notice.Objection;
import org.dengji.common.Role;
import org.dengji.security.ThrottleCount;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The attack run's bursts: many requests from one address started at one signal, against the limits
 * that are counted in the database. Every request of a burst reads the counts before any of them has
 * written, so a limit that reads, decides and then writes lets the whole burst through; these limits
 * must let exactly their allowance through and refuse the rest with 429 and {@code Retry-After}. The
 * application clock stands still during a burst, so a delay that has begun never runs out under it.
 * The limits are as shipped (the other tests raise the per-address one: the suite comes from one
 * address); each test is its own client (X-Forwarded-For).
 */
@QuarkusTest
@TestProfile(HostileBurstsTest.AsShipped.class)
class HostileBurstsTest {

    /** The sign-in limits as shipped. */
    public static class AsShipped implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("dengji.sign-in.free-failures-per-address", "20");
        }
    }

    private static final Map<String, String> OBJECTION = Map.of("name", "王芳", "contact", "13900000000", "text",
            "The result was entered for the wrong player.");

    @Inject
    StaffFixtures staff;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @BeforeEach
    void stopTheClock() {
        clock.fix(LocalDate.of(2025, 7, 1));
    }

    @AfterEach
    void restartTheClock() {
        clock.reset();
    }

    @Test
    void shouldAcceptExactlyFiveOfTwentyParallelObjectionsFromOneAddress() throws Exception {
        long id = world.onNotice(CertificationFixtures.ZHEJIANG,
                world.winnerOf(CertificationFixtures.ZHEJIANG, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        List<Response> answers = burst(20, i -> given().header("X-Forwarded-For", "192.0.2.20")
                .contentType("application/json").body(OBJECTION).post("/api/v1/notices/" + id + "/objections"));

        assertEquals(Map.of(201, 5, 429, 15), tally(answers));
        for (Response refused : refusals(answers)) {
            assertEquals("OBJECTION_LIMIT", refused.jsonPath().getString("code"));
            assertEquals("3600", refused.header("Retry-After"), "the first objection leaves the hour in an hour");
        }
        assertEquals(5, QuarkusTransaction.requiringNew().call(() -> Objection.count("application.id", id)));
        assertEquals(5, QuarkusTransaction.requiringNew().call(() -> AuditEntry.count(
                "action = ?1 and after = ?2", "OBJECTION_LODGED", "application " + id)), "one record per objection");
    }

    @Test
    void shouldCheckOnlyFiveOfFortyParallelWrongPasswordsForOneAccount() throws Exception {
        String clerk = staff.fresh("burst", Role.REGISTRAR, "3300");
        String guesser = "192.0.2.40";
        List<Response> answers = burst(40, i -> basic(guesser, clerk, "wrong-password-" + i));

        assertEquals(Map.of(401, 5, 429, 35), tally(answers));
        for (Response delayed : refusals(answers)) {
            assertEquals("SIGN_IN_DELAYED", delayed.jsonPath().getString("code"));
            assertEquals("1", delayed.header("Retry-After"));
        }
        assertEquals(5, failuresCounted("account:" + clerk + "@" + guesser), "bcrypt ran for five guesses only");
        assertEquals(5, failuresCounted("address:" + guesser));
        assertEquals(429, basic(guesser, clerk, StaffFixtures.PASSWORD).statusCode(), "still delayed, password unread");
    }

    @Test
    void shouldCheckOnlyTwentyOfFortyParallelSignInsFromOneAddressOnManyAccounts() throws Exception {
        String sprayer = "192.0.2.41";
        List<Response> answers = burst(40, i -> basic(sprayer, "nobody-" + i + "-" + sprayer, "some-password"));

        assertEquals(Map.of(401, 20, 429, 20), tally(answers));
        assertEquals(20, failuresCounted("address:" + sprayer), "bcrypt ran for twenty attempts only");
    }

    @Test
    void shouldLetTwentyParallelSignInsWithTheRightPasswordAllThrough() throws Exception {
        String clerk = staff.fresh("busy", Role.REGISTRAR, "3300");
        String office = "192.0.2.42";
        List<Response> answers = burst(20, i -> basic(office, clerk, StaffFixtures.PASSWORD));

        assertEquals(Map.of(200, 20), tally(answers), "checks beyond the free failures wait for the others");
        assertEquals(0, failuresCounted("account:" + clerk + "@" + office));
        assertEquals(0, failuresCounted("address:" + office));
    }

    private static Response basic(String address, String username, String password) {
        return given().header("X-Forwarded-For", address).auth().preemptive().basic(username, password)
                .get("/api/v1/me");
    }

    /** The failures on record under a key of the sign-in throttle (an account from an address, or an address). */
    private static int failuresCounted(String key) {
        ThrottleCount count = QuarkusTransaction.requiringNew().call(() -> ThrottleCount.findById(key));
        return count == null ? 0 : count.failures;
    }

    /** Starts {@code size} calls at one signal, each on a thread of its own, and returns their answers. */
    private static List<Response> burst(int size, IntFunction<Response> call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(size);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Response>> pending = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                int caller = i;
                pending.add(pool.submit(() -> {
                    start.await();
                    return call.apply(caller);
                }));
            }
            start.countDown();
            List<Response> answers = new ArrayList<>();
            for (Future<Response> answer : pending) {
                answers.add(answer.get(120, TimeUnit.SECONDS));
            }
            return answers;
        } finally {
            pool.shutdown();
        }
    }

    /** Status → how many answered it. */
    private static Map<Integer, Integer> tally(List<Response> answers) {
        Map<Integer, Integer> byStatus = new TreeMap<>();
        answers.forEach(answer -> byStatus.merge(answer.statusCode(), 1, Integer::sum));
        return byStatus;
    }

    /** The 429 answers, each checked to be a problem that says when to come back. */
    private static List<Response> refusals(List<Response> answers) {
        List<Response> refused = answers.stream().filter(answer -> answer.statusCode() == 429).toList();
        for (Response answer : refused) {
            assertEquals("application/problem+json", answer.contentType());
            assertEquals(429, answer.jsonPath().getInt("status"));
        }
        return refused;
    }
}
