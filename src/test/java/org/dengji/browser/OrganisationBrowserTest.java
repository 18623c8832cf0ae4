package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** An administrator, in a real browser: signs in in Chinese, switches to English, adds a county. */
@QuarkusTest
class OrganisationBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @Test
    void administratorAddsCountyUnderProvinceAndSeesItInTheTree() {
        WebDriver browser = Browser.get();
        browser.get(base + "login");
        assertEquals("zh-CN", browser.findElement(By.tagName("html")).getAttribute("lang"));
        browser.findElement(By.id("j_username")).sendKeys(StaffFixtures.ADMIN);
        browser.findElement(By.id("j_password")).sendKeys(StaffFixtures.ADMIN_PASSWORD);
        Browser.clickAndWait(browser, browser.findElement(By.id("login-submit")));
        assertTrue(browser.findElement(By.tagName("header")).getText().contains("已登录"), "signed in, in Chinese");

        Browser.clickAndWait(browser, browser.findElement(By.id("lang-switch")));
        assertEquals("en", browser.findElement(By.tagName("html")).getAttribute("lang"));

        browser.get(base + "organisations");
        assertEquals("en", browser.findElement(By.tagName("html")).getAttribute("lang"), "the choice is remembered");
        WebElement shanghai = browser.findElement(By.cssSelector("li[data-unit-code='3100']"));
        Browser.clickAndWait(browser, shanghai.findElement(By.cssSelector("a.add-below")));

        new Select(browser.findElement(By.id("level"))).selectByValue("COUNTY");
        browser.findElement(By.id("nameZh")).sendKeys("崇明区");
        browser.findElement(By.id("nameEn")).sendKeys("Chongming District");
        browser.findElement(By.id("unitCode")).sendKeys("3151");
        browser.findElement(By.id("adminCode")).sendKeys("310151");
        Browser.clickAndWait(browser, browser.findElement(By.id("submit")));

        assertTrue(browser.findElement(By.id("saved-notice")).getText().contains("Chongming District"));
        WebElement county = browser.findElement(By.cssSelector("li[data-unit-code='3100'] li[data-unit-code='3151']"));
        assertTrue(county.getText().contains("Chongming District"), county.getText());
        assertTrue(county.getText().contains("County"), county.getText());
    }
}
