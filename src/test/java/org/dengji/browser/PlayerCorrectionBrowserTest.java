package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.time.LocalDate;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * A registrar on a phone (390 px wide) records the sex of two players an import left unknown: from the
 * event's list of them, on each player's page, once in Chinese and once in English, with a refused
 * entry shown on the form. Screenshots go to {@code target/screenshots}.
 */
@QuarkusTest
class PlayerCorrectionBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    private WebDriver browser;
    private Dimension before;

    @AfterEach
    void tearDown() {
        clock.reset();
        if (browser != null) {
            browser.manage().window().setSize(before);
            browser.manage().deleteAllCookies();
        }
    }

    @Test
    void registrarRecordsTheSexOfPlayersOnAPhoneInChineseAndInEnglish() {
        browser = Browser.get();
        before = browser.manage().window().getSize();
        Browser.phone(browser);
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
        String tag = RegistryFixtures.tag();
        String file = RegistryFixtures.fixture("trf/swiss-trf16.trf", tag).replace("001    1 m GM", "001    1   GM")
                .replace("001    2 m IM", "001    2   IM");
        long event = RegistryFixtures.importAndPublish(file, RegistryFixtures.provincialOpen());

        signIn();
        browser.get(base + "registry/events/" + event);
        openFromTheSexUnknownList("Wang" + tag);
        assertEquals("未登记", text("current-sex"));
        browser.findElement(By.id("gender-MALE")).click();
        browser.findElement(By.id("reason")).sendKeys("报名表");
        Browser.clickAndWait(browser, browser.findElement(By.id("save")));
        assertEquals("更正已保存。", text("done-notice"));
        assertEquals("男", text("current-sex"));
        assertReadableOnAPhone();
        Browser.screenshot(browser, "player-correction-zh");

        browser.get(base + "registry/events/" + event);
        Browser.clickAndWait(browser, browser.findElement(By.id("lang-switch")));
        assertEquals("en", browser.findElement(By.tagName("html")).getAttribute("lang"));
        openFromTheSexUnknownList("Li" + tag);
        assertEquals("not recorded", text("current-sex"));
        browser.findElement(By.id("gender-FEMALE")).click();
        browser.findElement(By.id("nameLatin")).clear();
        Browser.clickAndWait(browser, browser.findElement(By.id("save")));
        assertTrue(text("form-errors").contains("At least one name (Chinese or Latin) must remain."),
                text("form-errors"));
        assertEquals("not recorded", text("current-sex"), "nothing was saved");
        assertTrue(browser.findElement(By.id("gender-FEMALE")).isSelected(), "the form keeps what was chosen");
        Browser.screenshot(browser, "player-correction-refused-en");
        browser.findElement(By.id("nameLatin")).sendKeys("Li Chao");
        Browser.clickAndWait(browser, browser.findElement(By.id("save")));
        assertEquals("The correction is saved.", text("done-notice"));
        assertEquals("Female", text("current-sex"));
        assertEquals("Li Chao", text("current-nameLatin"));
        assertReadableOnAPhone();
        Browser.screenshot(browser, "player-correction-en");
    }

    private void signIn() {
        Browser.signIn(browser, base, RegistryFixtures.ZJ_REGISTRAR);
    }

    private void openFromTheSexUnknownList(String name) {
        WebElement link = browser.findElement(By.xpath("//div[@id='sex-unknown']//a[contains(., '" + name + "')]"));
        Browser.clickAndWait(browser, link);
        assertTrue(browser.getCurrentUrl().contains("/registry/players/CN"), browser.getCurrentUrl());
    }

    private String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    /** No sideways scrolling, and the form's save button within the phone's width. */
    private void assertReadableOnAPhone() {
        Object sideways = ((JavascriptExecutor) browser).executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
        assertEquals(0L, ((Number) sideways).longValue(), "the page does not scroll sideways");
        WebElement save = browser.findElement(By.id("save"));
        assertTrue(save.getRect().getX() + save.getRect().getWidth() <= 390, "the button fits the phone");
    }
}
