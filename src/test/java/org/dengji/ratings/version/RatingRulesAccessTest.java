package org.dengji.ratings.version;

import static io.restassured.RestAssured.given;
import static org.dengji.ratings.version.RatingRulesDrafts.draftRequest;
import static org.dengji.ratings.version.RatingRulesDrafts.freshCode;
import static org.dengji.ratings.version.RatingRulesDrafts.valuesWith;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.dengji.audit.AuditEntry;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The access matrix of every rating-rules write endpoint: an administrator of the national authority may; an
 * administrator of a province may not (the rules are national data); a registrar may not; an anonymous caller
 * must sign in. A refused call writes nothing.
 */
@QuarkusTest
class RatingRulesAccessTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        staff.ensure("rr-gd-admin", Role.ADMIN, "4400");
        staff.ensure("rr-registrar", Role.REGISTRAR, "0001");
    }

    /** One write endpoint: the rule set it acts on (made when the test runs), how to call it, its success. */
    record Endpoint(String name, int allowed, Supplier<String> target,
            BiFunction<RequestSpecification, String, ValidatableResponse> call) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Endpoint> endpoints() {
        return Stream.of(
                new Endpoint("POST draft", 201, RatingRulesDrafts::freshCode, (r, code) -> r
                        .body(draftRequest(code)).post("/api/v1/rating-rules").then()),
                new Endpoint("PUT values", 200, RatingRulesDrafts::newDraft, (r, code) -> r
                        .body(valuesWith("floor", 1000)).put("/api/v1/rating-rules/" + code).then()),
                new Endpoint("POST publish", 200, RatingRulesDrafts::newDraft, (r, code) -> r
                        .body("{\"effectiveFrom\": \"" + RatingRulesDrafts.nextEffectiveDate() + "\"}")
                        .post("/api/v1/rating-rules/" + code + "/publish").then()));
    }

    private static RequestSpecification as(String user, String password) {
        return given().auth().preemptive().basic(user, password).contentType(ContentType.JSON);
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void shouldAllowAnAdministratorOfTheNationalAuthority(Endpoint endpoint) {
        String code = endpoint.target().get();
        long before = writes();
        endpoint.call().apply(as(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD), code)
                .statusCode(endpoint.allowed()).body("code", equalTo(code));
        assertTrue(writes() > before, "the change is in the audit log");
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void shouldRefuseAnAdministratorOfAProvince(Endpoint endpoint) {
        String code = endpoint.target().get();
        long before = writes();
        endpoint.call().apply(as("rr-gd-admin", StaffFixtures.PASSWORD), code)
                .statusCode(403)
                .contentType("application/problem+json")
                .body("code", equalTo("OUT_OF_JURISDICTION"))
                .body("detail", containsString("national"));
        assertEquals(before, writes(), "nothing written");
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void shouldRefuseARegistrar(Endpoint endpoint) {
        String code = endpoint.target().get();
        long before = writes();
        endpoint.call().apply(as("rr-registrar", StaffFixtures.PASSWORD), code)
                .statusCode(403)
                .body("code", equalTo("FORBIDDEN"));
        assertEquals(before, writes(), "nothing written");
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void shouldAskAnAnonymousCallerToSignIn(Endpoint endpoint) {
        String code = endpoint.target().get();
        long before = writes();
        endpoint.call().apply(given().contentType(ContentType.JSON), code)
                .statusCode(401)
                .header("WWW-Authenticate", containsString("Basic"));
        assertEquals(before, writes(), "nothing written");
    }

    private static long writes() {
        return AuditEntry.count("entityType", "rating_rules");
    }
}
