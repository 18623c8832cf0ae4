package org.dengji.authority;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.dengji.common.Role;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The page that edits a unit: who may use it, and what it saves. */
@QuarkusTest
class OrganisationEditPageTest {

    @Inject
    StaffFixtures staff;

    private long gansu;

    @BeforeEach
    void setUp() {
        staff.ensure("gs-admin", Role.ADMIN, "6200");
        staff.ensure("qh-admin", Role.ADMIN, "6300");
        staff.ensure("gs-reviewer", Role.REVIEWER, "6200");
        gansu = staff.unit("6200").id;
    }

    private static void postEdit(Browserless session, String token, long unit, String nameEn, int status) {
        given().filter(session.cookies()).redirects().follow(false)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token)
                .formParam("nameZh", "甘肃省").formParam("nameEn", nameEn)
                .formParam("unitCode", "6200").formParam("adminCode", "620000")
                .when().post("/admin/organisations/" + unit).then()
                .statusCode(status);
    }

    @Test
    void provincialAdministratorEditsOwnProvince() {
        Browserless admin = Browserless.signIn("gs-admin", StaffFixtures.PASSWORD);
        String token = admin.csrfTokenOf("/admin/organisations/" + gansu + "/edit");
        postEdit(admin, token, gansu, "Gansu Province", 303);
        given().cookie("lang", "en").when().get("/organisations").then().body(containsString("Gansu Province"));
        postEdit(admin, token, gansu, "Gansu", 303);
    }

    @Test
    void shouldNotEditAnotherProvince() {
        Browserless admin = Browserless.signIn("qh-admin", StaffFixtures.PASSWORD);
        String token = admin.csrfTokenOf("/organisations");
        postEdit(admin, token, gansu, "Taken Over", 403);
        given().filter(admin.cookies()).when().get("/admin/organisations/" + gansu + "/edit").then().statusCode(403);
    }

    @Test
    void shouldNotEditAsReviewer() {
        Browserless reviewer = Browserless.signIn("gs-reviewer", StaffFixtures.PASSWORD);
        String token = reviewer.csrfTokenOf("/organisations");
        postEdit(reviewer, token, gansu, "Reviewed", 403);
    }

    @Test
    void shouldSendAnonymousEditorToLogin() {
        given().redirects().follow(false).when().get("/admin/organisations/" + gansu + "/edit").then()
                .statusCode(302).header("Location", endsWith("/login"));
        postEdit(Browserless.anonymous(), "", gansu, "Anonymous", 302);
    }

    @Test
    void shouldShowTheFormAgainWithTheProblem() {
        Browserless admin = Browserless.signIn("gs-admin", StaffFixtures.PASSWORD);
        String token = admin.csrfTokenOf("/admin/organisations/" + gansu + "/edit");
        given().filter(admin.cookies()).cookie("lang", "en")
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token)
                .formParam("nameZh", "甘肃省").formParam("nameEn", "Gansu")
                .formParam("unitCode", "6300")
                .when().post("/admin/organisations/" + gansu).then()
                .statusCode(409)
                .body(containsString("Unit code 6300 already belongs to Qinghai"));
    }
}
