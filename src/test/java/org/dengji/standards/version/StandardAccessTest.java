package org.dengji.standards.version;

import static io.restassured.RestAssured.given;
import static org.dengji.standards.version.StandardDrafts.PARAMETERS;
import static org.dengji.standards.version.StandardDrafts.PROVINCIAL_TOP_8;
import static org.dengji.standards.version.StandardDrafts.freshCode;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.oneOf;
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
 * The access matrix of every standards write endpoint: an administrator of the national authority
 * may; an administrator of a province may not (standards are national data); a registrar may not;
 * an anonymous caller must sign in. A refused call writes nothing.
 */
@QuarkusTest
class StandardAccessTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        staff.ensure("std-gd-admin", Role.ADMIN, "4400");
        staff.ensure("std-registrar", Role.REGISTRAR, "0001");
    }

    /**
     * One write endpoint: the standard it acts on (made when the test runs, since the application
     * is not up while JUnit lists the cases), how to call it, and the status it answers when allowed.
     */
    record Endpoint(String name, int allowed, Supplier<String> target,
            BiFunction<RequestSpecification, String, ValidatableResponse> call) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Endpoint> endpoints() {
        return Stream.of(
                new Endpoint("POST drafts", 201, () -> "CN-NATIONAL-1", (r, code) -> r
                        .body("{\"code\": \"" + freshCode() + "\"}").post("/api/v1/standards/" + code + "/drafts").then()),
                new Endpoint("PUT clause", 200, StandardDrafts::newDraft, (r, code) -> r
                        .body(PROVINCIAL_TOP_8).put("/api/v1/standards/" + code + "/clauses/M-1-2").then()),
                new Endpoint("PUT parameters", 200, StandardDrafts::newDraft, (r, code) -> r
                        .body(PARAMETERS).put("/api/v1/standards/" + code + "/parameters").then()),
                new Endpoint("POST publish", 200, StandardDrafts::newDraft, (r, code) -> r
                        .body("{\"effectiveFrom\": \"" + StandardDrafts.nextEffectiveDate() + "\"}")
                        .post("/api/v1/standards/" + code + "/publish").then()));
    }

    private static RequestSpecification as(String user, String password) {
        return given().auth().preemptive().basic(user, password).contentType(ContentType.JSON);
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void shouldAllowAnAdministratorOfTheNationalAuthority(Endpoint endpoint) {
        String code = endpoint.target().get();
        long before = writes(code);
        endpoint.call().apply(as(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD), code).statusCode(endpoint.allowed());
        assertTrue(writes(code) > before, "the change is in the audit log");
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void shouldRefuseAnAdministratorOfAProvince(Endpoint endpoint) {
        String code = endpoint.target().get();
        long before = writes(code);
        endpoint.call().apply(as("std-gd-admin", StaffFixtures.PASSWORD), code)
                .statusCode(403)
                .contentType("application/problem+json")
                .body("code", equalTo("OUT_OF_JURISDICTION"))
                .body("detail", containsString("national"));
        assertEquals(before, writes(code), "nothing written");
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void shouldRefuseARegistrar(Endpoint endpoint) {
        String code = endpoint.target().get();
        long before = writes(code);
        endpoint.call().apply(as("std-registrar", StaffFixtures.PASSWORD), code)
                .statusCode(403)
                .body("code", oneOf("FORBIDDEN"));
        assertEquals(before, writes(code), "nothing written");
    }

    @ParameterizedTest
    @MethodSource("endpoints")
    void shouldAskAnAnonymousCallerToSignIn(Endpoint endpoint) {
        String code = endpoint.target().get();
        long before = writes(code);
        endpoint.call().apply(given().contentType(ContentType.JSON), code)
                .statusCode(401)
                .header("WWW-Authenticate", containsString("Basic"));
        assertEquals(before, writes(code), "nothing written");
    }

    /** Audit rows about standards: a copy is recorded under the new code, so count them all. */
    private static long writes(String code) {
        return AuditEntry.count("entityType", "standard");
    }
}
