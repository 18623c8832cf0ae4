package org.dengji.standards.version;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.concurrent.atomic.AtomicInteger;
import org.dengji.support.StaffFixtures;

/** Drafts of the national standard made through the API, each under a fresh code, and request bodies. */
final class StandardDrafts {

    private static final AtomicInteger NEXT = new AtomicInteger(100);
    /**
     * Publication years far in the future, rising: each publication must follow the open-ended
     * version before it, and the migrated version must stay in force today for the other tests.
     */
    private static final AtomicInteger YEAR = new AtomicInteger(2090);

    /** Provincial top 8 for 一级棋士 (2) instead of top 6. */
    static final String PROVINCIAL_TOP_8 = """
            {"title": "FIRST_CLASS", "scope": "MEN", "reference": "第一条 男子 一级棋士 (2)", "kind": "PLACEMENT",
             "category": "PROVINCIAL_INDIVIDUAL", "rankFrom": 1, "rankTo": 8, "times": 1,
             "textZh": "省、自治区、直辖市个人赛前8名", "textEn": "Top 8 at a provincial individual championship"}
            """;

    static final String PARAMETERS = """
            {"normMinGames": 7, "windowMonths": 12, "normRates": [
              {"title": "GRANDMASTER", "scope": "MEN", "rate": 0.75}, {"title": "MASTER", "scope": "MEN", "rate": 0.65}]}
            """;

    private StandardDrafts() {
    }

    static java.time.LocalDate nextEffectiveDate() {
        return java.time.LocalDate.of(YEAR.incrementAndGet(), 1, 1);
    }

    static String freshCode() {
        return "CN-NATIONAL-T" + NEXT.incrementAndGet();
    }

    static RequestSpecification asNationalAdmin() {
        return given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON);
    }

    /** A new draft copy of CN-NATIONAL-1; returns its code. */
    static String newDraft() {
        String code = freshCode();
        asNationalAdmin().body("{\"code\": \"" + code + "\"}")
                .when().post("/api/v1/standards/CN-NATIONAL-1/drafts").then().statusCode(201);
        return code;
    }
}
