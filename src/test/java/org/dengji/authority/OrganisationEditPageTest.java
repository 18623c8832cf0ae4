package org.dengji.authority;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import org.dengji.common.Role;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The page that changes a unit ({@code POST /admin/organisations/{id}}): the same rule as the API,
 * only an administrator of a unit above may change it, each refusal its own test; a move is made or
 * refused with the reason on the form. Units of its own under 甘肃 (6200), 青海 (6300) the other province.
 */
@QuarkusTest
class OrganisationEditPageTest {

    @Inject
    TreeFixtures tree;

    private Organisation gansu;
    private Organisation prefecture;
    private Organisation county;

    @BeforeEach
    void setUp() {
        gansu = tree.seeded("6200");
        prefecture = tree.unit(gansu, OrganisationLevel.PREFECTURE, "Page Prefecture");
        county = tree.unit(prefecture, OrganisationLevel.COUNTY, "Page County");
    }

    /** The edit form of {@code unit}, posted by {@code session} with {@code parent} and {@code nameEn}. */
    private static ValidatableResponse postEdit(Browserless session, String token, Organisation unit, Long parent,
            String nameEn) {
        var form = given().filter(session.cookies()).redirects().follow(false).cookie("lang", "en")
                .contentType("application/x-www-form-urlencoded; charset=UTF-8");
        if (parent != null) {
            form.formParam("parentId", parent);
        }
        return form.formParam("csrf-token", token).formParam("level", unit.level.name())
                .formParam("nameZh", unit.nameZh).formParam("nameEn", nameEn).formParam("unitCode", unit.unitCode)
                .when().post("/admin/organisations/" + unit.id).then();
    }

    private static Browserless signedIn(String user) {
        return Browserless.signIn(user, StaffFixtures.PASSWORD);
    }

    private void refused(String user, Organisation unit) {
        Browserless session = signedIn(user);
        String token = session.csrfTokenOf("/organisations");
        postEdit(session, token, unit, unit.parentId(), "Taken Over").statusCode(403)
                .body(containsString("OUT_OF_JURISDICTION"));
        given().filter(session.cookies()).when().get("/admin/organisations/" + unit.id + "/edit").then()
                .statusCode(403);
        Assertions.assertNotEquals("Taken Over", tree.reload(unit).nameEn);
    }

    @Test
    void provincialAdministratorRenamesAPrefecture() {
        Browserless admin = signedIn(tree.admin(gansu));
        String token = admin.csrfTokenOf("/admin/organisations/" + prefecture.id + "/edit");
        postEdit(admin, token, prefecture, gansu.id, "Renamed On The Page").statusCode(303);
        given().cookie("lang", "en").when().get("/organisations").then().body(containsString("Renamed On The Page"));
    }

    @Test
    void shouldNotChangeOwnUnitOnThePage() {
        refused(tree.admin(prefecture), prefecture);
    }

    @Test
    void shouldNotChangeOwnSeededProvinceOnThePage() {
        refused(tree.admin(gansu), gansu);
    }

    @Test
    void shouldNotChangeASiblingOnThePage() {
        refused(tree.admin(tree.unit(gansu, OrganisationLevel.PREFECTURE, "Page Sibling")), prefecture);
    }

    @Test
    void shouldNotChangeTheUnitAboveOnThePage() {
        refused(tree.admin(county), prefecture);
    }

    @Test
    void shouldNotChangeAnotherProvinceOnThePage() {
        refused(tree.admin(tree.seeded("6300")), prefecture);
    }

    @Test
    void shouldNotChangeTheNationalAuthorityOnThePage() {
        refused(tree.admin(gansu), tree.seeded("0001"));
    }

    @Test
    void shouldNotEditAsReviewer() {
        Browserless reviewer = signedIn(tree.staffOf(gansu, Role.REVIEWER));
        String token = reviewer.csrfTokenOf("/organisations");
        postEdit(reviewer, token, prefecture, gansu.id, "Reviewed").statusCode(403);
    }

    @Test
    void shouldSendAnonymousEditorToLogin() {
        given().redirects().follow(false).when().get("/admin/organisations/" + prefecture.id + "/edit").then()
                .statusCode(302).header("Location", endsWith("/login"));
        postEdit(Browserless.anonymous(), "", prefecture, gansu.id, "Anonymous").statusCode(302);
    }

    @Test
    void theEditFormOffersTheParentsTheUnitMayMoveTo() {
        Organisation sibling = tree.unit(gansu, OrganisationLevel.PREFECTURE, "Page Other Prefecture");
        Browserless admin = signedIn(tree.admin(gansu));
        given().filter(admin.cookies()).when().get("/admin/organisations/" + county.id + "/edit").then()
                .statusCode(200)
                .body(containsString("<option value=\"" + prefecture.id + "\" selected>"))
                .body(containsString("<option value=\"" + sibling.id + "\">"))
                .body(not(containsString("<option value=\"" + county.id + "\"")));
    }

    @Test
    void provincialAdministratorMovesACountyOnThePage() {
        Organisation sibling = tree.unit(gansu, OrganisationLevel.PREFECTURE, "Page Target Prefecture");
        Browserless admin = signedIn(tree.admin(gansu));
        String token = admin.csrfTokenOf("/admin/organisations/" + county.id + "/edit");
        postEdit(admin, token, county, sibling.id, county.nameEn).statusCode(303);
        Assertions.assertEquals(sibling.id, tree.reload(county).parentId());
    }

    @Test
    void shouldShowARefusedMoveOnTheFormWithItsReason() {
        Organisation city = tree.unit(gansu, OrganisationLevel.PLAN_CITY, "Page City");
        Organisation district = tree.unit(city, OrganisationLevel.COUNTY, "Page District");
        Browserless admin = signedIn(tree.admin(gansu));
        String token = admin.csrfTokenOf("/admin/organisations/" + city.id + "/edit");
        postEdit(admin, token, city, district.id, city.nameEn).statusCode(422)
                .body(containsString("id=\"form-errors\""))
                .body(containsString("A unit cannot move under itself or a unit below it."));
        Assertions.assertEquals(gansu.id, tree.reload(city).parentId());
    }

    @Test
    void shouldShowTheFormAgainWithTheProblem() {
        Browserless admin = signedIn(tree.admin(gansu));
        String token = admin.csrfTokenOf("/admin/organisations/" + prefecture.id + "/edit");
        given().filter(admin.cookies()).cookie("lang", "en")
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token)
                .formParam("parentId", gansu.id).formParam("level", "PREFECTURE")
                .formParam("nameZh", "某市").formParam("nameEn", "Some City")
                .formParam("unitCode", "6300")
                .when().post("/admin/organisations/" + prefecture.id).then()
                .statusCode(409)
                .body(containsString("data-code=\"UNIT_CODE_TAKEN\">This unit code already belongs to another unit.</li>"))
                .body(containsString("value=\"6300\""));
    }
}
