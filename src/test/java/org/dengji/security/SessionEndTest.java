package org.dengji.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.junit.jupiter.api.Test;

/**
 * A session ends when it should: at sign-out, in every browser and for every saved copy of its
 * cookies; when the account is deactivated or its password reset; and a forged session never starts.
 */
@QuarkusTest
class SessionEndTest {

    @Inject
    StaffFixtures staff;

    private static Response unitForm(StaffSession browser, String token, long parent, String nameEn, String code) {
        return browser.keep(browser.request().contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token).formParam("parentId", parent).formParam("level", "PREFECTURE")
                .formParam("nameZh", "某市").formParam("nameEn", nameEn).formParam("unitCode", code)
                .post("/admin/organisations"));
    }

    private static void assertSentToLogin(Response answer) {
        assertEquals(302, answer.statusCode(), answer.asString());
        assertThat(answer.header("Location"), endsWith("/login"));
    }

    @Test
    void shouldRefuseCookiesSavedBeforeSignOutToReadOrWrite() {
        String admin = staff.fresh("saved-admin", Role.ADMIN, "3300");
        long zhejiang = staff.unit("3300").id;
        StaffSession browser = StaffSession.signIn(admin, StaffFixtures.PASSWORD);
        String token = browser.formToken("/admin/organisations/new?parent=" + zhejiang);
        StaffSession saved = browser.copy();

        assertEquals(303, browser.signOut().statusCode());
        assertFalse(browser.has("quarkus-credential"));
        assertSentToLogin(saved.copy().get("/admin/users"));
        assertSentToLogin(unitForm(saved.copy(), token, zhejiang, "Saved Cookie City", "3391"));
        assertThat(given().get("/organisations").asString(), not(containsString("Saved Cookie City")));
    }

    @Test
    void shouldEndTheSessionsOfEveryBrowserAtSignOut() {
        String clerk = staff.fresh("two-browsers", Role.ADMIN, "3300");
        StaffSession office = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        StaffSession home = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        assertEquals(200, home.get("/admin/users").statusCode());
        office.signOut();
        assertSentToLogin(home.get("/admin/users"));
        assertFalse(home.has("quarkus-credential"), "the ended session is dropped from the browser");
        assertEquals(200, home.get("/").statusCode(), "so the next page is read signed out, not sent to log in again");
        assertEquals(200, StaffSession.signIn(clerk, StaffFixtures.PASSWORD).get("/admin/users").statusCode());
    }

    @Test
    void shouldNeedTheFormTokenToSignOut() {
        String clerk = staff.fresh("no-token", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        browser.get("/");
        Response bare = browser.keep(browser.request().post("/logout"));
        assertEquals(400, bare.statusCode());
        assertThat(bare.asString(), containsString("表单已过期"));
        Response tokenless = browser.keep(browser.request().contentType("application/x-www-form-urlencoded")
                .formParam("lang", "zh").post("/logout"));
        assertEquals(400, tokenless.statusCode());
        assertThat(tokenless.asString(), containsString("表单已过期"));
        Response wrong = browser.keep(browser.request().contentType("application/x-www-form-urlencoded")
                .formParam("csrf-token", "not-the-token").post("/logout"));
        assertEquals(400, wrong.statusCode());
        assertEquals(200, browser.get("/admin/users").statusCode(), "still signed in");
    }

    @Test
    void shouldRefuseADeactivatedAccountEverywhere() {
        String clerk = staff.fresh("leaver", Role.REGISTRAR, "3300");
        StaffSession browser = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        assertEquals(200, browser.get("/").statusCode());
        long id = staff.account(clerk).id;
        asNationalAdmin().contentType(ContentType.JSON).post("/api/v1/users/" + id + "/deactivate").then().statusCode(200);

        assertSentToLogin(browser.get("/"));
        given().auth().preemptive().basic(clerk, StaffFixtures.PASSWORD).get("/api/v1/me").then().statusCode(401);
        Response signIn = StaffSession.anonymous().signInAgain(clerk, StaffFixtures.PASSWORD);
        assertThat(signIn.header("Location"), endsWith("/login?error=1"));

        asNationalAdmin().contentType(ContentType.JSON).post("/api/v1/users/" + id + "/reactivate").then().statusCode(200);
        given().auth().preemptive().basic(clerk, StaffFixtures.PASSWORD).get("/api/v1/me").then().statusCode(200);
    }

    @Test
    void shouldEndSessionsAndTheOldPasswordWhenThePasswordIsReset() {
        String clerk = staff.fresh("forgetful", Role.REVIEWER, "3300");
        StaffSession browser = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        long id = staff.account(clerk).id;
        asNationalAdmin().contentType(ContentType.JSON).body("{\"password\": \"a-brand-new-password\"}")
                .put("/api/v1/users/" + id + "/password").then().statusCode(204);

        assertSentToLogin(browser.get("/"));
        given().auth().preemptive().basic(clerk, StaffFixtures.PASSWORD).get("/api/v1/me").then().statusCode(401);
        given().auth().preemptive().basic(clerk, "a-brand-new-password").get("/api/v1/me").then().statusCode(200);
    }

    @Test
    void shouldRefuseASessionWithoutItsOwnGenerationCookie() {
        String clerk = staff.fresh("forger", Role.ADMIN, "3300");
        String other = staff.fresh("victim", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        String generation = browser.cookie(SessionCookies.GENERATION);
        String[] parts = generation.split("\\.");

        StaffSession missing = browser.copy();
        missing.set(SessionCookies.GENERATION, null);
        assertSentToLogin(missing.get("/admin/users"));

        StaffSession bumped = browser.copy();
        bumped.set(SessionCookies.GENERATION, parts[0] + "." + (Long.parseLong(parts[1]) + 1) + "." + parts[2]);
        assertSentToLogin(bumped.get("/admin/users"));

        StaffSession borrowed = browser.copy();
        borrowed.set(SessionCookies.GENERATION, StaffSession.signIn(other, StaffFixtures.PASSWORD)
                .cookie(SessionCookies.GENERATION));
        assertSentToLogin(borrowed.get("/admin/users"));

        assertEquals(200, browser.get("/admin/users").statusCode(), "the genuine session still holds");
    }

    @Test
    void shouldStartTheNextPageWithANewFormTokenAfterSigningIn() {
        String clerk = staff.fresh("token-renewal", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.anonymous();
        String before = browser.formToken("/eligibility");
        browser.signInAgain(clerk, StaffFixtures.PASSWORD);
        assertFalse(browser.has("csrf-token"), "sign-in drops the form token of before");
        String after = browser.formToken("/admin/users");
        assertFalse(before.equals(after));
        Response stale = browser.keep(browser.request().contentType("application/x-www-form-urlencoded")
                .formParam("csrf-token", before).post("/logout"));
        assertEquals(400, stale.statusCode());
        assertEquals(303, browser.keep(browser.request().contentType("application/x-www-form-urlencoded")
                .formParams(Map.of("csrf-token", after)).post("/logout")).statusCode());
    }

    @Test
    void shouldGiveEverySignInAFormTokenOfItsOwn() {
        String clerk = staff.fresh("token-per-sign-in", Role.ADMIN, "3300");
        StaffSession office = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        StaffSession home = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        String officeToken = office.formToken("/admin/users");
        String homeToken = home.formToken("/admin/users");
        assertFalse(officeToken.equals(homeToken), "two sign-ins of one account, two tokens");

        StaffSession borrowed = office.copy();
        borrowed.set("csrf-token", homeToken);
        Response refused = borrowed.keep(borrowed.request().contentType("application/x-www-form-urlencoded")
                .formParam("csrf-token", homeToken).post("/logout"));
        assertEquals(400, refused.statusCode(), "the other browser's token, even of the same account");
        assertEquals(200, office.get("/admin/users").statusCode(), "still signed in");

        office.signInAgain(clerk, StaffFixtures.PASSWORD);
        String renewed = office.formToken("/admin/users");
        assertFalse(renewed.equals(officeToken), "signing in again renews the token");
        StaffSession stale = office.copy();
        stale.set("csrf-token", officeToken);
        assertEquals(400, stale.keep(stale.request().contentType("application/x-www-form-urlencoded")
                .formParam("csrf-token", officeToken).post("/logout")).statusCode());
        assertEquals(303, office.signOut().statusCode());
    }

    private static io.restassured.specification.RequestSpecification asNationalAdmin() {
        return given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
    }
}
