package org.dengji.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.concurrent.atomic.AtomicInteger;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Staff accounts over the API: who may create them, and where. */
@QuarkusTest
class UserApiTest {

    private static final AtomicInteger SERIAL = new AtomicInteger();

    @Inject
    StaffFixtures staff;

    private long zhejiang;
    private long jiangsu;

    @BeforeEach
    void setUp() {
        staff.ensure("zj-admin", Role.ADMIN, "3300");
        staff.ensure("zj-registrar", Role.REGISTRAR, "3300");
        zhejiang = staff.unit("3300").id;
        jiangsu = staff.unit("3200").id;
    }

    private static String account(long organisation) {
        return """
                {"username": "clerk%d", "password": "long-enough-secret", "displayName": "职员",
                 "organisationId": %d, "roles": ["REGISTRAR"]}""".formatted(SERIAL.incrementAndGet(), organisation);
    }

    @Test
    void shouldCreateAccountWithinOwnProvinceAsProvincialAdministrator() {
        given().auth().preemptive().basic("zj-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(account(zhejiang))
                .when().post("/api/v1/users").then()
                .statusCode(201)
                .body("roles", equalTo(java.util.List.of("REGISTRAR")))
                .body("organisationUnitCode", equalTo("3300"))
                .body("$", not(hasItem("passwordHash")));
    }

    @Test
    void newAccountCanSignIn() {
        String body = account(zhejiang);
        String username = body.replaceAll("(?s).*\"username\": \"([^\"]+)\".*", "$1");
        given().auth().preemptive().basic("zj-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(body).when().post("/api/v1/users").then().statusCode(201);
        given().auth().preemptive().basic(username, "long-enough-secret")
                .when().get("/api/v1/me").then().statusCode(200).body("username", equalTo(username));
    }

    @Test
    void shouldNotCreateAccountInAnotherProvince() {
        given().auth().preemptive().basic("zj-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(account(jiangsu))
                .when().post("/api/v1/users").then()
                .statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION"));
    }

    @Test
    void shouldNotCreateAccountAsRegistrar() {
        given().auth().preemptive().basic("zj-registrar", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(account(zhejiang))
                .when().post("/api/v1/users").then()
                .statusCode(403);
    }

    @Test
    void shouldNotCreateAccountWhenAnonymous() {
        given().contentType(ContentType.JSON).body(account(zhejiang))
                .when().post("/api/v1/users").then()
                .statusCode(401);
    }

    @Test
    void shouldRefuseShortPasswordAndUnknownRole() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body(account(zhejiang).replace("long-enough-secret", "short"))
                .when().post("/api/v1/users").then()
                .statusCode(400)
                .body("violations.field", equalTo(java.util.List.of("password")));
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body(account(zhejiang).replace("REGISTRAR", "KING"))
                .when().post("/api/v1/users").then()
                .statusCode(400)
                .body("code", equalTo("INVALID_VALUE"))
                .body("violations[0].field", startsWith("roles"));
    }

    @Test
    void shouldRefuseTakenUsername() {
        String body = account(zhejiang);
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body(body).when().post("/api/v1/users").then().statusCode(201);
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body(body).when().post("/api/v1/users").then()
                .statusCode(409).body("code", equalTo("USERNAME_TAKEN"));
    }

    @Test
    void provincialAdministratorSeesOnlyAccountsOfTheProvince() {
        java.util.List<String> units = given().auth().preemptive().basic("zj-admin", StaffFixtures.PASSWORD)
                .when().get("/api/v1/users").then()
                .statusCode(200)
                .body("organisationUnitCode", hasItem("3300"))
                .extract().jsonPath().getList("organisationUnitCode", String.class);
        // Accounts of units below the province (other tests add some) are the province's too.
        org.dengji.authority.Organisation zhejiang = staff.unit("3300");
        for (String unit : new java.util.TreeSet<>(units)) {
            org.junit.jupiter.api.Assertions.assertTrue(io.quarkus.narayana.jta.QuarkusTransaction.requiringNew()
                    .call(() -> org.dengji.authority.Organisation.<org.dengji.authority.Organisation>find("unitCode",
                            unit).singleResult().isWithin(zhejiang)), unit + " is outside Zhejiang");
        }
    }
}
