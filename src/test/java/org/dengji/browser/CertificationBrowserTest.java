package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.time.LocalDate;
import org.dengji.certification.CertificationFixtures;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * One application in Chromium, in Chinese, from submission to the printed certificate and the
 * verification page its QR code opens: a registrar opens and submits it, a reviewer recommends it and
 * places it on notice (the public board lists it), and after the notice the province's approver
 * approves it from the approval queue.
 */
@QuarkusTest
class CertificationBrowserTest {

    @TestHTTPResource("/")
    URL base;

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
        }
    }

    private void signInAs(String username) {
        Browser.signIn(browser, base, username);
    }

    private void step(String action) {
        // A step that grants or withdraws a title asks to be confirmed first.
        browser.findElements(By.id("confirm-" + action)).forEach(org.openqa.selenium.WebElement::click);
        Browser.clickAndWait(browser, browser.findElement(By.id("action-" + action)));
    }

    private String status() {
        return browser.findElement(By.id("status")).getText();
    }

    @Test
    void applicationGoesFromSubmissionToAPrintedCertificateThatVerifies() {
        browser = Browser.get();
        clock.fix(LocalDate.of(2025, 7, 1));
        String ZJ = CertificationFixtures.ZHEJIANG;
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        String registrar = world.staffAt(ZJ, Role.REGISTRAR);
        String reviewer = world.staffAt(ZJ, Role.REVIEWER);
        String approver = world.staffAt(ZJ, Role.APPROVER);

        signInAs(registrar);
        browser.get(base + "applications");
        browser.findElement(By.id("registrationNo")).sendKeys(player);
        new Select(browser.findElement(By.id("title"))).selectByValue("FIRST_CLASS");
        Browser.clickAndWait(browser, browser.findElement(By.id("open-submit")));
        assertEquals("草稿", status());
        String applicationUrl = browser.getCurrentUrl();
        assertTrue(browser.findElement(By.id("clauses")).getText().contains("本申请所依据"));
        step("SUBMIT");
        assertEquals("已提交", status());

        signInAs(reviewer);
        browser.get(base + "applications");
        assertFalse(browser.findElement(By.id("count-review")).getText().equals("0"), "the review queue counts it");
        browser.get(applicationUrl);
        step("RECOMMEND");
        step("START_NOTICE");
        assertEquals("公示中", status());
        browser.get(base + "notices");
        assertTrue(browser.getPageSource().contains(player.substring(0, 2)) || !browser.findElements(
                By.cssSelector("section.notice-item")).isEmpty(), "the public board lists the notice");

        clock.fix(LocalDate.of(2025, 7, 8));
        signInAs(approver);
        browser.get(base + "applications");
        assertFalse(browser.findElement(By.id("count-approval")).getText().equals("0"), "the approval queue counts it");
        browser.get(applicationUrl);
        assertEquals("待审批", status());
        step("APPROVE");
        assertEquals("已批准", status());
        String number = browser.findElement(By.id("certificate-link")).getText();
        assertTrue(number.startsWith("3300-2025-FIRST_CLASS-"), number);

        Browser.clickAndWait(browser, browser.findElement(By.id("certificate-link")));
        assertEquals(number, browser.findElement(By.id("certificate-number")).getText());
        assertFalse(browser.findElements(By.cssSelector("#qr svg")).isEmpty(), "the QR code is drawn");
        Browser.screenshot(browser, "certificate-zh");
        Browser.clickAndWait(browser, browser.findElement(By.id("verify-link")));
        assertTrue(browser.getCurrentUrl().contains("/verify/" + number), browser.getCurrentUrl());
        assertEquals("本证书有效。", browser.findElement(By.id("status-line")).getText());
        assertTrue(browser.findElement(By.id("code-line")).getText().contains("一致"));
    }
}
