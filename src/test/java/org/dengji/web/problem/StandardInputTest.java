package org.dengji.web.problem;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.concurrent.atomic.AtomicInteger;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/**
 * The numbers of a standard draft that the database could not store: a rate with more decimals than
 * its column (NUMERIC(5,4) rounded 0.00001 to 0 and broke the rate's CHECK), and more event levels
 * than there are. Both were 500s; both are 400s naming the field, on both sides of the boundary.
 */
@QuarkusTest
class StandardInputTest {

    private static final AtomicInteger NEXT = new AtomicInteger();

    private static RequestSpecification asNationalAdmin() {
        return given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON);
    }

    private static String draftOf(String source) {
        String code = "ROB-INPUT-" + NEXT.incrementAndGet();
        asNationalAdmin().body("{\"code\": \"" + code + "\"}")
                .when().post("/api/v1/standards/" + source + "/drafts").then().statusCode(201);
        return code;
    }

    private static String rates(String rate) {
        return "{\"normMinGames\": 9, \"windowMonths\": 6, \"normRates\": [{\"title\": \"GRANDMASTER\","
                + " \"scope\": \"MEN\", \"rate\": " + rate + "}]}";
    }

    private static String scoreRateClause(String eventLevels, String minRate) {
        return "{\"title\": \"AMATEUR_MASTER\", \"scope\": \"ALL\", \"reference\": \"业余 大师 (1)\","
                + " \"kind\": \"SCORE_RATE\", \"eventLevels\": " + eventLevels + ", \"minRounds\": 9,"
                + " \"minRate\": " + minRate + ", \"textZh\": \"全国业余等级赛得分率75%\","
                + " \"textEn\": \"75% at a national amateur grading event\"}";
    }

    @Test
    void shouldRefuseANormRateWithMoreDecimalsThanStored() {
        String draft = draftOf("CN-NATIONAL-1");
        asNationalAdmin().body(rates("0.00001")).when().put("/api/v1/standards/" + draft + "/parameters")
                .then().statusCode(400).contentType("application/problem+json")
                .body("code", equalTo("VALIDATION_FAILED"))
                .body("violations.field", hasItem("normRates[0].rate"))
                .body("violations.message", hasItem("at most 4 decimal places"));
        asNationalAdmin().body(rates("0.0001")).when().put("/api/v1/standards/" + draft + "/parameters")
                .then().statusCode(200).body("normRates[0].rate", equalTo(0.0001f));
        asNationalAdmin().body(rates("0.65000")).when().put("/api/v1/standards/" + draft + "/parameters")
                .then().statusCode(200);
    }

    @Test
    void shouldRefuseAMinimumRateWithMoreDecimalsThanStored() {
        String draft = draftOf("CN-AMATEUR-1");
        asNationalAdmin().body(scoreRateClause("[\"NATIONAL\"]", "0.00001"))
                .when().put("/api/v1/standards/" + draft + "/clauses/AM-M").then().statusCode(400)
                .body("violations.field", hasItem("minRate"));
        asNationalAdmin().body(scoreRateClause("[\"NATIONAL\"]", "0.7501"))
                .when().put("/api/v1/standards/" + draft + "/clauses/AM-M").then().statusCode(200)
                .body("minRate", equalTo(0.7501f));
    }

    @Test
    void shouldRefuseOverLongEventLevels() {
        String draft = draftOf("CN-AMATEUR-1");
        String five = "[\"NATIONAL\", \"PROVINCIAL\", \"PREFECTURE\", \"COUNTY\", \"NATIONAL\"]";
        asNationalAdmin().body(scoreRateClause(five, "0.75"))
                .when().put("/api/v1/standards/" + draft + "/clauses/AM-M").then().statusCode(400)
                .body("violations.field", hasItem("eventLevels"));
        asNationalAdmin().body(scoreRateClause("[\"NATIONAL\", \"NATIONAL\"]", "0.75"))
                .when().put("/api/v1/standards/" + draft + "/clauses/AM-M").then().statusCode(400)
                .body("code", equalTo("INVALID_CLAUSE"))
                .body("violations.message", hasItem("each level at most once"));
        String four = "[\"COUNTY\", \"PREFECTURE\", \"PROVINCIAL\", \"NATIONAL\"]";
        asNationalAdmin().body(scoreRateClause(four, "0.75"))
                .when().put("/api/v1/standards/" + draft + "/clauses/AM-M").then().statusCode(200)
                .body("eventLevels.size()", equalTo(4));
    }
}
