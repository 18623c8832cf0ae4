package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.util.Set;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WindowType;

/**
 * Signing in and out in Chromium at a phone's width, as a staff member does it: from a protected
 * page, after a typo, and a form sent after its token expired (the browser signed in again in another
 * tab meanwhile); and what a copy of the cookies taken before signing out is worth after it.
 */
@QuarkusTest
class SignInBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @Inject
    StaffFixtures staff;

    private WebDriver browser;

    @BeforeEach
    void openAPhone() {
        browser = Browser.get();
        Browser.phone(browser);
    }

    private void signIn(String username, String password) {
        browser.findElement(By.id("j_username")).sendKeys(username);
        browser.findElement(By.id("j_password")).sendKeys(password);
        Browser.clickAndWait(browser, browser.findElement(By.id("login-submit")));
    }

    private String heading() {
        return browser.findElement(By.tagName("h1")).getText();
    }

    @Test
    void staffMemberSignsInFromAProtectedPageAndLandsOnIt() {
        String admin = staff.fresh("chromium-admin", Role.ADMIN, "3300");
        browser.get(base + "admin/users");
        assertEquals("登录", heading(), "a signed-out visitor is asked to sign in");
        Browser.screenshot(browser, "sign-in-zh");
        signIn(admin, StaffFixtures.PASSWORD);
        assertTrue(browser.getCurrentUrl().endsWith("/admin/users"), browser.getCurrentUrl());
        assertEquals("用户管理", heading());
        assertEquals(admin, browser.findElement(By.id("viewer-name")).getText());
    }

    @Test
    void staffMemberMistypesThePasswordThenSignsInInEnglish() {
        String admin = staff.fresh("chromium-typo", Role.ADMIN, "3300");
        browser.get(base + "login?lang=en");
        browser.get(base + "admin/users");
        assertEquals("Sign in", heading());
        signIn(admin, "not-my-password");
        assertEquals("Wrong user name or password, or the account has been deactivated.",
                browser.findElement(By.id("login-failed")).getText());
        Browser.screenshot(browser, "sign-in-failed-en");
        signIn(admin, StaffFixtures.PASSWORD);
        assertTrue(browser.getCurrentUrl().endsWith("/admin/users"), browser.getCurrentUrl());
        assertEquals("Users", heading());
    }

    @Test
    void cookiesSavedBeforeSigningOutOpenNothingAfterIt() {
        String admin = staff.fresh("chromium-saver", Role.ADMIN, "3300");
        browser.get(base + "login");
        signIn(admin, StaffFixtures.PASSWORD);
        browser.get(base + "admin/users");
        Set<Cookie> saved = browser.manage().getCookies();
        Browser.clickAndWait(browser, browser.findElement(By.id("logout")));
        assertEquals("您已退出登录。", browser.findElement(By.id("signed-out")).getText());
        Browser.screenshot(browser, "signed-out-zh");

        browser.manage().deleteAllCookies();
        saved.forEach(browser.manage()::addCookie);
        browser.get(base + "admin/users");
        assertEquals("登录", heading(), "the saved session is refused");
        assertTrue(browser.findElements(By.id("viewer-name")).isEmpty());
        browser.get(base.toString());
        assertTrue(browser.findElements(By.id("logout")).isEmpty(), "and the browser is signed out");
    }

    @Test
    void aFormSentAfterItsTokenExpiredSaysSoAndLeadsBack() {
        String admin = staff.fresh("chromium-slow", Role.ADMIN, "3300");
        browser.get(base + "login");
        signIn(admin, StaffFixtures.PASSWORD);
        for (String language : new String[] { "zh-CN", "en" }) {
            browser.get(base + "admin/users?lang=" + language);
            signInAgainInAnotherTab(admin);
            browser.findElement(By.name("username")).sendKeys("late-" + language.toLowerCase());
            browser.findElement(By.name("displayName")).sendKeys("迟到");
            browser.findElement(By.name("password")).sendKeys("a-long-password");
            browser.findElement(By.cssSelector("input[name=roles][value=REVIEWER]")).click();
            Browser.clickAndWait(browser, browser.findElement(By.cssSelector("#user-form button[type=submit]")));

            assertEquals(language.equals("en") ? "This form has expired" : "表单已过期", heading());
            Browser.screenshot(browser, "form-expired-" + language);
            Browser.clickAndWait(browser, browser.findElement(By.id("form-expired-back")));
            assertTrue(browser.getCurrentUrl().contains("/admin/users"), browser.getCurrentUrl());
            assertTrue(browser.findElements(By.cssSelector("tr[data-username^=late-]")).isEmpty(), "nothing saved");
        }
    }

    /** Signs in again in a second tab and closes it: the forms open in this tab carry the old session's token. */
    private void signInAgainInAnotherTab(String username) {
        String thisTab = browser.getWindowHandle();
        browser.switchTo().newWindow(WindowType.TAB);
        browser.get(base + "login");
        signIn(username, StaffFixtures.PASSWORD);
        browser.close();
        browser.switchTo().window(thisTab);
    }

    @Test
    void administratorDeactivatesAnAccountOnItsPage() {
        String admin = staff.fresh("chromium-head", Role.ADMIN, "3300");
        String leaver = staff.fresh("chromium-leaver", Role.REGISTRAR, "3300");
        browser.get(base + "login");
        signIn(admin, StaffFixtures.PASSWORD);
        browser.get(base + "admin/users");
        Browser.clickAndWait(browser, browser.findElement(By.linkText(leaver)));
        assertEquals("编辑账户 " + leaver, heading());
        Browser.screenshot(browser, "edit-account-zh");
        Browser.clickAndWait(browser, browser.findElement(By.id("deactivate")));
        assertEquals("账户已停用。", browser.findElement(By.id("done-notice")).getText());
        assertTrue(browser.findElement(By.id("account-status")).getText().contains("已停用"));
        Browser.screenshot(browser, "account-deactivated-zh");
        Browser.clickAndWait(browser, browser.findElement(By.id("back-to-list")));
        String row = browser.findElement(By.cssSelector("tr[data-username='" + leaver + "']")).getText();
        assertTrue(row.contains("已停用") && row.contains("登记员"), row);
        Browser.screenshot(browser, "users-zh");
    }
}
