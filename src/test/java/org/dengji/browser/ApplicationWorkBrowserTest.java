package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.certification.CertificationFixtures;
import org.dengji.common.Role;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The work on a title application through its pages only, as each person does it, in Chromium: the
 * registrar meets the evaluator's refusal and then opens and submits an application that qualifies; the
 * reviewer finds it through the queue filter, recommends it and places it on notice; a visitor objects
 * on the public board; the reviewer dismisses the objection; after the notice the approver, once refused
 * for want of the confirmation, approves, and then revokes for false materials. Each page is looked at
 * 1280 and 390 pixels wide (no sideways scroll on a phone, no button wrapping a character a line), and
 * the application page in English too. Screenshots go to {@code target/screenshots/work-*.png}.
 */
@QuarkusTest
class ApplicationWorkBrowserTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;
    private static final Pattern CHINESE = Pattern.compile("\\p{IsHan}");

    @TestHTTPResource("/")
    URL base;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    private WebDriver browser;
    private Dimension before;

    @AfterEach
    void tearDown() {
        clock.reset();
        if (browser != null) {
            browser.manage().deleteAllCookies();
            browser.manage().window().setSize(before);
        }
    }

    @Test
    void anApplicationIsWorkedThroughItsPagesByEachRole() {
        browser = Browser.get();
        before = browser.manage().window().getSize();
        desktop();
        clock.fix(LocalDate.of(2025, 7, 1));
        Map<Integer, String> placed = world.placed(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN");
        String player = placed.get(1);

        String url = registrarOpensAndSubmits(player);
        String id = url.substring(url.lastIndexOf('/') + 1);
        reviewerFindsRecommendsAndPlacesOnNotice(player, url);
        String objection = visitorObjects(id);
        reviewerDismisses(url, id, objection);

        clock.fix(LocalDate.of(2025, 7, 8));
        approverIsRefusedThenApproves(url);
        approverRevokesForFalseMaterials(url);
    }

    private String registrarOpensAndSubmits(String player) {
        Browser.signIn(browser, base, world.staffAt(ZJ, Role.REGISTRAR));
        browser.get(base + "applications");
        open(player, "GRANDMASTER");
        WebElement refusal = browser.findElement(By.id("refusal"));
        assertTrue(refusal.getText().contains("未达到所选称号的任何一条标准"), refusal.getText());
        List<WebElement> reasons = browser.findElements(By.cssSelector("#reasons li"));
        assertFalse(reasons.isEmpty(), "the evaluator's reasons are listed");
        assertTrue(reasons.get(0).getText().contains("第一条"), reasons.get(0).getText());
        lookAtBothWidths("work-queues-refusal-zh");

        open(player, "FIRST_CLASS");
        assertEquals("草稿", status());
        assertTrue(offered().contains("SUBMIT"), "the registrar submits: " + offered());
        assertFalse(offered().contains("RECOMMEND") || offered().contains("APPROVE"), offered().toString());
        step("SUBMIT");
        assertEquals("已提交", status());
        return browser.getCurrentUrl().replaceAll("[?#].*$", "");
    }

    private void open(String player, String title) {
        WebElement number = browser.findElement(By.id("registrationNo"));
        number.clear();
        number.sendKeys(player);
        new Select(browser.findElement(By.id("title"))).selectByValue(title);
        Browser.clickAndWait(browser, browser.findElement(By.id("open-submit")));
    }

    private void reviewerFindsRecommendsAndPlacesOnNotice(String player, String url) {
        Browser.signIn(browser, base, world.staffAt(ZJ, Role.REVIEWER));
        browser.get(base + "applications");
        Browser.clickAndWait(browser, browser.findElement(By.cssSelector("#queue-counts a[href*='queue=review']")));
        // On the queues page the filters fold away until asked for.
        browser.findElement(By.cssSelector("#queue-filter-box > summary")).click();
        browser.findElement(By.id("filter-q")).sendKeys(player);
        Browser.clickAndWait(browser, browser.findElement(By.id("filter-submit")));
        List<WebElement> rows = browser.findElements(By.cssSelector("#table-review tbody tr"));
        assertEquals(1, rows.size(), "the filter finds the one application of the player");
        lookAtBothWidths("work-queue-filtered-zh");
        String path = url.substring(url.indexOf("/applications/"));
        Browser.clickAndWait(browser, browser.findElement(By.cssSelector("#table-review a[href='" + path + "']")));

        assertEquals("已提交", status());
        assertEquals(List.of("RECOMMEND", "RETURN", "REJECT"), offered(), "the reviewer's steps, and no other");
        lookAtBothWidths("work-application-review-zh");
        step("RECOMMEND");
        step("START_NOTICE");
        assertEquals("公示中", status());
        assertEquals(List.of(), offered(), "during the notice the reviewer decides objections only");
    }

    /** A visitor, signed in as nobody, objects on the public board; answers the reference number. */
    private String visitorObjects(String id) {
        browser.manage().deleteAllCookies();
        browser.get(base + "notices");
        WebElement notice = browser.findElement(By.id("notice-" + id));
        notice.findElement(By.tagName("summary")).click();
        notice.findElement(By.name("name")).sendKeys("王小明");
        notice.findElement(By.name("contact")).sendKeys("13800000000");
        notice.findElement(By.name("text")).sendKeys("该棋手在比赛中由他人代下，请核查。");
        lookAtBothWidths("work-notices-form-zh");
        Browser.clickAndWait(browser, notice.findElement(By.cssSelector("button[type=submit]")));
        String lodged = browser.findElement(By.id("lodged")).getText();
        Matcher number = Pattern.compile("\\d+").matcher(lodged);
        assertTrue(number.find(), lodged);
        lookAtBothWidths("work-notices-lodged-zh");
        return number.group();
    }

    private void reviewerDismisses(String url, String id, String objection) {
        Browser.signIn(browser, base, world.staffAt(ZJ, Role.REVIEWER));
        browser.get(base + "applications?queue=notice");
        assertEquals("1", browser.findElement(By.id("objections-" + id)).getText(), "the open objection is counted");
        lookAtBothWidths("work-queue-notice-zh");
        browser.get(url);
        WebElement article = browser.findElement(By.cssSelector("#objections #objection-" + objection));
        assertTrue(article.getText().contains("由他人代下"), article.getText());
        lookAtBothWidths("work-application-objection-zh");
        browser.findElement(By.id("decision-note-" + objection)).sendKeys("经核对比赛记录，未发现代下情况。");
        Browser.clickAndWait(browser, browser.findElement(By.id("dismiss-" + objection)));
        article = browser.findElement(By.id("objection-" + objection));
        assertTrue(article.getText().contains("未发现代下情况"), article.getText());
        assertTrue(browser.findElements(By.id("dismiss-" + objection)).isEmpty(), "a decided objection has no form");
    }

    private void approverIsRefusedThenApproves(String url) {
        Browser.signIn(browser, base, world.staffAt(ZJ, Role.APPROVER));
        browser.get(url);
        assertEquals("待审批", status());
        assertEquals(List.of("REJECT", "APPROVE"), offered(), "the approver's steps, and no other");
        browser.findElement(By.id("action-APPROVE")).click();
        assertEquals(Boolean.TRUE, script("return document.getElementById('confirm-APPROVE').validity.valueMissing"));
        assertEquals("待审批", status(), "the browser did not send the form without the tick");

        approveWithoutTheTick();
        String refusal = browser.findElement(By.id("refusal")).getText();
        assertTrue(refusal.contains("请勾选确认后再提交"), refusal);
        lookAtBothWidths("work-application-refusal-zh");

        browser.get(url + "?lang=en");
        approveWithoutTheTick();
        assertTrue(browser.findElement(By.id("refusal")).getText().contains("Tick the confirmation"));
        assertNoChineseIn("h1, h2, button, label, #refusal, #status, #title");
        lookAtBothWidths("work-application-refusal-en");

        browser.get(url + "?lang=zh-CN");
        step("APPROVE");
        assertEquals("已批准", status());
        assertTrue(browser.findElement(By.id("certificate-link")).getText().contains("FIRST_CLASS"));
    }

    /** The server refuses too: the browser's check of the tick is taken off the page first. */
    private void approveWithoutTheTick() {
        script("document.getElementById('confirm-APPROVE').removeAttribute('required')");
        Browser.clickAndWait(browser, browser.findElement(By.id("action-APPROVE")));
        assertEquals("CONFIRMATION_REQUIRED", browser.findElement(By.id("refusal")).getAttribute("data-code"));
    }

    private void approverRevokesForFalseMaterials(String url) {
        assertEquals(List.of("REVOKE"), offered(), "a granted title can only be revoked");
        browser.findElement(By.id("note-REVOKE")).sendKeys("经查，所依据的比赛成绩系伪造。");
        browser.findElement(By.id("false-materials")).click();
        lookAtBothWidths("work-application-revoke-zh");
        step("REVOKE");
        assertTrue(browser.findElements(By.id("refusal")).isEmpty(), "the revocation is taken");
        assertEquals("已撤销", status());
        browser.get(url + "?lang=en");
        assertNoChineseIn("h1, h2, button, #status, #title");
        lookAtBothWidths("work-application-revoked-en");
        browser.get(url + "?lang=zh-CN");
    }

    private void assertNoChineseIn(String selector) {
        for (WebElement e : browser.findElements(By.cssSelector(selector))) {
            String text = e.getText();
            assertFalse(CHINESE.matcher(text).find(), selector + " in English: " + e.getTagName() + " «" + text + "»");
        }
    }

    /** Screenshots at 1280 and 390 pixels; at 390 the page must read without scrolling sideways. */
    private void lookAtBothWidths(String name) {
        Browser.screenshot(browser, name + "-1280");
        Browser.phone(browser);
        try {
            Browser.screenshot(browser, name + "-390");
            assertEquals(List.of(), PhoneLayout.sidewaysScroll(browser), name + ": scrolls sideways at 390 px");
            assertEquals(List.of(), PhoneLayout.wrappedButtons(browser), name + ": buttons wrap at 390 px");
            assertEquals(List.of(), PhoneLayout.squeezedCells(browser), name + ": table cells squeezed at 390 px");
        } finally {
            desktop();
        }
    }

    private void desktop() {
        Browser.desktop(browser);
    }

    private Object script(String js) {
        return ((JavascriptExecutor) browser).executeScript(js);
    }

    private void step(String action) {
        browser.findElements(By.id("confirm-" + action)).forEach(WebElement::click);
        Browser.clickAndWait(browser, browser.findElement(By.id("action-" + action)));
    }

    private List<String> offered() {
        return browser.findElements(By.cssSelector("[id^='action-']")).stream()
                .map(e -> e.getAttribute("id").substring("action-".length())).toList();
    }

    private String status() {
        return browser.findElement(By.id("status")).getText();
    }
}
