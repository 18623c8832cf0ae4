package org.dengji.ratings.version;

import static io.restassured.RestAssured.given;
import static org.dengji.ratings.version.RatingRulesDrafts.FIDE_2024;
import static org.dengji.ratings.version.RatingRulesDrafts.asNationalAdmin;
import static org.dengji.ratings.version.RatingRulesDrafts.newDraft;
import static org.dengji.ratings.version.RatingRulesDrafts.valuesWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.dengji.ratings.core.RatingRules;
import org.dengji.ratings.core.RuleProblem;
import org.junit.jupiter.api.Test;

/** The rating rule sets over JSON: the seeded FIDE set, drafts, edits, refusals and publication. */
@QuarkusTest
class RatingRulesApiTest {

    /** The published row of migration V61 holds exactly the numbers of {@link RatingRules#fide2024()}. */
    @Test
    void seededFideSetIsPublishedWithTheEngineNumbers() {
        JsonPath fide = given().get("/api/v1/rating-rules/" + FIDE_2024).then().statusCode(200)
                .body("status", equalTo("PUBLISHED")).body("effectiveFrom", equalTo("2024-03-01"))
                .extract().jsonPath();
        RatingRules rules = RatingRules.fide2024();
        assertEquals(rules.tables().differenceUpperBounds(), fide.getList("values.differenceUpperBounds"));
        assertEquals(rules.tables().dpByPercent(), fide.getList("values.dpByPercent"));
        assertEquals(List.of(400, 40, 30, 40, 18, 2300, 20, 2400, 10, 700, 1400, 5, 26, 2, 1800, 2200, 1),
                List.of(fide.getInt("values.differenceCap"), fide.getInt("values.newPlayerK"),
                        fide.getInt("values.newPlayerGames"), fide.getInt("values.juniorK"),
                        fide.getInt("values.juniorLastAge"), fide.getInt("values.juniorRatingLimit"),
                        fide.getInt("values.ratedK"), fide.getInt("values.seniorRating"), fide.getInt("values.seniorK"),
                        fide.getInt("values.maxKTimesGames"), fide.getInt("values.floor"),
                        fide.getInt("values.initialMinGames"), fide.getInt("values.initialPoolMonths"),
                        fide.getInt("values.fictitiousGames"), fide.getInt("values.fictitiousRating"),
                        fide.getInt("values.maxInitialRating"), fide.getInt("values.periodMonths")));
        assertEquals("DRAW", fide.getString("values.fictitiousResult"));
        assertNull(fide.get("values.uncappedFromRating"), "the 400-point rule for every player");
    }

    @Test
    void draftsAreHiddenFromThePublic() {
        String code = newDraft();
        given().get("/api/v1/rating-rules").then().statusCode(200)
                .body("code", hasItem(FIDE_2024)).body("code", not(hasItem(code)));
        given().get("/api/v1/rating-rules/" + code).then().statusCode(404)
                .body("code", equalTo("RATING_RULES_NOT_FOUND"));
        asNationalAdmin().get("/api/v1/rating-rules/" + code).then().statusCode(200)
                .body("status", equalTo("DRAFT")).body("basedOn", equalTo(FIDE_2024));
    }

    @Test
    void draftTakesNewNumbers() {
        String code = newDraft();
        asNationalAdmin().body(valuesWith("floor", 1000)).put("/api/v1/rating-rules/" + code).then().statusCode(200)
                .body("values.floor", equalTo(1000));
    }

    @Test
    void invalidNumbersAreRefusedFieldByField() {
        String code = newDraft();
        asNationalAdmin().body(valuesWith("seniorK", 0)).put("/api/v1/rating-rules/" + code).then().statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("RATING_RULES_INVALID"))
                .body("violations[0].field", equalTo("values.seniorK"))
                .body("violations[0].message", equalTo(new RuleProblem("seniorK", "seniorK must be positive, was 0")
                        .message()));
        asNationalAdmin().get("/api/v1/rating-rules/" + code).then().body("values.seniorK", equalTo(10));
    }

    @Test
    void missingNumberIsRefusedNot500() {
        String code = newDraft();
        asNationalAdmin().body(valuesWith("floor", null)).put("/api/v1/rating-rules/" + code).then().statusCode(400);
    }

    @Test
    void publishedSetNeverChanges() {
        asNationalAdmin().body(valuesWith("floor", 1000)).put("/api/v1/rating-rules/" + FIDE_2024).then()
                .statusCode(409).body("code", equalTo("RATING_RULES_IMMUTABLE"));
    }

    @Test
    void publishingClosesTheSetInForce() {
        String code = newDraft();
        String day = RatingRulesDrafts.nextEffectiveDate().toString();
        asNationalAdmin().body("{\"effectiveFrom\": \"" + day + "\"}").post("/api/v1/rating-rules/" + code + "/publish")
                .then().statusCode(200).body("status", equalTo("PUBLISHED")).body("effectiveFrom", equalTo(day));
        given().get("/api/v1/rating-rules").then().body("find { it.effectiveTo == '" + day + "' }.code",
                not(equalTo(null)));
        given().get("/api/v1/rating-rules/" + code).then().statusCode(200);
    }

    @Test
    void publishingInThePastIsRefused() {
        String code = newDraft();
        asNationalAdmin().body("{\"effectiveFrom\": \"2020-01-01\"}").post("/api/v1/rating-rules/" + code + "/publish")
                .then().statusCode(400).body("code", equalTo("EFFECTIVE_DATE_IN_PAST"));
    }

    @Test
    void copyUnderATakenCodeIsAConflict() {
        asNationalAdmin().body(RatingRulesDrafts.draftRequest(FIDE_2024)).post("/api/v1/rating-rules").then()
                .statusCode(409).body("code", equalTo("RATING_RULES_CODE_TAKEN"));
    }

    @Test
    void draftCountsUnratedOpponentsAtARatingFromTheFloorOn() {
        given().get("/api/v1/rating-rules/" + FIDE_2024).then().statusCode(200)
                .body("values.unratedOpponentRating", org.hamcrest.Matchers.nullValue());
        String code = newDraft();
        asNationalAdmin().body(valuesWith("unratedOpponentRating", 1500)).put("/api/v1/rating-rules/" + code).then()
                .statusCode(200).body("values.unratedOpponentRating", equalTo(1500));
        asNationalAdmin().body(valuesWith("unratedOpponentRating", 1000)).put("/api/v1/rating-rules/" + code).then()
                .statusCode(400).body("code", equalTo("RATING_RULES_INVALID"))
                .body("violations[0].field", equalTo("values.unratedOpponentRating"));
        asNationalAdmin().get("/api/v1/rating-rules/" + code).then().body("values.unratedOpponentRating",
                equalTo(1500));
        asNationalAdmin().body(valuesWith("unratedOpponentRating", null)).put("/api/v1/rating-rules/" + code).then()
                .statusCode(200).body("values.unratedOpponentRating", org.hamcrest.Matchers.nullValue());
    }
}
