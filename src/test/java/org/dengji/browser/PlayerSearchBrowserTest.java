package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.util.HashMap;
import java.util.Map;
import org.dengji.registry.Namesakes;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * A visitor on a phone (390 px) searches a name two players share, in Chinese and then in English, and
 * tells them apart by their home unit and titles; each language leads with its own name of the player.
 * Then finds one of them by the bare digits of the registration number. The crosstable of one of their
 * events explains its symbols on the same phone, and names the player in Latin letters in English.
 */
@QuarkusTest
class PlayerSearchBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @Inject
    StaffFixtures staff;

    @Test
    void visitorOnAPhoneTellsTwoNamesakesApartInChineseAndEnglish() {
        WebDriver browser = Browser.get();
        Browser.phone(browser);
        RegistryFixtures.ensureStaff(staff);
        Namesakes wang = Namesakes.register(RegistryFixtures.tag());

        browser.get(base + "players");
        search(browser, wang.nameZh());
        Browser.screenshot(browser, "search-namesakes-zh");
        Map<String, String> zh = hits(browser);
        assertEquals(2, zh.size(), zh.toString());
        assertTrue(zh.get(wang.zhejiang()).contains("注册单位：浙江省"), zh.toString());
        assertTrue(zh.get(wang.zhejiang()).contains("称号：一级棋士"), zh.toString());
        assertTrue(zh.get(wang.zhejiang()).contains("业余等级：候补大师"), zh.toString());
        assertTrue(zh.get(wang.beijing()).contains("注册单位：北京市"), zh.toString());
        assertTrue(zh.get(wang.zhejiang()).startsWith(wang.nameZh() + " "), zh.toString());
        assertFitsThePhone(browser);

        Browser.clickAndWait(browser, browser.findElement(By.id("lang-switch")));
        Browser.screenshot(browser, "search-namesakes-en");
        Map<String, String> en = hits(browser);
        assertEquals(2, en.size(), en.toString());
        assertTrue(en.get(wang.zhejiang()).contains("Registered with: Zhejiang"), en.toString());
        assertTrue(en.get(wang.zhejiang()).contains("Title: First class"), en.toString());
        assertTrue(en.get(wang.zhejiang()).contains("Amateur grade: Candidate master"), en.toString());
        assertTrue(en.get(wang.beijing()).contains("Registered with: Beijing"), en.toString());
        assertFalse(en.get(wang.beijing()).contains("Title"), en.toString());
        assertTrue(en.get(wang.zhejiang()).startsWith(wang.nameLatin() + " "), en.toString());
        assertTrue(en.get(wang.zhejiang()).contains(wang.nameZh()), en.toString());
        assertFitsThePhone(browser);

        browser.findElement(By.id("q")).clear();
        search(browser, wang.beijing().substring(2).replaceFirst("^0+", ""));
        assertEquals(Map.of(wang.beijing(), hits(browser).get(wang.beijing())), hits(browser));

        // The event the Zhejiang player won: its crosstable's key, in Chinese, on the same phone.
        browser.get(base + "events/" + wang.zhejiangEvent() + "?lang=zh-CN");
        Browser.screenshot(browser, "crosstable-key-zh");
        WebElement key = browser.findElement(By.id("crosstable-legend"));
        assertTrue(key.isDisplayed() && key.getText().contains("执白、执黑"), key.getText());
        assertFitsThePhone(browser);

        browser.get(base + "events/" + wang.zhejiangEvent() + "?lang=en");
        WebElement named = browser.findElement(By.cssSelector("#crosstable a[href='/players/" + wang.zhejiang() + "']"));
        assertEquals(wang.nameLatin() + " (" + wang.nameZh() + ")", named.getText());
        assertFitsThePhone(browser);
    }

    private static void search(WebDriver browser, String q) {
        browser.findElement(By.id("q")).sendKeys(q);
        Browser.clickAndWait(browser, browser.findElement(By.cssSelector("form.search button")));
    }

    /** Each hit's text, by the registration number it links to. */
    private static Map<String, String> hits(WebDriver browser) {
        Map<String, String> hits = new HashMap<>();
        for (WebElement hit : browser.findElements(By.cssSelector("#players li.hit"))) {
            String href = hit.findElement(By.tagName("a")).getAttribute("href");
            hits.put(href.substring(href.lastIndexOf('/') + 1), hit.getText());
        }
        return hits;
    }

    /** Nothing wider than the phone: the page never scrolls sideways. */
    private static void assertFitsThePhone(WebDriver browser) {
        JavascriptExecutor js = (JavascriptExecutor) browser;
        long page = ((Number) js.executeScript("return document.documentElement.scrollWidth")).longValue();
        long window = ((Number) js.executeScript("return window.innerWidth")).longValue();
        assertTrue(page <= window, "page " + page + " px wide in a " + window + " px window");
        for (WebElement hit : browser.findElements(By.cssSelector("#players li.hit"))) {
            assertTrue(hit.getRect().getX() + hit.getRect().getWidth() <= window, hit.getText());
        }
    }
}
