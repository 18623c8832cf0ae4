package org.dengji.ratings.version;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.dengji.support.StaffFixtures;

/** Drafts of the rating rules for the API tests, each under a code of its own and published on a later day. */
public final class RatingRulesDrafts {

    static final String FIDE_2024 = "FIDE-2024-03";

    private static final AtomicInteger NEXT = new AtomicInteger(100);
    private static final AtomicInteger YEAR = new AtomicInteger(2100);

    private RatingRulesDrafts() {
    }

    public static String freshCode() {
        return "RR-T" + NEXT.incrementAndGet();
    }

    public static LocalDate nextEffectiveDate() {
        return LocalDate.of(YEAR.incrementAndGet(), 1, 1);
    }

    public static RequestSpecification asNationalAdmin() {
        return given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON);
    }

    static String draftRequest(String code) {
        return "{\"code\": \"" + code + "\", \"basedOn\": \"" + FIDE_2024 + "\"}";
    }

    /** A new draft copy of the FIDE 2024 set; returns its code. */
    public static String newDraft() {
        String code = freshCode();
        asNationalAdmin().body(draftRequest(code)).post("/api/v1/rating-rules").then().statusCode(201);
        return code;
    }

    /** The FIDE 2024 values with one field changed, as a PUT body. */
    static String valuesWith(String field, Object value) {
        Map<String, Object> values = new LinkedHashMap<>(given().get("/api/v1/rating-rules/" + FIDE_2024).then()
                .statusCode(200).extract().jsonPath().getMap("values"));
        values.put(field, value);
        try {
            return new ObjectMapper().writeValueAsString(values);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
