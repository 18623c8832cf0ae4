package org.dengji.ratings.report;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.time.YearMonth;
import java.util.List;
import org.dengji.audit.AuditEntry;
import org.dengji.ratings.core.EventChange;
import org.dengji.ratings.core.EventGames;
import org.dengji.ratings.core.PeriodResult;
import org.dengji.ratings.core.PlayerState;
import org.dengji.ratings.core.RatingCalculator;
import org.dengji.ratings.core.RatingGame;
import org.dengji.ratings.core.RatingRules;
import org.dengji.ratings.core.Score;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Rating reports through the API: the round robin of four (rated 2200, 2100, 2000 and 1900 in its file, ending
 * 12 June 2025, official, no time control given) is rated, each player new to the reports starting from the
 * file's rating; the numbers are checked against the engine and by hand.
 */
@QuarkusTest
class RatingReportApiTest {

    private static final YearMonth JUNE = YearMonth.of(2025, 6);
    private static final RatingCalculator FIDE = new RatingCalculator(RatingRules.fide2024());

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    @Test
    void shouldReportEachPlayersChangeAsTheEngineComputesIt() {
        long id = importAndPublish(rated(tag()), provincialOpen());
        JsonPath report = given().when().get("/api/v1/events/" + id + "/rating-report").then().statusCode(200)
                .body("$", hasSize(4))
                .body("ratingBefore", contains(2200, 2100, 2000, 1900))
                .body("k", contains(40, 40, 40, 40))
                .extract().jsonPath();
        // 2200: beat 1900 (PD .85), drew 2100 (.64), beat 2000 (.76): 2.5 − 2.25 = 0.25, × 40 = +10
        EventChange first = change(2200, game(1900, Score.WIN), game(2100, Score.DRAW), game(2000, Score.WIN));
        assertEquals(0, new BigDecimal("10.00").compareTo(first.change()));
        assertLine(report, 0, first);
        // 1900: lost to 2200 (.15), 2000 (.36) and 2100 (.24): 0 − 0.75, × 40 = −30
        EventChange last = change(1900, game(2200, Score.LOSS), game(2000, Score.LOSS), game(2100, Score.LOSS));
        assertEquals(0, new BigDecimal("-30.00").compareTo(last.change()));
        assertLine(report, 3, last);
        assertEquals(2000.0f, report.getFloat("[0].opponentsAverage"), 0.001f);
        assertEquals("2.5", report.getString("[0].score"));
    }

    @Test
    void shouldLeaveForfeitsOutOfTheRatedGames() {
        String file = rated(tag()).replace("4 b 1     1 w 0", "4 b +     1 w 0")
                .replace("3 w 0     2 b 0", "3 w -     2 b 0");
        long id = importAndPublish(file, provincialOpen());
        JsonPath report = given().when().get("/api/v1/events/" + id + "/rating-report").then().statusCode(200)
                .extract().jsonPath();
        // the third and the fourth met only by forfeit: two games each, both lost
        assertLine(report, 2, change(2000, game(2100, Score.LOSS), game(2200, Score.LOSS)));
        assertLine(report, 3, change(1900, game(2200, Score.LOSS), game(2100, Score.LOSS)));
        assertEquals(-15.6f, report.getFloat("[3].change"), 0.001f);
        assertEquals(0.0f, report.getFloat("[3].score"), 0.001f);
    }

    @Test
    void shouldReportNothingForAnEventThatIsNotOfficialOrTooFast() {
        long unofficial = importAndPublish(rated(tag()),
                provincialOpen().replace("official=true", "official=false"));
        given().when().get("/api/v1/events/" + unofficial + "/rating-report").then().statusCode(200)
                .body("$", hasSize(0));
        long rapid = importAndPublish(withTimeControl(rated(tag()), "15 min + 10 sec"),
                provincialOpen());
        given().when().get("/api/v1/events/" + rapid + "/rating-report").then().statusCode(200)
                .body("$", hasSize(0));
        long slow = importAndPublish(withTimeControl(rated(tag()), "90'+30''"),
                provincialOpen());
        given().when().get("/api/v1/events/" + slow + "/rating-report").then().statusCode(200)
                .body("$", hasSize(4));
    }

    @Test
    void shouldLetTheRegistrarOfTheEventChangeTheRatedFlagAndAuditIt() {
        long id = importAndPublish(rated(tag()), provincialOpen());
        asRegistrar(ZJ_REGISTRAR).body("{\"rated\": false}").when().put("/api/v1/events/" + id + "/rated").then()
                .statusCode(200).body("id", is((int) id)).body("rated", is(false));
        given().when().get("/api/v1/events/" + id + "/rating-report").then().body("$", hasSize(0));
        asRegistrar(ZJ_REGISTRAR).body("{\"rated\": true}").when().put("/api/v1/events/" + id + "/rated").then()
                .statusCode(200).body("rated", is(true));
        given().when().get("/api/v1/events/" + id + "/rating-report").then().body("$", hasSize(4));
        long audited = QuarkusTransaction.requiringNew().call(() -> AuditEntry.count("action = ?1 and entityId = ?2",
                "EVENT_RATED_CHANGED", String.valueOf(id)));
        assertEquals(2, audited);
    }

