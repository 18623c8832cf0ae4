package org.dengji.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The account changes over the API (edit, deactivate, reactivate, new password), each for the
 * allowed role, a wrong role, anonymous and out of jurisdiction; and what an administrator may not
 * do even in their own province.
 */
@QuarkusTest
class AccountAdministrationApiTest {

    @Inject
    StaffFixtures staff;

    /** One account change: how to send it for the account {@code id}, and what it answers when allowed. */
    record Change(String name, String method, String path, String body, int allowed) {

        ValidatableResponse send(RequestSpecification request, long id) {
            return request.contentType(ContentType.JSON).body(body.formatted(staff().unit("3300").id))
                    .request(method, "/api/v1/users/" + id + path).then();
        }

        @Override
        public String toString() {
            return name;
        }

        private static StaffFixtures staff() {
            return io.quarkus.arc.Arc.container().instance(StaffFixtures.class).get();
        }
    }

    static Stream<Change> changes() {
        return Stream.of(
                new Change("edit", "PUT", "", "{\"displayName\": \"新名字\", \"organisationId\": %d,"
                        + " \"roles\": [\"REVIEWER\"]}", 200),
                new Change("deactivate", "POST", "/deactivate", "", 200),
                new Change("reactivate", "POST", "/reactivate", "", 200),
                new Change("new password", "PUT", "/password", "{\"password\": \"another-long-password\"}", 204));
    }

    private static RequestSpecification as(String username) {
        return given().auth().preemptive().basic(username, StaffFixtures.PASSWORD);
    }

    private long account(String prefix, Role role, String unitCode) {
        return staff.account(staff.fresh(prefix, role, unitCode)).id;
    }

    @ParameterizedTest
    @MethodSource("changes")
    void shouldChangeAnAccountOfTheOwnProvinceAsItsAdministrator(Change change) {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        long clerk = account("zj-clerk", Role.REGISTRAR, "3300");
        change.send(as(admin), clerk).statusCode(change.allowed());
    }

    @ParameterizedTest
    @MethodSource("changes")
    void shouldNotChangeAnAccountAsRegistrar(Change change) {
        String registrar = staff.fresh("zj-registrar", Role.REGISTRAR, "3300");
        long clerk = account("zj-clerk", Role.REGISTRAR, "3300");
        change.send(as(registrar), clerk).statusCode(403).body("code", equalTo("FORBIDDEN"));
        assertTrue(staff.account(staff.accountName(clerk)).active);
    }

    @ParameterizedTest
    @MethodSource("changes")
    void shouldNotChangeAnAccountWhenAnonymous(Change change) {
        long clerk = account("zj-clerk", Role.REGISTRAR, "3300");
        change.send(given(), clerk).statusCode(401).body("code", equalTo("AUTHENTICATION_REQUIRED"));
    }

    @ParameterizedTest
    @MethodSource("changes")
    void shouldNotChangeAnAccountOfAnotherProvinceOrOfTheNationalAuthority(Change change) {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        for (String unitCode : List.of("3200", "0001")) {
            long foreign = account("foreign-clerk", Role.REGISTRAR, unitCode);
            // An account outside the administrator's subtree answers as one that does not exist.
            change.send(as(admin), foreign).statusCode(404).body("code", equalTo("UNKNOWN_USER"));
            var unchanged = staff.account(staff.accountName(foreign));
            assertTrue(unchanged.active, unitCode);
            assertEquals(Set.of(Role.REGISTRAR), unchanged.roleSet(), unitCode);
        }
    }

    @Test
    void shouldEditNameRolesAndUnitAndAuditTheChange() {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        String clerk = staff.fresh("zj-clerk", Role.REGISTRAR, "3300");
        long id = staff.account(clerk).id;
        as(admin).contentType(ContentType.JSON)
                .body("{\"displayName\": \"  李娜  \", \"organisationId\": %d, \"roles\": [\"REVIEWER\", \"APPROVER\"]}"
                        .formatted(staff.unit("3300").id))
                .put("/api/v1/users/" + id).then().statusCode(200)
                .body("displayName", equalTo("李娜"))
                .body("roles", equalTo(List.of("REVIEWER", "APPROVER")))
                .body("organisationUnitCode", equalTo("3300"));
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .queryParam("entityType", "user").queryParam("entityId", id).get("/api/v1/audit").then()
                .body("items.action", hasItem("USER_UPDATED"))
                .body("items.find { it.action == 'USER_UPDATED' }.actor", equalTo(admin))
                .body("items.find { it.action == 'USER_UPDATED' }.before", containsString("REGISTRAR"))
                .body("items.find { it.action == 'USER_UPDATED' }.after", containsString("APPROVER"));
    }

