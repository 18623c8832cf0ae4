package org.dengji.browser;

import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.util.List;
import org.dengji.ratings.report.NationalRatingFiles;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A visitor on a small phone (375 px) reads the national rating, in Chinese and then in English: from the
 * navigation to the list, searched for a round robin's players in June 2025 through the form; from the list to
 * the leader's page with the history chart; from there to the round robin and its rating report. Nothing scrolls
 * sideways, not even inside a table. Screenshots go to {@code target/screenshots/ratings-*}.
 */
@QuarkusTest
class RatingBrowserTest {

    private static final int SMALL_PHONE = 375;

    @TestHTTPResource("/")
    URL base;

    @Inject
    StaffFixtures staff;

    @Test
    void visitorOnAPhoneWalksFromTheListToAPlayerAndAnEventsReport() {
        WebDriver browser = Browser.get();
        RegistryFixtures.ensureStaff(staff);
        String tag = RegistryFixtures.tag();
        long june = importAndPublish(NationalRatingFiles.sameAsFide(fixture("trf/round-robin.trf", tag)), provincialOpen());
        importAndPublish(NationalRatingFiles.sameAsFide(fixture("trf/round-robin.trf", tag).replace("25/06/", "25/08/")
                .replace("Round Robin " + tag, "Round Robin " + tag + " August")), provincialOpen());
        try {
            Browser.resize(browser, SMALL_PHONE, 812);
            walk(browser, tag, june, "zh", "等级分", "全国等级分排名表 2025年6月");
            browser.get(base + "?lang=en");
            walk(browser, tag, june, "en", "Ratings", "National rating list June 2025");
        } finally {
            Browser.resize(browser, 412, 915);
        }
    }

    private void walk(WebDriver browser, String tag, long june, String lang, String navigation, String heading) {
        browser.get(base.toString());
        WebElement nav = browser.findElement(By.id("nav-ratings"));
        assertEquals(navigation, nav.getText());
        Browser.clickAndWait(browser, nav);
        new Select(browser.findElement(By.id("period"))).selectByValue("2025-06");
        browser.findElement(By.id("q")).sendKeys("Hu" + tag);
        Browser.clickAndWait(browser, browser.findElement(By.id("rating-filter-submit")));
        assertEquals(heading, browser.findElement(By.id("list-title")).getText());
        List<WebElement> rows = browser.findElements(By.cssSelector("#rating-list tbody tr"));
        assertEquals(4, rows.size());
        Browser.screenshot(browser, "ratings-list-" + lang);
        assertFits(browser, "#rating-list");

        Browser.clickAndWait(browser, rows.get(0).findElement(By.tagName("a")));
        WebElement chart = browser.findElement(By.cssSelector("#rating-chart svg"));
        assertTrue(chart.isDisplayed());
        assertTrue(browser.findElement(By.id("rating")).getText().startsWith(
                browser.findElements(By.cssSelector("#rating-months tbody tr td:nth-child(2)")).get(1)
                        .getAttribute("textContent")));
        Browser.screenshot(browser, "ratings-player-" + lang);
        assertEquals(List.of(), PhoneLayout.sidewaysScroll(browser));
        assertWithinWindow(browser, "#rating-chart svg");

        Browser.clickAndWait(browser, browser.findElement(By.cssSelector("#events a[href='/events/" + june + "']")));
        Browser.clickAndWait(browser, browser.findElement(By.id("rating-report-link")));
        assertEquals(4, browser.findElements(By.cssSelector("#rating-report tbody tr")).size());
        Browser.screenshot(browser, "ratings-report-" + lang);
        assertFits(browser, "#rating-report");
    }

    /**
     * The page does not scroll sideways, no button or cell is squeezed, and {@code selector} fits the window
     * without scrolling in its wrap.
     */
    private static void assertFits(WebDriver browser, String selector) {
        assertEquals(List.of(), PhoneLayout.sidewaysScroll(browser));
        assertEquals(List.of(), PhoneLayout.wrappedButtons(browser));
        assertEquals(List.of(), PhoneLayout.squeezedCells(browser));
        assertWithinWindow(browser, selector);
    }

    private static void assertWithinWindow(WebDriver browser, String selector) {
        JavascriptExecutor js = (JavascriptExecutor) browser;
        Number right = (Number) js.executeScript("return document.querySelector(arguments[0]).getBoundingClientRect()"
                + ".right", selector);
        Number window = (Number) js.executeScript("return document.documentElement.clientWidth");
        assertTrue(right.doubleValue() <= window.doubleValue() + 0.5, selector + " ends at " + right + " in " + window);
    }
}
