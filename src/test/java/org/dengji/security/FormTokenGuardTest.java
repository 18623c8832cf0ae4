package org.dengji.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URL;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.junit.jupiter.api.Test;

/** A page form whose token has expired, is missing or is wrong: a page that says so and leads back, nothing saved. */
@QuarkusTest
class FormTokenGuardTest {

    @Inject
    StaffFixtures staff;

    @TestHTTPResource("/")
    URL base;

    private Response postUnit(StaffSession browser, String token, String formPage, String nameEn, String code) {
        var request = browser.request().contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .header("Referer", base + formPage.substring(1))
                .formParam("parentId", staff.unit("3300").id).formParam("level", "PREFECTURE")
                .formParam("nameZh", "某市").formParam("nameEn", nameEn).formParam("unitCode", code);
        if (token != null) {
            request.formParam("csrf-token", token);
        }
        return browser.keep(request.post("/admin/organisations"));
    }

    /** A form's token expires when its browser signs in again: the new session has a token of its own. */
    @Test
    void shouldExplainAnExpiredFormInChineseAndLeadBackToTheForm() {
        String admin = staff.fresh("expiry-admin", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.signIn(admin, StaffFixtures.PASSWORD);
        String formPage = "/admin/organisations/new?parent=" + staff.unit("3300").id;
        String token = browser.formToken(formPage);
        browser.signInAgain(admin, StaffFixtures.PASSWORD);
        browser.get("/");

        Response expired = postUnit(browser, token, formPage, "Expired Form City", "3381");
        assertEquals(400, expired.statusCode());
        assertThat(expired.contentType(), containsString("text/html"));
        assertThat(expired.asString(), containsString("<h1 id=\"form-expired\">表单已过期</h1>"));
        assertThat(expired.asString(), containsString("没有保存任何内容"));
        assertThat(expired.asString(), containsString("href=\"" + formPage + "\""));
        assertThat(given().get("/organisations").asString(), not(containsString("Expired Form City")));
        assertEquals(200, browser.get(formPage).statusCode(), "the way back opens the form with a new token");
    }

    @Test
    void shouldExplainAWrongOrMissingTokenInEnglish() {
        String admin = staff.fresh("expiry-admin", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.signIn(admin, StaffFixtures.PASSWORD);
        String formPage = "/admin/organisations/new?parent=" + staff.unit("3300").id;
        browser.formToken(formPage);
        browser.set("lang", "en");
        for (String token : new String[] { "a-token-from-before-signing-in", null }) {
            Response refused = postUnit(browser, token, formPage, "Wrong Token City", "3382");
            assertEquals(400, refused.statusCode());
            assertThat(refused.asString(), containsString("This form has expired"));
            assertThat(refused.asString(), containsString("Back to the form"));
        }
        assertThat(given().get("/organisations").asString(), not(containsString("Wrong Token City")));
    }

    @Test
    void shouldRefuseAPagePostThatIsNotAFormAtAll() {
        String clerk = staff.fresh("plain-text", Role.REVIEWER, "3300");
        StaffSession browser = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        String token = browser.formToken("/");
        Response refused = browser.keep(browser.request().contentType("text/plain").body("csrf-token=" + token)
                .post("/logout"));
        assertEquals(415, refused.statusCode());
        assertThat(refused.asString(), containsString("请通过页面上的表单提交"));
        assertThat(browser.get("/").asString(), containsString(clerk));
    }

    @Test
    void shouldKeepTheFormTokenToThisSite() {
        String cookie = given().get("/eligibility").then().statusCode(200).extract().headers()
                .getValues("Set-Cookie").stream().filter(c -> c.startsWith("csrf-token=")).findFirst().orElseThrow();
        assertThat(cookie, containsString("SameSite=Strict"));
        assertThat(cookie, containsString("HTTPOnly"));
    }

    @Test
    void shouldLeaveTheJsonApiToItsOwnRules() {
        given().contentType("application/json").body("{}").post("/api/v1/users").then().statusCode(401);
    }
}