    @Test
    void shouldNotMoveAnAccountOutOfTheJurisdiction() {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        long clerk = account("zj-clerk", Role.REGISTRAR, "3300");
        as(admin).contentType(ContentType.JSON)
                .body("{\"displayName\": \"X\", \"organisationId\": %d, \"roles\": [\"REGISTRAR\"]}"
                        .formatted(staff.unit("3200").id))
                .put("/api/v1/users/" + clerk).then().statusCode(403).body("code", equalTo("OUT_OF_JURISDICTION"));
        assertEquals("3300", staff.account(staff.accountName(clerk)).organisation.unitCode);
    }

    @Test
    void shouldNotLetAnAdministratorShutThemselvesOut() {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        long self = staff.account(admin).id;
        as(admin).contentType(ContentType.JSON).post("/api/v1/users/" + self + "/deactivate").then()
                .statusCode(409).body("code", equalTo("OWN_ACCOUNT"));
        as(admin).contentType(ContentType.JSON)
                .body("{\"displayName\": \"X\", \"organisationId\": %d, \"roles\": [\"REGISTRAR\"]}"
                        .formatted(staff.unit("3300").id))
                .put("/api/v1/users/" + self).then().statusCode(409).body("code", equalTo("OWN_ADMIN_ROLE"));
        as(admin).get("/api/v1/me").then().statusCode(200).body("roles", equalTo(List.of("ADMIN")));
    }

    @Test
    void shouldRefuseAPasswordLongerThanBcryptReadsWithTheReason() {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        long clerk = account("zj-clerk", Role.REGISTRAR, "3300");
        String seventyFiveBytes = "国际象棋等级称号登记系统国际象棋等级称号登记系统国";
        as(admin).contentType(ContentType.JSON).body("{\"password\": \"" + seventyFiveBytes + "\"}")
                .put("/api/v1/users/" + clerk + "/password").then()
                .statusCode(400)
                .body("violations[0].field", equalTo("password"))
                .body("violations[0].message", containsString("at most 72 bytes"));
        as(admin).contentType(ContentType.JSON).body("{\"username\": \"long-pass-%d\", \"password\": \"%s\","
                        .formatted(clerk, seventyFiveBytes) + " \"displayName\": \"X\", \"organisationId\": "
                        + staff.unit("3300").id + ", \"roles\": [\"REGISTRAR\"]}")
                .post("/api/v1/users").then().statusCode(400)
                .body("violations.field", equalTo(List.of("password")));
    }

    @Test
    void shouldRefuseTheOldPasswordAtOnceAfterAResetEvenRightAfterItWasUsed() {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        long clerk = account("zj-clerk", Role.REGISTRAR, "3300");
        String name = given().auth().preemptive().basic(admin, StaffFixtures.PASSWORD).get("/api/v1/users/" + clerk)
                .then().statusCode(200).extract().path("username");
        given().auth().preemptive().basic(name, StaffFixtures.PASSWORD).get("/api/v1/me").then().statusCode(200);
        given().auth().preemptive().basic(name, StaffFixtures.PASSWORD).get("/api/v1/me").then().statusCode(200);
        as(admin).contentType(ContentType.JSON).body("{\"password\": \"a-brand-new-password\"}")
                .put("/api/v1/users/" + clerk + "/password").then().statusCode(204);
        given().auth().preemptive().basic(name, StaffFixtures.PASSWORD).get("/api/v1/me").then().statusCode(401);
        given().auth().preemptive().basic(name, "a-brand-new-password").get("/api/v1/me").then().statusCode(200);
    }

    @Test
    void shouldAuditANewPasswordWithoutThePassword() {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        long clerk = account("zj-clerk", Role.REGISTRAR, "3300");
        as(admin).contentType(ContentType.JSON).body("{\"password\": \"secret-never-logged\"}")
                .put("/api/v1/users/" + clerk + "/password").then().statusCode(204);
        String trail = given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .queryParam("entityType", "user").queryParam("entityId", clerk).get("/api/v1/audit").asString();
        assertTrue(trail.contains("USER_PASSWORD_RESET"), trail);
        assertFalse(trail.contains("secret-never-logged"), trail);
    }

    @Test
    void shouldAnswerAnUnknownAccountWithNotFound() {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        as(admin).get("/api/v1/users/987654321").then().statusCode(404).body("code", equalTo("UNKNOWN_USER"));
    }

    @Test
    void shouldShowWhetherAnAccountIsActiveButNeverItsSecrets() {
        String admin = staff.fresh("zj-admin", Role.ADMIN, "3300");
        long clerk = account("zj-clerk", Role.REGISTRAR, "3300");
        as(admin).get("/api/v1/users/" + clerk).then().statusCode(200)
                .body("active", equalTo(true))
                .body("$", not(hasItem("passwordHash")))
                .body(not(containsString("sessionGeneration")));
    }
}
