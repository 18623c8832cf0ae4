package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import org.dengji.audit.AuditEntry;
import org.dengji.authority.Organisation;
import org.dengji.certification.CertificationFixtures;
import org.dengji.certification.certificate.Certificate;
import org.dengji.common.Role;
import org.dengji.support.TestClock;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * In Chromium, at a desktop's and a phone's width, in Chinese and English: an administrator signs in,
 * lands on the audit page and filters it; a visitor goes from the home page to the verification form
 * and verifies a certificate number, typed carelessly, with its right and a wrong code.
 */
@QuarkusTest
class AuditAndVerifyBrowserTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;

    /** Each page is seen in both languages at both widths. */
    private record View(String lang, boolean phone) {
        String name() {
            return lang + (phone ? "-390" : "-desktop");
        }
    }

    private static final List<View> VIEWS = List.of(new View("zh-CN", false), new View("zh-CN", true),
            new View("en", false), new View("en", true));

    @TestHTTPResource("/")
    URL base;

    @Inject
    TreeFixtures tree;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    private WebDriver browser;

    @AfterEach
    void tearDown() {
        clock.reset();
        if (browser != null) {
            browser.manage().deleteAllCookies();
            Browser.phone(browser);
        }
    }

    private void size(View view) {
        if (view.phone()) {
            Browser.phone(browser);
        } else {
            browser.manage().window().setSize(new Dimension(1280, 900));
        }
    }

    private static void entry(String at, String actor, String action, String type, String id, Organisation unit) {
        QuarkusTransaction.requiringNew().run(() -> {
            AuditEntry e = new AuditEntry();
            e.at = Instant.parse(at);
            e.actor = actor;
            e.action = action;
            e.entityType = type;
            e.entityId = id;
            e.organisationId = unit.id;
            e.reason = "browser check";
            e.persist();
        });
    }

    @Test
    void administratorLandsOnTheAuditPageAndFiltersIt() {
        browser = Browser.get();
        Organisation guangxi = tree.seeded("4500");
        String actor = "browser-audit-" + tree.freeUnitCode();
        entry("2026-12-01T14:06:00Z", actor, "USER_UPDATED", "user", "901", guangxi);
        entry("2026-11-20T02:00:00Z", actor, "PLAYER_CORRECTED", "player", "GX-902", guangxi);
        String admin = tree.admin(guangxi);
        for (View view : VIEWS) {
            size(view);
            Browser.signIn(browser, base, admin);
            assertTrue(browser.getCurrentUrl().endsWith("/admin/audit"), "lands on its work: " + browser.getCurrentUrl());
            browser.get(base + "admin/audit?lang=" + view.lang());

            new Select(browser.findElement(By.id("what"))).selectByValue("user");
            browser.findElement(By.id("who")).sendKeys(actor);
            setDate("from", "2026-12-01");
            setDate("to", "2026-12-01");
            Browser.clickAndWait(browser, browser.findElement(By.id("audit-filter-submit")));

            List<WebElement> rows = browser.findElements(By.cssSelector("#audit-table tbody tr"));
            assertEquals(1, rows.size(), view.name());
            String time = rows.get(0).findElement(By.cssSelector("td.time")).getText();
            assertEquals(view.lang().equals("en") ? "1 Dec 2026, 22:06" : "2026-12-01 22:06", time);
            assertTrue(browser.getCurrentUrl().contains("who=" + actor), browser.getCurrentUrl());
            assertReadable(view, "audit-filter-submit");
            Browser.screenshot(browser, "audit-" + view.name());

            browser.get(base + "admin/audit?from=2026-13-45");
            assertTrue(browser.findElement(By.id("form-errors")).isDisplayed(), view.name());
            Browser.screenshot(browser, "audit-bad-filter-" + view.name());
        }
    }

    @Test
    void visitorVerifiesACertificateNumberThroughTheForm() {
        browser = Browser.get();
        clock.fix(LocalDate.of(2025, 7, 1));
        long id = world.onNotice(ZJ, world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        String number = CertificationFixtures.stepOk(world.staffAt(ZJ, Role.APPROVER), id, "APPROVE").extract()
                .path("certificateNumber");
        String code = QuarkusTransaction.requiringNew().call(() -> Certificate.byNumber(number).orElseThrow()
                .verificationCode);
        for (View view : VIEWS) {
            size(view);
            browser.manage().deleteAllCookies();
            browser.get(base + "?lang=" + view.lang());
            Browser.clickAndWait(browser, browser.findElement(By.id("home-verify")));
            assertTrue(browser.getCurrentUrl().endsWith("/verify"), browser.getCurrentUrl());
            assertReadable(view, "verify-submit");
            Browser.screenshot(browser, "verify-form-" + view.name());

            submit(" " + number.toLowerCase(Locale.ROOT) + " ", code.toLowerCase(Locale.ROOT));
            assertTrue(browser.getCurrentUrl().contains("/verify/" + number + "?code=" + code), browser.getCurrentUrl());
            String valid = view.lang().equals("en") ? "This certificate is valid." : "本证书有效。";
            assertEquals(valid, browser.findElement(By.id("status-line")).getText());
            Browser.screenshot(browser, "verify-valid-" + view.name());

            Browser.clickAndWait(browser, browser.findElement(By.id("verify-another")));
            submit(number, "WRONG234");
            String verdict = browser.findElement(By.id("verdict")).getText();
            assertFalse(verdict.contains(view.lang().equals("en") ? "valid" : "有效"), verdict);
            assertEquals(view.lang().equals("en") ? "not confirmed" : "未能确认",
                    browser.findElement(By.id("status")).getText());

            browser.get(base + "verify");
            submit("not a number", "");
            assertTrue(browser.findElement(By.id("number-error")).isDisplayed(), view.name());
            Browser.screenshot(browser, "verify-malformed-" + view.name());
        }
    }

    private void submit(String number, String code) {
        WebElement numberField = browser.findElement(By.id("number"));
        numberField.clear();
        numberField.sendKeys(number);
        WebElement codeField = browser.findElement(By.id("code"));
        codeField.clear();
        codeField.sendKeys(code);
        Browser.clickAndWait(browser, browser.findElement(By.id("verify-submit")));
    }

    /** A date field's value as a date picker sets it, whatever format the browser's locale shows it in. */
    private void setDate(String field, String day) {
        ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1]",
                browser.findElement(By.id(field)), day);
    }

    /** The page does not scroll sideways (a wide table scrolls inside its wrapper) and the button is one line. */
    private void assertReadable(View view, String buttonId) {
        JavascriptExecutor js = (JavascriptExecutor) browser;
        long overflow = (Long) js.executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth");
        assertTrue(overflow <= 0, view.name() + ": the page is wider than the window by " + overflow + " px");
        WebElement button = browser.findElement(By.id(buttonId));
        long lines = ((Number) js.executeScript("const s = getComputedStyle(arguments[0]);"
                + " const line = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.2;"
                + " return Math.round((arguments[0].clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom))"
                + " / line);", button)).longValue();
        assertEquals(1, lines, view.name() + ": the button " + buttonId + " runs over one line");
    }
}
