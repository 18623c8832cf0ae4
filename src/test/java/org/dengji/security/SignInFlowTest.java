package org.dengji.security;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URL;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.junit.jupiter.api.Test;

/** Signing in as a person does: from a protected page, again, after a typo, with one redirect each time. */
@QuarkusTest
class SignInFlowTest {

    private static final String RETURN_COOKIE = "quarkus-redirect-location";

    @Inject
    StaffFixtures staff;

    @TestHTTPResource("/")
    URL base;

    @Test
    void shouldLandOnTheProtectedPageAskedForAfterSigningIn() {
        String admin = staff.fresh("flow-admin", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.anonymous();
        Response challenge = browser.get("/admin/users");
        assertEquals(302, challenge.statusCode());
        assertThat(challenge.header("Location"), endsWith("/login"));
        assertEquals(base + "admin/users", browser.cookie(RETURN_COOKIE), "the absolute URI Quarkus checks at sign-in");

        Response signedIn = browser.signInAgain(admin, StaffFixtures.PASSWORD);
        assertEquals(302, signedIn.statusCode());
        assertEquals(base + "admin/users", signedIn.header("Location"));
        Response page = browser.get("/admin/users");
        assertEquals(200, page.statusCode());
        assertThat(page.asString(), containsString("<h1>用户管理</h1>"));
        assertThat(page.asString(), containsString(admin));
    }

    @Test
    void shouldSignInAgainAndAgainInTheSameBrowser() {
        String admin = staff.fresh("again-admin", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.anonymous();
        browser.get("/admin/users");
        for (int round = 0; round < 3; round++) {
            Response signedIn = browser.signInAgain(admin, StaffFixtures.PASSWORD);
            assertEquals(302, signedIn.statusCode());
            assertThat(signedIn.header("Location"), not(containsString("/login")));
        }
        assertThat(browser.get("/admin/users").asString(), containsString("<h1>用户管理</h1>"));
    }

    @Test
    void shouldAnswerAWrongPasswordWithOneRedirectToTheLoginPageInTheReadersLanguage() {
        String clerk = staff.fresh("typo-clerk", Role.REGISTRAR, "3300");
        StaffSession browser = StaffSession.anonymous();
        browser.get("/login");
        Response refused = browser.signInAgain(clerk, "not-the-password");
        assertEquals(302, refused.statusCode());
        assertEquals(1, refused.headers().getList("Location").size(), refused.headers().toString());
        assertThat(refused.header("Location"), endsWith("/login?error=1"));
        assertFalse(browser.has("quarkus-credential"));

        Response chinese = browser.get("/login?error=1");
        assertEquals(200, chinese.statusCode());
        assertThat(chinese.asString(), containsString("用户名或密码错误，或账户已停用。"));
        browser.set("lang", "en");
        assertThat(browser.get("/login?error=1").asString(),
                containsString("Wrong user name or password, or the account has been deactivated."));
    }

    @Test
    void shouldLandOnThePageAskedForAfterATypoThenTheRightPassword() {
        String admin = staff.fresh("typo-admin", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.anonymous();
        browser.get("/admin/users");
        assertThat(browser.signInAgain(admin, "typo-in-the-password").header("Location"), endsWith("/login?error=1"));
        assertEquals(base + "admin/users", browser.cookie(RETURN_COOKIE), "a refused sign-in keeps the page asked for");
        assertEquals(base + "admin/users", browser.signInAgain(admin, StaffFixtures.PASSWORD).header("Location"));
    }

    @Test
    void shouldDropAReturnPathThatQuarkusWouldRefuse() {
        String admin = staff.fresh("stale-admin", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.anonymous();
        browser.set(RETURN_COOKIE, "/admin/users");
        Response login = browser.get("/login");
        assertEquals(200, login.statusCode());
        assertNull(browser.cookie(RETURN_COOKIE), "an older version wrote this relative path; the login page drops it");
        Response signedIn = browser.signInAgain(admin, StaffFixtures.PASSWORD);
        assertEquals(302, signedIn.statusCode());
        assertEquals(base + "work", signedIn.header("Location"), "the work page, as for a sign-in from the login page");
    }

    @Test
    void shouldReturnToTheFormPageNotToTheFormTargetWhenSignedOutMeanwhile() {
        StaffSession browser = StaffSession.anonymous();
        String formPage = base + "admin/organisations/new?parent=1";
        Response challenge = browser.keep(browser.request().header("Referer", formPage)
                .contentType("application/x-www-form-urlencoded").formParam("nameZh", "某地")
                .post("/admin/organisations"));
        assertEquals(302, challenge.statusCode());
        assertThat(challenge.header("Location"), endsWith("/login"));
        assertEquals(formPage, browser.cookie(RETURN_COOKIE));

        StaffSession noReferer = StaffSession.anonymous();
        noReferer.keep(noReferer.request().contentType("application/x-www-form-urlencoded")
                .formParam("nameZh", "某地").post("/admin/organisations"));
        assertNull(noReferer.cookie(RETURN_COOKIE), "never back to a target that answers only posts");
    }

    @Test
    void shouldRefuseALoginFormWithoutTheTokenOfItsOwnBrowserAndSaySo() {
        String admin = staff.fresh("login-csrf", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.anonymous();
        browser.get("/admin/users");
        String own = browser.formToken("/login");
        String anotherBrowsers = StaffSession.anonymous().formToken("/login");
        for (String token : new String[] { null, "", anotherBrowsers }) {
            Response refused = browser.signInWith(token, admin, StaffFixtures.PASSWORD);
            assertEquals(302, refused.statusCode());
            assertEquals(1, refused.headers().getList("Location").size(), refused.headers().toString());
            assertThat(refused.header("Location"), endsWith("/login?error=1"));
            assertFalse(browser.has("quarkus-credential"), "no session from a login form without its token");
            String page = browser.get("/login?error=1").asString();
            assertThat(page, containsString("登录表单已过期或不完整"));
            assertThat(page, not(containsString("用户名或密码错误")));
        }
        browser.signInWith(null, admin, StaffFixtures.PASSWORD);
        browser.set("lang", "en");
        assertThat(browser.get("/login?error=1").asString(), containsString("The sign-in form had expired"));

        Response signedIn = browser.signInWith(own, admin, StaffFixtures.PASSWORD);
        assertEquals(302, signedIn.statusCode());
        assertEquals(base + "admin/users", signedIn.header("Location"), "still back to the page asked for");
        assertEquals(200, browser.get("/admin/users").statusCode());
    }

    @Test
    void shouldRefuseATokenlessLoginFromAnotherSiteButLetAScriptSignIn() {
        String admin = staff.fresh("login-script", Role.ADMIN, "3300");
        Response crossSite = StaffSession.anonymous().request().header("Origin", "https://evil.example")
                .formParam("j_username", admin).formParam("j_password", StaffFixtures.PASSWORD)
                .post("/j_security_check");
        assertEquals(302, crossSite.statusCode());
        assertThat(crossSite.header("Location"), endsWith("/login?error=1"));
        // No Origin, Referer or Sec-Fetch-Site: no browser sent it, so no other site can have.
        Response script = StaffSession.anonymous().request().formParam("j_username", admin)
                .formParam("j_password", StaffFixtures.PASSWORD).post("/j_security_check");
        assertEquals(302, script.statusCode());
        assertThat(script.header("Location"), not(containsString("/login")));
    }

    @Test
    void shouldNotCountALoginFormWithoutItsTokenAsAWrongPassword() {
        String clerk = staff.fresh("login-csrf-count", Role.REGISTRAR, "3300");
        StaffSession browser = StaffSession.anonymous();
        for (int i = 0; i < 8; i++) {
            browser.signInWith(null, clerk, StaffFixtures.PASSWORD);
        }
        assertThat(browser.signInAgain(clerk, StaffFixtures.PASSWORD).header("Location"), not(containsString("/login")));
    }

    @Test
    void shouldChallengeAWrongOrMissingBasicSignInOnceWithAProblem() {
        String clerk = staff.fresh("basic-clerk", Role.REGISTRAR, "3300");
        for (Response refused : new Response[] {
                StaffSession.anonymous().request().auth().preemptive().basic(clerk, "not-the-password").get("/api/v1/me"),
                StaffSession.anonymous().request().get("/api/v1/me") }) {
            assertEquals(401, refused.statusCode());
            assertEquals(1, refused.headers().getList("WWW-Authenticate").size(), refused.headers().toString());
            assertThat(refused.header("WWW-Authenticate"), containsString("realm=\"Dengji\""));
            assertEquals("AUTHENTICATION_REQUIRED", refused.jsonPath().getString("code"));
        }
        assertEquals(clerk, StaffSession.anonymous().request().auth().preemptive().basic(clerk, StaffFixtures.PASSWORD)
                .get("/api/v1/me").jsonPath().getString("username"));
    }

    @Test
    void shouldShowTheSignedOutNoticeInTheReadersLanguage() {
        String clerk = staff.fresh("notice-clerk", Role.REVIEWER, "3300");
        StaffSession browser = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        Response out = browser.signOut();
        assertEquals(303, out.statusCode());
        assertThat(out.header("Location"), endsWith("/login?signed-out=1"));
        assertThat(browser.get("/login?signed-out=1").asString(), containsString("您已退出登录。"));
        assertThat(browser.request().cookies(Map.of("lang", "en")).get("/login?signed-out=1").asString(),
                containsString("You have signed out."));
    }
}
