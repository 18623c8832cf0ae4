package org.dengji.ratings.report;

import static io.restassured.RestAssured.given;
import static org.dengji.ratings.report.RatingRecomputationApiTest.roundRobin;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.oneOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.dengji.audit.AuditEntry;
import org.dengji.common.RegistryLock;
import org.dengji.common.Role;
import org.dengji.ratings.version.RatingRulesDrafts;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Recomputations staff start: queued and answered at once, run in the background, readable while they wait and
 * run, audited; a burst of requests makes one run; a publication while one runs waits behind it instead of holding
 * its request; a run left by a stopped instance is taken again; a run that fails says so and writes nothing.
 */
@QuarkusTest
class StaffRecomputationTest {

    private static final String PATH = "/api/v1/ratings/recomputations";
    private static final String PROVINCIAL_ADMIN = "rq-gd-admin";
    private static final String REGISTRAR = "rq-registrar";

    @Inject
    StaffFixtures staff;

    @Inject
    RegistryLock lock;

    @Inject
    QueuedRecomputations rows;

    @Inject
    RecomputationQueue queue;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        staff.ensure(PROVINCIAL_ADMIN, Role.ADMIN, "4400");
        staff.ensure(REGISTRAR, Role.REGISTRAR, "0001");
    }

    @Test
    void shouldRewriteTheReportsInTheBackgroundAndSayWhoseRatingsChanged() {
        long id = importAndPublish(roundRobin(tag(), "", "25/06"), provincialOpen());
        String report = report(id);
        // a report gone wrong behind the registry's back: the recomputation puts it right and names its players
        QuarkusTransaction.requiringNew().run(() -> RatingReportEntry.update(
                "ratingAfter = ratingAfter + 50 where eventId = ?1", id));
        String reason = "June events re-checked " + tag();
        long run = asNationalAdmin().body("{\"fromPeriod\": \"2025-06\", \"reason\": \"" + reason + "\"}")
                .post(PATH).then().statusCode(202)
                .header("Location", containsString(PATH + "/"))
                .body("state", oneOf("QUEUED", "RUNNING", "DONE")).body("cause", equalTo("REQUESTED"))
                .extract().jsonPath().getLong("id");
        awaitDone(run).body("fromPeriod", equalTo("2025-06")).body("computedAt", org.hamcrest.Matchers.notNullValue())
                .body("reason", containsString(reason))
                .body("changedPlayers", org.hamcrest.Matchers.greaterThanOrEqualTo(4));
        assertEquals(report, report(id), "the report as the publication wrote it");
        AuditEntry asked = QuarkusTransaction.requiringNew().call(() -> AuditEntry.<AuditEntry>find(
                "action = ?1 and entityId = ?2", "RATINGS_RECOMPUTATION_REQUESTED", String.valueOf(run)).singleResult());
        assertEquals(StaffFixtures.ADMIN, asked.actor);
        assertTrue(asked.reason.contains(reason), asked.reason);
        String done = QuarkusTransaction.requiringNew().call(() -> AuditEntry.<AuditEntry>find(
                "action = ?1 and entityId = ?2", "RATINGS_RECOMPUTED", String.valueOf(run)).singleResult().after);
        assertTrue(done.startsWith("REQUESTED from 2025-06:"), done);
        asNationalAdmin().get(PATH).then().statusCode(200).body("id", org.hamcrest.Matchers.hasItem((int) run));
    }

    @Test
    void shouldForgetTheKeptPagesOnceARunCommits() throws Exception {
        long id = importAndPublish(roundRobin(tag(), "", "25/06"), provincialOpen());
        String player = given().get("/api/v1/events/" + id + "/rating-report").then().extract().jsonPath()
                .getString("[0].registrationNo");
        int rating = given().get("/api/v1/players/" + player + "/ratings").then().extract().jsonPath()
                .getInt("[-1].rating");
        QuarkusTransaction.requiringNew().run(() -> RatingReportEntry.update(
                "ratingAfter = ratingAfter + 50 where eventId = ?1", id)); // a wrong figure behind the registry's back
        String page = "/players/" + player + "?lang=en";
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            Future<?> holder = thread.submit(() -> QuarkusTransaction.requiringNew().run(() -> {
                lock.acquire(RegistryLock.RATING_RUN);
                held.countDown();
                await(release);
            }));
            assertTrue(held.await(30, TimeUnit.SECONDS));
            long run = asNationalAdmin().body("{\"fromPeriod\": \"2025-06\"}").post(PATH).then().statusCode(202)
                    .extract().jsonPath().getLong("id");
            // while the run waits, a visitor's page is kept showing the wrong figure
            given().get(page).then().statusCode(200).body(containsString(String.valueOf(rating + 50)));
            release.countDown();
            holder.get(30, TimeUnit.SECONDS);
            awaitDone(run);
        } finally {
            release.countDown();
            thread.shutdownNow();
        }
        given().get(page).then().statusCode(200).body(containsString(String.valueOf(rating)))
                .body(org.hamcrest.Matchers.not(containsString(String.valueOf(rating + 50))));
    }

    @Test
    void shouldMakeOneRunOfABurstAndPutOffAPublicationWhileItRuns() throws Exception {
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(21);
        try {
            // the rating-run lock held elsewhere: the first run claimed waits for it, the requests after it queue
            Future<?> holder = threads.submit(() -> QuarkusTransaction.requiringNew().run(() -> {
                lock.acquire(RegistryLock.RATING_RUN);
                held.countDown();
                await(release);
            }));
            assertTrue(held.await(30, TimeUnit.SECONDS));
            long first = asNationalAdmin().body("{}").post(PATH).then().statusCode(202).extract().jsonPath().getLong("id");
            awaitState(first, "RUNNING");
            List<Future<Long>> burst = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                burst.add(threads.submit(() -> asNationalAdmin().body("{\"reason\": \"burst\"}").post(PATH).then()
                        .statusCode(202).extract().jsonPath().getLong("id")));
            }
            Set<Long> ids = new TreeSet<>();
            for (Future<Long> answer : burst) {
                ids.add(answer.get(60, TimeUnit.SECONDS));
            }
            assertEquals(1, ids.size(), "twenty requests while one runs wait as one: " + ids);

            // a publication does not wait minutes for the run: its report follows it through the queue
            long event = importAndPublish(roundRobin(tag(), "", "25/06"), provincialOpen());
            given().get("/api/v1/events/" + event + "/rating-recomputation").then().statusCode(200)
                    .body("state", equalTo("QUEUED")).body("cause", equalTo("PUBLISHED"));
            release.countDown();
            holder.get(30, TimeUnit.SECONDS);
            awaitDone(first);
            awaitDone(ids.iterator().next());
            awaitEventDone(event);
            given().get("/api/v1/events/" + event + "/rating-report").then().statusCode(200)
                    .body("size()", is(4)).body("ratingBefore", org.hamcrest.Matchers.contains(1850, 1800, 1750, 1700));
        } finally {
            release.countDown();
            threads.shutdownNow();
        }
    }

    @Test
    void shouldTakeAgainARunLeftByAStoppedInstance() {
        long left = QuarkusTransaction.requiringNew().call(() -> {
            RatingRecomputation run = new RatingRecomputation();
            run.cause = RatingRecomputation.Cause.REQUESTED;
            run.fromPeriod = "2025-06";
            run.state = RatingRecomputation.State.RUNNING;
            run.requestedAt = Instant.now().minus(1, ChronoUnit.HOURS);
            run.startedAt = run.requestedAt;
            run.updatedAt = run.requestedAt; // nobody has said it still runs for an hour
            run.persist();
            return run.id;
        });
        rows.requeueStale(); // as every instance's heartbeat does, every 20 s
        queue.wake();
        awaitDone(left);
    }

    @Test
    void shouldSayWhenARunFailedAndWriteNothing() {
        long broken = QuarkusTransaction.requiringNew().call(() -> {
            RatingRecomputation run = new RatingRecomputation();
            run.cause = RatingRecomputation.Cause.REQUESTED;
            run.fromPeriod = "2025-6"; // not a month the run can read: it stops on a fault
            run.state = RatingRecomputation.State.QUEUED;
            run.requestedAt = Instant.now();
            run.updatedAt = run.requestedAt;
            run.persist();
            return run.id;
        });
        queue.wake();
        awaitFinished(broken).body("state", equalTo("FAILED")).body("failure", containsString("wrote nothing"))
                .body("events", is(0)).body("players.size()", is(0));
    }

    @Test
    void shouldRewriteUnderARuleSetPublishedForEventsAlreadyOnItsDays() {
        LocalDate effective = RatingRulesDrafts.nextEffectiveDate();
        long event = importAndPublish(roundRobin(tag(), "", "25/06"), provincialOpen());
        // an event on the set's first day, not yet rated (as if published with that date under the older set)
        QuarkusTransaction.requiringNew().run(() -> {
            org.dengji.registry.event.Event.update("endDate = ?1 where id = ?2", effective, event);
            RatingReportEntry.delete("eventId", event);
        });
        String code = RatingRulesDrafts.newDraft();
        long before = QuarkusTransaction.requiringNew().call(() -> RatingRecomputation.count(
                "cause", RatingRecomputation.Cause.RULES_PUBLISHED));
        RatingRulesDrafts.asNationalAdmin().body("{\"effectiveFrom\": \"" + effective + "\"}")
                .post("/api/v1/rating-rules/" + code + "/publish").then().statusCode(200);
        RatingRecomputation queued = QuarkusTransaction.requiringNew().call(() -> RatingRecomputation
                .<RatingRecomputation>find("cause = ?1 order by id desc", RatingRecomputation.Cause.RULES_PUBLISHED)
                .firstResult());
        assertEquals(before + 1, QuarkusTransaction.requiringNew().call(() -> RatingRecomputation.count(
                "cause", RatingRecomputation.Cause.RULES_PUBLISHED)));
        assertEquals(effective.toString().substring(0, 7), queued.fromPeriod);
        awaitDone(queued.id).body("events", org.hamcrest.Matchers.greaterThanOrEqualTo(1));
        given().get("/api/v1/events/" + event + "/rating-report").then().body("[0].ratingBefore", is(1850));

        // a set taking effect after every recorded event queues nothing
        String later = RatingRulesDrafts.newDraft();
        RatingRulesDrafts.asNationalAdmin().body("{\"effectiveFrom\": \"" + RatingRulesDrafts.nextEffectiveDate()
                + "\"}").post("/api/v1/rating-rules/" + later + "/publish").then().statusCode(200);
        assertEquals(before + 1, QuarkusTransaction.requiringNew().call(() -> RatingRecomputation.count(
                "cause", RatingRecomputation.Cause.RULES_PUBLISHED)));
    }

    @Test
    void shouldRefuseWhatIsNotAMonthOrTooLongWithTheField() {
        asNationalAdmin().body("{\"fromPeriod\": \"2025-13\"}").post(PATH).then().statusCode(400)
                .body("violations[0].field", containsString("fromPeriod"));
        asNationalAdmin().body("{\"fromPeriod\": \"June\"}").post(PATH).then().statusCode(400)
                .body("violations[0].field", containsString("fromPeriod"));
        asNationalAdmin().body("{\"reason\": \"" + "x".repeat(301) + "\"}").post(PATH).then().statusCode(400)
                .body("violations[0].field", containsString("reason"));
        asNationalAdmin().body("{\"fromPeriod\": \"2999-01\"}").post(PATH).then().statusCode(400)
                .body("code", equalTo("FROM_PERIOD_IN_FUTURE")).body("violations[0].field", equalTo("fromPeriod"));
        asNationalAdmin().body("{\"fromPeriod\": ").post(PATH).then().statusCode(400);
        asNationalAdmin().get(PATH + "/999999999").then().statusCode(404)
                .body("code", equalTo("NO_RATING_RECOMPUTATION"));
        asNationalAdmin().get(PATH + "/abc").then().statusCode(404);
    }

    @Test
    void shouldLetOnlyAdministratorsOfTheNationalAuthorityStartOrReadOne() {
        long queuedBefore = queueRows();
        long auditedBefore = audited();
        as(PROVINCIAL_ADMIN, StaffFixtures.PASSWORD).body("{}").post(PATH).then().statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION")).body("detail", containsString("national"));
        as(REGISTRAR, StaffFixtures.PASSWORD).body("{}").post(PATH).then().statusCode(403)
                .body("code", equalTo("FORBIDDEN"));
        given().contentType(ContentType.JSON).body("{}").post(PATH).then().statusCode(401)
                .header("WWW-Authenticate", containsString("Basic"));
        assertEquals(queuedBefore, queueRows(), "nothing queued");
        assertEquals(auditedBefore, audited(), "nothing audited");

        long run = asNationalAdmin().body("{}").post(PATH).then().statusCode(202).extract().jsonPath().getLong("id");
        for (String path : List.of(PATH, PATH + "/" + run)) {
            as(PROVINCIAL_ADMIN, StaffFixtures.PASSWORD).get(path).then().statusCode(403)
                    .body("code", equalTo("OUT_OF_JURISDICTION"));
            as(REGISTRAR, StaffFixtures.PASSWORD).get(path).then().statusCode(403);
            given().get(path).then().statusCode(401);
        }
        awaitDone(run);
    }

    private static RequestSpecification asNationalAdmin() {
        return as(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
    }

    private static RequestSpecification as(String user, String password) {
        return given().auth().preemptive().basic(user, password).contentType(ContentType.JSON);
    }

    private static String report(long event) {
        return given().get("/api/v1/events/" + event + "/rating-report").then().statusCode(200).extract().asString();
    }

    private static long queueRows() {
        return QuarkusTransaction.requiringNew().call(() -> RatingRecomputation.count("eventId is null"));
    }

    private static long audited() {
        return QuarkusTransaction.requiringNew().call(() -> AuditEntry.count("entityType", "rating_recomputation"));
    }

    private static ValidatableResponse awaitDone(long run) {
        return awaitFinished(run).body("state", equalTo("DONE"));
    }

    private static ValidatableResponse awaitFinished(long run) {
        return awaitState(run, "DONE", "FAILED");
    }

    /** Reads the run until it reaches one of {@code states}: the queue runs it on a thread of its own. */
    private static ValidatableResponse awaitState(long run, String... states) {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            ValidatableResponse read = asNationalAdmin().get(PATH + "/" + run).then().statusCode(200);
            if (List.of(states).contains(read.extract().jsonPath().getString("state")) || System.nanoTime() > until) {
                return read;
            }
            pause();
        }
    }

    private static void awaitEventDone(long event) {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!"DONE".equals(given().get("/api/v1/events/" + event + "/rating-recomputation").then().extract()
                .jsonPath().getString("state")) && System.nanoTime() < until) {
            pause();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(45, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
