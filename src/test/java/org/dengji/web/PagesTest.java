package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.dengji.common.Role;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Pages: the language choice, public and protected pages, forms with CSRF tokens. */
@QuarkusTest
class PagesTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        staff.ensure("page-registrar", Role.REGISTRAR, "0001");
        staff.ensure("hb-admin", Role.ADMIN, "1300");
    }

    private static void postUnitForm(Browserless session, String token, long parent, String unitCode, int status) {
        given().filter(session.cookies()).redirects().follow(false)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token)
                .formParam("parentId", parent).formParam("level", "PREFECTURE")
                .formParam("nameZh", "某市").formParam("nameEn", "Some City").formParam("unitCode", unitCode)
                .when().post("/admin/organisations").then()
                .statusCode(status);
    }

    @Test
    void shouldRefuseUnitFormToRegistrar() {
        Browserless registrar = Browserless.signIn("page-registrar", StaffFixtures.PASSWORD);
        String token = registrar.csrfTokenOf("/organisations");
        postUnitForm(registrar, token, staff.unit("1300").id, "1390", 403);
    }

    @Test
    void shouldSendAnonymousUnitFormToLogin() {
        // An anonymous visitor has no form and so no token: the role check answers first.
        postUnitForm(Browserless.anonymous(), "", staff.unit("1300").id, "1391", 302);
        given().when().get("/organisations").then().body(not(containsString("1391")));
    }

    @Test
    void shouldRefuseUnitFormOutsideJurisdiction() {
        Browserless hebei = Browserless.signIn("hb-admin", StaffFixtures.PASSWORD);
        String token = hebei.csrfTokenOf("/organisations");
        postUnitForm(hebei, token, staff.unit("1400").id, "1490", 403);
        given().filter(hebei.cookies()).when().get("/admin/organisations/new?parent=" + staff.unit("1400").id)
                .then().statusCode(403);
    }

    @Test
    void shouldAddUnitThroughTheFormAsProvincialAdministrator() {
        Browserless hebei = Browserless.signIn("hb-admin", StaffFixtures.PASSWORD);
        long parent = staff.unit("1300").id;
        String token = hebei.csrfTokenOf("/admin/organisations/new?parent=" + parent);
        postUnitForm(hebei, token, parent, "1392", 303);
    }

    @Test
    void shouldAddAccountThroughTheUsersPage() {
        Browserless admin = Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
        String token = admin.csrfTokenOf("/admin/users");
        given().filter(admin.cookies()).redirects().follow(false)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token)
                .formParam("username", "page-clerk").formParam("displayName", "王芳")
                .formParam("password", "a-long-password").formParam("organisationId", staff.unit("1300").id)
                .formParam("roles", "REVIEWER")
                .when().post("/admin/users").then().statusCode(303);
        given().filter(admin.cookies()).when().get("/admin/users").then().body(containsString("王芳"));
    }

    @Test
    void shouldRefuseAccountFormOutsideJurisdiction() {
        Browserless hebei = Browserless.signIn("hb-admin", StaffFixtures.PASSWORD);
        String token = hebei.csrfTokenOf("/admin/users");
        given().filter(hebei.cookies()).redirects().follow(false)
                .formParam("csrf-token", token)
                .formParam("username", "foreign-clerk").formParam("displayName", "X")
                .formParam("password", "a-long-password").formParam("organisationId", staff.unit("1400").id)
                .formParam("roles", "REVIEWER")
                .when().post("/admin/users").then().statusCode(403);
    }

    @Test
    void shouldSpeakChineseByDefault() {
        given().when().get("/").then().statusCode(200)
                .body(containsString("<html lang=\"zh-CN\">"))
                .body(containsString("国际象棋等级称号登记系统"))
                .body(not(containsString("<script")));
    }

    @Test
    void shouldSwitchToEnglishByParameterAndRememberIt() {
        given().when().get("/?lang=en").then().statusCode(200)
                .body(containsString("<html lang=\"en\">"))
                .body(containsString("The chess title registry"))
                .cookie("lang", "en");
        given().cookie("lang", "en").when().get("/").then()
                .body(containsString("The chess title registry"));
    }

    @Test
    void shouldNegotiateEveryAcceptedLanguageNotOnlyTheFirst() {
        given().header("Accept-Language", "de,en;q=0.5").when().get("/").then()
                .body(containsString("<html lang=\"en\">"));
        given().header("Accept-Language", "fr-FR,fr;q=0.9").when().get("/").then()
                .body(containsString("<html lang=\"zh-CN\">"));
        given().header("Accept-Language", "en-US,en;q=0.9,zh-CN;q=0.8").cookie("lang", "zh-CN").when().get("/").then()
                .body(containsString("<html lang=\"zh-CN\">"));
    }

    @Test
    void shouldShowTheOrganisationTreePublicly() {
        given().when().get("/organisations").then().statusCode(200)
                .body(containsString("广东省"))
                .body(containsString("中国国际象棋协会"))
                .body(not(containsString("/admin/organisations/new")));
    }

    @Test
    void shouldSendAnonymousVisitorsOfAdminPagesToLogin() {
        given().redirects().follow(false).when().get("/admin/users").then()
                .statusCode(302)
                .header("Location", endsWith("/login"));
    }

    @Test
    void shouldRefuseAdminPagesToRegistrar() {
        Browserless registrar = Browserless.signIn("page-registrar", StaffFixtures.PASSWORD);
        given().filter(registrar.cookies()).when().get("/admin/users").then()
                .statusCode(403)
                .body(containsString("data-code=\"FORBIDDEN\""))
                .body(containsString("您的角色或管辖范围不允许此操作。"));
    }

    @Test
    void shouldAddUnitThroughTheFormWithItsCsrfToken() {
        Browserless admin = Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
        long hebei = staff.unit("1300").id;
        String form = "/admin/organisations/new?parent=" + hebei;
        String token = admin.csrfTokenOf(form);
        given().filter(admin.cookies()).redirects().follow(false)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token)
                .formParam("parentId", hebei).formParam("level", "PREFECTURE")
                .formParam("nameZh", "石家庄市").formParam("nameEn", "Shijiazhuang").formParam("unitCode", "1301")
                .when().post("/admin/organisations").then()
                .statusCode(303)
                .header("Location", containsString("/organisations?saved="));
        given().when().get("/organisations").then().body(containsString("石家庄市"));
    }

    @Test
    void shouldRefuseFormWithoutCsrfToken() {
        Browserless admin = Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
        long hebei = staff.unit("1300").id;
        admin.csrfTokenOf("/admin/organisations/new?parent=" + hebei);
        given().filter(admin.cookies()).redirects().follow(false)
                .formParam("parentId", hebei).formParam("level", "PREFECTURE")
                .formParam("nameZh", "邯郸市").formParam("nameEn", "Handan").formParam("unitCode", "1304")
                .when().post("/admin/organisations").then()
                .statusCode(400);
        given().when().get("/organisations").then().body(not(containsString("邯郸市")));
    }

    @Test
    void shouldShowFormErrorsInTheReadersLanguage() {
        Browserless admin = Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
        long hebei = staff.unit("1300").id;
        String token = admin.csrfTokenOf("/admin/organisations/new?parent=" + hebei);
        given().filter(admin.cookies()).cookie("lang", "en")
                .formParam("csrf-token", token)
                .formParam("parentId", hebei).formParam("level", "PREFECTURE")
                .formParam("nameZh", "").formParam("nameEn", "Nowhere").formParam("unitCode", "12")
                .when().post("/admin/organisations").then()
                .statusCode(400)
                .body(containsString("Please correct the following"))
                .body(containsString("<strong>Unit code</strong>: must be four digits"))
                .body(containsString("value=\"Nowhere\""));
    }

    @Test
    void shouldAnswerUnknownPagesWithAReadablePage() {
        given().accept("text/html").when().get("/no/such/page").then()
                .statusCode(404)
                .body(containsString("页面不存在"));
        given().when().get("/api/v1/no-such-thing").then()
                .statusCode(404)
                .contentType("application/problem+json");
    }
}
