package org.dengji.ratings.report;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.dengji.audit.AuditEntry;
import org.dengji.registry.RegistryFixtures;
import org.dengji.registry.event.EventResult;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The reports rewritten from a changed event's period on, through the API: the national rating an import gives
 * (kept beside the FIDE rating) starts players the reports never rated, a correction of a locked event rewrites
 * every later month, and the event's latest recomputation names the players whose ratings changed.
 */
@QuarkusTest
class RatingRecomputationApiTest {

    @Inject
    StaffFixtures staff;

    @Inject
    RatingRun run;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    /** The round robin of four in {@code month} (YY/MM), with national ratings 1850, 1800, 1750 and 1700. */
    static String roundRobin(String tag, String name, String month) {
        String file = fixture("trf/round-robin.trf", tag).replace("Round Robin " + tag, "Round Robin " + tag + name)
                .replace("25/06/1", month + "/1");
        return NationalRatingFiles.with(file, Map.of(1, 1850, 2, 1800, 3, 1750, 4, 1700));
    }

    @Test
    void shouldStoreTheNationalRatingBesideTheFideRatingAndStartFromIt() {
        long id = importAndPublish(roundRobin(tag(), "", "25/06"), provincialOpen());
        List<Object[]> stored = QuarkusTransaction.requiringNew().call(() -> EventResult.getEntityManager()
                .createQuery("select r.nationalRating, r.enteredRating from EventResult r where r.event.id = :id"
                        + " order by r.startNumber", Object[].class).setParameter("id", id).getResultList());
        assertEquals(List.of(1850, 1800, 1750, 1700), stored.stream().map(r -> r[0]).toList());
        assertEquals(List.of(2200, 2100, 2000, 1900), stored.stream().map(r -> r[1]).toList());
        given().when().get("/api/v1/events/" + id + "/rating-report").then().statusCode(200)
                .body("ratingBefore", contains(1850, 1800, 1750, 1700));
        given().when().get("/api/v1/events/" + id + "/rating-recomputation").then().statusCode(200)
                .body("cause", equalTo("PUBLISHED")).body("fromPeriod", equalTo("2025-06"))
                .body("changedPlayers", is(4)).body("players.ratingWas", everyItem(nullValue()));
    }

    @Test
    void shouldLeavePlayersWithoutANationalRatingUnratedWhateverTheirFideRating() {
        long id = importAndPublish(fixture("trf/round-robin.trf", tag()), provincialOpen());
        given().when().get("/api/v1/events/" + id + "/rating-report").then().statusCode(200)
                .body("ratingBefore", everyItem(nullValue())).body("change", everyItem(nullValue()))
                .body("ratingAfter", everyItem(nullValue()));
    }

    @Test
    void shouldRefuseAnImplausibleNationalRatingWithItsLineAndColumn() {
        String file = NationalRatingFiles.with(fixture("trf/round-robin.trf", tag()), Map.of(3, 3500));
        postTrf(ZJ_REGISTRAR, file, provincialOpen()).statusCode(422)
                .body("errors.code", contains("TRF_BAD_NATIONAL_RATING"))
                .body("errors[0].line", is(11)).body("errors[0].column", is(49));
    }

    @Test
    void shouldRewriteEveryLaterMonthAfterACorrectionOfALockedEventAndNameThePlayersItChanged() {
        String tag = tag();
        long june = importAndPublish(roundRobin(tag, " A", "25/06"), provincialOpen());
        // July's event differs (two games lost by forfeit), so that the order of the events matters
        long july = importAndPublish(roundRobin(tag, " B", "25/07").replace("4 b 1     1 w 0", "4 b +     1 w 0")
                .replace("3 w 0     2 b 0", "3 w -     2 b 0"), provincialOpen());
        long september = importAndPublish(roundRobin(tag, " C", "25/09"), provincialOpen());
        List<Integer> julyBefore = given().when().get("/api/v1/events/" + july + "/rating-report").then()
                .statusCode(200).extract().jsonPath().getList("ratingBefore", Integer.class);
        List<Integer> septemberBefore = given().when().get("/api/v1/events/" + september + "/rating-report").then()
                .extract().jsonPath().getList("ratingBefore", Integer.class);
        assertNotEquals(List.of(1850, 1800, 1750, 1700), julyBefore, "July starts from June's list");
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + june + "/lock").then().statusCode(200);

        // the June event really ended in August, after the July one
        asRegistrar(ZJ_REGISTRAR).body("{\"reason\": \"Arbiter's report\", \"endDate\": \"2025-08-03\"}").when()
                .post("/api/v1/events/" + june + "/corrections").then().statusCode(200)
                .body("id", is((int) june)).body("endDate", equalTo("2025-08-03"));

