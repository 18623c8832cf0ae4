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
 * refused with the reason on the form; grants are offered, and made, at the national authority only.
 * Units of its own under 甘肃 (6200), 青海 (6300) the other province.
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

    /** The edit form of a plan-listed city, posted by {@code session} with {@code grants} and a new name. */
    private static ValidatableResponse postGrants(Browserless session, Organisation city, String lang,
            String... grants) {
        String token = session.csrfTokenOf("/admin/organisations/" + city.id + "/edit");
        var form = given().filter(session.cookies()).redirects().follow(false).cookie("lang", lang)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8").formParam("csrf-token", token)
                .formParam("parentId", city.parentId()).formParam("level", "PLAN_CITY").formParam("nameZh", city.nameZh)
                .formParam("nameEn", "Granted On The Page").formParam("unitCode", city.unitCode);
        for (String grant : grants) {
            form.formParam("grantedTitles", grant);
        }
        return form.when().post("/admin/organisations/" + city.id).then();
    }

    @Test
    void theFormShowsAProvinceTheGrantsWithoutOfferingThem() {
        Organisation city = tree.unit(gansu, OrganisationLevel.PLAN_CITY, "Page Granted City", Grant.FIRST_CLASS);
        Browserless admin = signedIn(tree.admin(gansu));
        given().filter(admin.cookies()).cookie("lang", "en").when().get("/admin/organisations/" + city.id + "/edit")
                .then().statusCode(200)
                .body(containsString("<input type=\"hidden\" name=\"grantedTitles\" value=\"FIRST_CLASS\">"))
                .body(not(containsString("type=\"checkbox\" name=\"grantedTitles\"")))
                .body(containsString("Approval authority is granted by the national sports authority only."));
    }

    @Test
    void theFormOffersTheNationalAuthorityEveryGrant() {
        Organisation city = tree.unit(gansu, OrganisationLevel.PLAN_CITY, "Page Offered City", Grant.FIRST_CLASS);
        Browserless national = Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
        given().filter(national.cookies()).when().get("/admin/organisations/" + city.id + "/edit").then()
                .statusCode(200)
                .body(containsString("value=\"FIRST_CLASS\" id=\"grant-FIRST_CLASS\" checked>"))
                .body(containsString("value=\"SECOND_CLASS\" id=\"grant-SECOND_CLASS\">"))
                .body(not(containsString("id=\"grants-national-only\"")));
    }

    @Test
    void provincialAdministratorRenamesAGrantedCityOnThePageKeepingItsGrants() {
        Organisation city = tree.unit(gansu, OrganisationLevel.PLAN_CITY, "Page Kept City", Grant.FIRST_CLASS);
        postGrants(signedIn(tree.admin(gansu)), city, "en", "FIRST_CLASS").statusCode(303);
        Organisation saved = tree.reload(city);
        Assertions.assertEquals("Granted On The Page", saved.nameEn);
        Assertions.assertEquals(java.util.Set.of(Grant.FIRST_CLASS), saved.grants);
    }

    @Test
    void shouldRefuseAProvincesGrantOnTheFormInTheReadersLanguage() {
        Organisation city = tree.unit(gansu, OrganisationLevel.PLAN_CITY, "Page Refused City");
        postGrants(signedIn(tree.admin(gansu)), city, "zh-CN", "SECOND_CLASS").statusCode(403)
                .body(containsString("data-code=\"GRANT_BY_NATIONAL_AUTHORITY_ONLY\">"
                        + "<strong>授予的审批权限</strong>：审批权限只由国家体育行政部门授予。</li>"))
                .body(not(containsString("granted by the national authority only")));
        Organisation unchanged = tree.reload(city);
        Assertions.assertEquals(java.util.Set.of(), unchanged.grants);
        Assertions.assertEquals("Page Refused City", unchanged.nameEn);
    }

    @Test
    void theNationalAuthorityGrantsOnThePage() {
        Organisation city = tree.unit(gansu, OrganisationLevel.PLAN_CITY, "Page National City");
        postGrants(Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD), city, "en", "SECOND_CLASS")
                .statusCode(303);
        Assertions.assertEquals(java.util.Set.of(Grant.SECOND_CLASS), tree.reload(city).grants);
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
