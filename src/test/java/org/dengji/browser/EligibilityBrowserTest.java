package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/** A visitor, in a real browser and in Chinese, asks the calculator what a provincial fifth place is worth. */
@QuarkusTest
class EligibilityBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @Test
    void visitorFindsThatAProvincialFifthPlaceQualifiesForFirstClass() {
        WebDriver browser = Browser.get();
        browser.get(base + "eligibility");
        assertEquals("zh-CN", browser.findElement(By.tagName("html")).getAttribute("lang"));

        browser.findElement(By.id("gender-male")).click();
        new Select(browser.findElement(By.id("category-0"))).selectByValue("PROVINCIAL_INDIVIDUAL");
        new Select(browser.findElement(By.id("section-0"))).selectByValue("OPEN");
        browser.findElement(By.id("rank-0")).sendKeys("5");
        Browser.clickAndWait(browser, browser.findElement(By.id("calculate")));

        String answer = browser.findElement(By.id("answer")).getText();
        assertTrue(browser.findElement(By.id("highest-title")).getText().contains("一级棋士"), answer);
        assertTrue(answer.contains("第一条 男子 一级棋士 (2)"), answer);
    }
}