    @Test
    void shouldRefuseTheRatedFlagToAnyoneElse() {
        long id = importAndPublish(rated(tag()), provincialOpen());
        given().contentType("application/json").body("{\"rated\": false}").when()
                .put("/api/v1/events/" + id + "/rated").then().statusCode(401);
        asRegistrar(ZJ_REVIEWER).body("{\"rated\": false}").when().put("/api/v1/events/" + id + "/rated").then()
                .statusCode(403);
        asRegistrar(BJ_REGISTRAR).body("{\"rated\": false}").when().put("/api/v1/events/" + id + "/rated").then()
                .statusCode(403).body("code", equalTo("OUT_OF_JURISDICTION"));
        long draft = postTrf(ZJ_REGISTRAR, rated(tag()), provincialOpen()).statusCode(201)
                .extract().jsonPath().getLong("id");
        asRegistrar(BJ_REGISTRAR).body("{\"rated\": false}").when().put("/api/v1/events/" + draft + "/rated").then()
                .statusCode(404);
        asRegistrar(ZJ_REGISTRAR).body("{}").when().put("/api/v1/events/" + id + "/rated").then().statusCode(400);
        given().when().get("/api/v1/events/" + id + "/rating-report").then().body("$", hasSize(4));
    }

    @Test
    void shouldShowAPlayersMonthAndHideTheReportOfADraft() {
        long id = importAndPublish(rated(tag()), provincialOpen());
        String first = given().when().get("/api/v1/events/" + id + "/rating-report").then().extract().jsonPath()
                .getString("[0].registrationNo");
        given().when().get("/api/v1/players/" + first + "/ratings").then().statusCode(200)
                .body("period", contains("2025-06"))
                .body("rating", contains(2210))
                .body("games", contains(3))
                .body("change", contains(10))
                .body("[0].keySet()", containsInAnyOrder("period", "rating", "games", "change"));
        long draft = postTrf(ZJ_REGISTRAR, rated(tag()), provincialOpen()).statusCode(201)
                .extract().jsonPath().getLong("id");
        given().when().get("/api/v1/events/" + draft + "/rating-report").then().statusCode(404);
        given().when().get("/api/v1/players/CN999999999/ratings").then().statusCode(404);
    }

    @Test
    void shouldRateALaterEventFromTheListOfItsMonthAndFollowACorrection() {
        String tag = tag();
        String june = rated(tag);
        long first = importAndPublish(june, provincialOpen());
        // the same four again later in June: the list in force is still June's, the month's changes add up
        long second = importAndPublish(june.replace("Round Robin " + tag, "Round Robin " + tag + " B")
                .replace("25/06/1", "25/06/2"), provincialOpen());
        given().when().get("/api/v1/events/" + second + "/rating-report").then().statusCode(200)
                .body("ratingBefore", contains(2200, 2100, 2000, 1900));
        // and in July, from the ratings June reached: +10 → 2220, 2100 + 2 × 29.6 → 2159, 2000 − 2 × 9.6 → 1981,
        // 1900 − 60 → 1840
        long july = importAndPublish(june.replace("Round Robin " + tag, "Round Robin " + tag + " C")
                .replace("25/06/1", "25/07/1"), provincialOpen());
        String registrationNo = given().when().get("/api/v1/events/" + july + "/rating-report").then()
                .statusCode(200).body("ratingBefore", contains(2220, 2159, 1981, 1840))
                .extract().jsonPath().getString("[0].registrationNo");
        given().when().get("/api/v1/players/" + registrationNo + "/ratings").then().statusCode(200)
                .body("period", contains("2025-06", "2025-07"))
                // July: PD .58 against 2159, .80 against 1981, .91 against 1840; 2.5 − 2.29 = 0.21, × 40 = 8.4 → +8
                .body("rating", contains(2220, 2228))
                .body("games", contains(6, 3))
                .body("change", contains(20, 8));
        asRegistrar(ZJ_REGISTRAR).body("{\"endDate\": \"2025-08-03\"}").when()
                .post("/api/v1/events/" + july + "/corrections").then().statusCode(200);
        given().when().get("/api/v1/players/" + registrationNo + "/ratings").then().statusCode(200)
                .body("period", contains("2025-06", "2025-08"));
        given().when().get("/api/v1/events/" + first + "/rating-report").then().body("$", hasSize(4));
    }

    private static void assertLine(JsonPath report, int index, EventChange expected) {
        String line = "[" + index + "].";
        assertEquals(expected.ratingBefore(), report.getInt(line + "ratingBefore"));
        assertEquals(expected.k(), report.getInt(line + "k"));
        assertEquals(expected.expected().floatValue(), report.getFloat(line + "expected"), 0.001f);
        assertEquals(expected.score().floatValue(), report.getFloat(line + "score"), 0.001f);
        assertEquals(expected.change().floatValue(), report.getFloat(line + "change"), 0.001f);
        assertEquals(expected.opponentsAverage().floatValue(), report.getFloat(line + "opponentsAverage"), 0.001f);
    }

    /** The engine's change for a player new to the reports (no games counted yet), born in 2000. */
    private static EventChange change(int rating, RatingGame... games) {
        PeriodResult result = FIDE.rate(PlayerState.rated(rating, 0, 2000, 0), JUNE,
                List.of(new EventGames("round robin", JUNE, List.of(games))));
        return result.events().get(0);
    }

    private static RatingGame game(int opponent, Score score) {
        return RatingGame.against(opponent, score);
    }

    private static String withTimeControl(String file, String timeControl) {
        return file.replace("022 Shanghai\r", "022 Shanghai\r122 " + timeControl + "\r");
    }

    /** The round robin with the national ratings of its players, equal to their FIDE ratings. */
    private static String rated(String tag) {
        return NationalRatingFiles.sameAsFide(fixture("trf/round-robin.trf", tag));
    }
}