        // July now starts from the national ratings, and September from what August reached
        given().when().get("/api/v1/events/" + july + "/rating-report").then()
                .body("ratingBefore", contains(1850, 1800, 1750, 1700));
        List<Integer> septemberNow = given().when().get("/api/v1/events/" + september + "/rating-report").then()
                .extract().jsonPath().getList("ratingBefore", Integer.class);
        assertNotEquals(septemberBefore, septemberNow);
        List<String> players = given().when().get("/api/v1/events/" + june + "/rating-report").then()
                .extract().jsonPath().getList("registrationNo", String.class);
        given().when().get("/api/v1/events/" + june + "/rating-recomputation").then().statusCode(200)
                .body("eventId", is((int) june)).body("cause", equalTo("CORRECTED"))
                .body("fromPeriod", equalTo("2025-06")).body("changedPlayers", is(4))
                .body("players.registrationNo", containsInAnyOrder(players.toArray()))
                .body("players.period", everyItem(equalTo("2025-06")))
                .body("players.ratingWas", everyItem(not(nullValue())))
                .body("players.ratingNow", everyItem(nullValue()));
        String audited = QuarkusTransaction.requiringNew().call(() -> AuditEntry.<AuditEntry>find(
                "action = ?1 and entityId = ?2", "RATINGS_RECOMPUTED", String.valueOf(june)).singleResult().after);
        assertTrue(audited.startsWith("CORRECTED from 2025-06:"), audited);
        players.forEach(no -> assertTrue(audited.contains(no), audited));
    }

    @Test
    void shouldRateAgainOnlyTheEventsAChangeReachesAndAgreeWithARunOverEverything() {
        String tag = tag();
        long june = importAndPublish(roundRobin(tag, " A", "25/06"), provincialOpen());
        long july = importAndPublish(roundRobin(tag, " B", "25/07").replace("4 b 1     1 w 0", "4 b +     1 w 0")
                .replace("3 w 0     2 b 0", "3 w -     2 b 0"), provincialOpen());
        long strangers = importAndPublish(roundRobin(tag(), " D", "25/09"), provincialOpen());
        given().when().get("/api/v1/events/" + july + "/rating-recomputation").then().statusCode(200)
                .body("events", is(1)).body("entries", is(4));

        // a correction that changes no rating rates the event again and nothing after it
        asRegistrar(ZJ_REGISTRAR).body("{\"name\": \"Renamed " + tag + "\"}").when()
                .post("/api/v1/events/" + june + "/corrections").then().statusCode(200);
        given().when().get("/api/v1/events/" + june + "/rating-recomputation").then()
                .body("events", is(1)).body("changedPlayers", is(0));

        // one that does reaches July, whose players are June's, and not September's strangers
        asRegistrar(ZJ_REGISTRAR).body("{\"reason\": \"Arbiter's report\", \"endDate\": \"2025-08-03\"}").when()
                .post("/api/v1/events/" + june + "/corrections").then().statusCode(200);
        given().when().get("/api/v1/events/" + june + "/rating-recomputation").then()
                .body("events", is(2)).body("entries", is(8));

        Map<Long, String> reports = new java.util.LinkedHashMap<>();
        for (long event : List.of(june, july, strangers)) {
            reports.put(event, given().when().get("/api/v1/events/" + event + "/rating-report").then().statusCode(200)
                    .extract().asString());
        }
        run.wholeRegistry();
        for (long event : List.of(june, july, strangers)) {
            assertEquals(reports.get(event), given().when().get("/api/v1/events/" + event + "/rating-report").then()
                    .extract().asString(), "a run over everything rates event " + event + " as the ripple did");
        }
    }

    @Test
    void shouldNameNobodyWhenACorrectionChangesNoRating() {
        long id = importAndPublish(roundRobin(tag(), "", "25/06"), provincialOpen());
        asRegistrar(ZJ_REGISTRAR).body("{\"name\": \"Renamed " + tag() + "\"}").when()
                .post("/api/v1/events/" + id + "/corrections").then().statusCode(200);
        given().when().get("/api/v1/events/" + id + "/rating-recomputation").then().statusCode(200)
                .body("cause", equalTo("CORRECTED")).body("changedPlayers", is(0))
                .body("players", org.hamcrest.Matchers.hasSize(0));
    }

    @Test
    void shouldHideTheRecomputationOfADraft() {
        long draft = postTrf(ZJ_REGISTRAR, roundRobin(tag(), "", "25/06"), provincialOpen()).statusCode(201)
                .extract().jsonPath().getLong("id");
        given().when().get("/api/v1/events/" + draft + "/rating-recomputation").then().statusCode(404);
    }
}
