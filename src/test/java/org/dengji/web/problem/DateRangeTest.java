package org.dengji.web.problem;

import static io.restassured.RestAssured.given;
import static org.dengji.support.WhatIf.whatIf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/**
 * Every date field takes dates from 1949-01-01 to 2200-12-31. {@code +999999999-12-31} as a standard's
 * effective date was stored corrupted and froze the national standard for good; now it is refused and
 * nothing changes.
 */
@QuarkusTest
class DateRangeTest {

    private static RequestSpecification asNationalAdmin() {
        return given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON);
    }

    private static String oneResultEndingOn(String date) {
        return "{\"gender\": \"MALE\", \"results\": [{\"category\": \"PROVINCIAL_INDIVIDUAL\", \"section\": \"OPEN\","
                + " \"rank\": 5, \"endDate\": \"" + date + "\"}]}";
    }

    @Test
    void shouldRefuseAnEffectiveDateBeyondTheRangeAndChangeNothing() {
        asNationalAdmin().body("{\"code\": \"ROB-DATE-1\"}")
                .when().post("/api/v1/standards/CN-NATIONAL-1/drafts").then().statusCode(201);
        String versionsBefore = given().when().get("/api/v1/standards").then().extract().asString();
        for (String date : new String[] { "+999999999-12-31", "2201-01-01" }) {
            asNationalAdmin().body("{\"effectiveFrom\": \"" + date + "\"}")
                    .when().post("/api/v1/standards/ROB-DATE-1/publish").then().statusCode(400)
                    .contentType("application/problem+json")
                    .body("violations.field", hasItem("effectiveFrom"))
                    .body("violations.message", hasItem("must be a date from 1949-01-01 to 2200-12-31"));
        }
        asNationalAdmin().when().get("/api/v1/standards/ROB-DATE-1").then().body("status", equalTo("DRAFT"));
        given().when().get("/api/v1/standards").then().body(equalTo(versionsBefore));
    }

    @Test
    void shouldTakeResultDatesOnBothEndsOfTheRange() {
        whatIf(oneResultEndingOn("1949-01-01")).statusCode(200);
        whatIf(oneResultEndingOn("2200-12-31")).statusCode(200);
    }

    @Test
    void shouldRefuseResultDatesJustOutsideTheRange() {
        for (String date : new String[] { "1948-12-31", "2201-01-01", "+999999999-12-31", "-999999999-01-01" }) {
            whatIf(oneResultEndingOn(date)).statusCode(400)
                    .body("code", equalTo("VALIDATION_FAILED"))
                    .body("violations.field", hasItem("results[0].endDate"));
        }
    }

    @Test
    void shouldShowAnOutOfRangeDateBesideItsFieldOnTheCalculator() {
        Browserless visitor = Browserless.anonymous();
        String token = visitor.csrfTokenOf("/eligibility?lang=en");
        RequestSpecification form = given().filter(visitor.cookies()).cookie("lang", "en")
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token).formParam("gender", "MALE");
        for (int row = 0; row < 5; row++) {
            boolean first = row == 0;
            form.formParam("category", first ? "PROVINCIAL_INDIVIDUAL" : "").formParam("section", "OPEN")
                    .formParam("rank", first ? "5" : "").formParam("endDate", first ? "+999999999-12-31" : "")
                    .formParam("event", "").formParam("points", "").formParam("games", "")
                    .formParam("rateGm", "").formParam("rateMaster", "").formParam("level", "");
        }
        form.when().post("/eligibility").then().statusCode(400)
                .body(containsString("id=\"error-0-endDate\""));
    }
}
