package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.openqa.selenium.WebDriver;

/**
 * A visitor, in a real browser and in Chinese, searches a player by pinyin, reads the player page
 * with its progress bars, follows an event to its games and opens the illegal game at its fault.
 */
@QuarkusTest
class PlayerBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    @Test
    void visitorFindsAPlayerSeesTheProgressBarsAndOpensAGameAtItsFault() {
        WebDriver browser = Browser.get();
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
        String tag = RegistryFixtures.tag();
        long event = RegistryFixtures.importAndPublish(RegistryFixtures.fixture("trf/swiss-trf16.trf", tag),
                RegistryFixtures.provincialOpen());
        RegistryFixtures.importSwissGames(event, tag);

        browser.get(base.toString());
        browser.findElement(By.id("q")).sendKeys("wang" + tag.toLowerCase());
        Browser.clickAndWait(browser, browser.findElement(By.cssSelector("#home-search button")));
        Browser.clickAndWait(browser, browser.findElement(By.cssSelector("#players a")));

        assertEquals("Wang" + tag + " Hao", browser.findElement(By.id("player-name")).getText());
        assertTrue(browser.findElement(By.id("qualifies")).getText().contains("一级棋士"));
        assertFalse(browser.findElements(By.cssSelector("#progress progress")).isEmpty(), "progress bars");
        assertFalse(browser.getPageSource().contains("1989/08/04"), "no birth date");

        Browser.clickAndWait(browser, browser.findElement(By.cssSelector("#events a")));
        Browser.clickAndWait(browser, browser.findElement(By.xpath(
                "//table[@id='games']//tr[td[contains(., '" + "Sun" + tag + "')] and td[contains(., 'Zhao" + tag
                        + "')]]//a")));
        assertTrue(browser.findElement(By.id("offending-move")).getText().contains("Ke3"));
        assertTrue(browser.findElement(By.id("ply")).getText().startsWith("第 8 步"));
        assertFalse(browser.findElements(By.cssSelector("svg.board")).isEmpty(), "the board");
        Browser.clickAndWait(browser, browser.findElement(By.id("step-back")));
        assertTrue(browser.findElement(By.id("ply")).getText().startsWith("第 7 步"));
    }
}
