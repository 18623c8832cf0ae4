package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The national standard on a phone (390 px wide), in Chinese and then in English: its table of
 * contents, a clause row with the text of 《国际象棋升级规则》 and the other language, no sideways scrolling and no
 * column too narrow to read. Screenshots go to {@code target/screenshots}.
 */
@QuarkusTest
class StandardBrowserTest {

    private static final int PHONE_WIDTH = 390;

    @TestHTTPResource("/")
    URL base;

    @Test
    void nationalStandardReadsOnAPhoneInChineseAndInEnglish() throws IOException {
        WebDriver browser = Browser.get();
        Dimension before = browser.manage().window().getSize();
        browser.manage().window().setSize(new Dimension(PHONE_WIDTH, 844));
        try {
            browser.get(base + "standards/CN-NATIONAL-1");
            assertEquals("zh-CN", browser.findElement(By.tagName("html")).getAttribute("lang"));
            assertReadable(browser, "第一条 等级称号和等级标准", "省、自治区、直辖市个人赛前6名", "Top 6 at a provincial");
            screenshots(browser, "zh");

            Browser.clickAndWait(browser, browser.findElement(By.id("lang-switch")));
            assertEquals("en", browser.findElement(By.tagName("html")).getAttribute("lang"));
            assertReadable(browser, "Article 1: Titles and their standards", "Top 6 at a provincial", "省、自治区、直辖市个人赛前6名");
            screenshots(browser, "en");
        } finally {
            browser.manage().window().setSize(before);
        }
    }

    private static void assertReadable(WebDriver browser, String contents, String text, String other) {
        WebElement toc = browser.findElement(By.id("toc"));
        assertTrue(toc.isDisplayed() && toc.getText().contains(contents), toc.getText());
        WebElement row = browser.findElement(By.id("clause-M-1-2"));
        assertTrue(row.findElement(By.cssSelector("td.item")).getText().equals("(2)"), row.getText());
        WebElement textCell = row.findElement(By.cssSelector("td.text"));
        WebElement otherCell = row.findElement(By.cssSelector("td.other"));
        assertTrue(textCell.getText().startsWith(text), textCell.getText());
        assertTrue(otherCell.getText().startsWith(other), otherCell.getText());
        assertTrue(textCell.getRect().getWidth() > PHONE_WIDTH / 2, "the text has the width of the phone: "
                + textCell.getRect().getWidth() + " px");
        assertTrue(otherCell.getRect().getY() > textCell.getRect().getY(), "the other language goes under the text");
        Object sideways = ((JavascriptExecutor) browser).executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
        assertEquals(0L, ((Number) sideways).longValue(), "the page does not scroll sideways");
    }

    /** The top of the page, a table of article 1, and article 3, as a reader scrolls to them. */
    private static void screenshots(WebDriver browser, String lang) throws IOException {
        Path folder = Files.createDirectories(Path.of("target", "screenshots"));
        String[] places = {"toc", "men-first-class", "article-3"};
        for (String place : places) {
            ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView(true);",
                    browser.findElement(By.id(place)));
            Path shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath();
            Files.copy(shot, folder.resolve("standard-" + lang + "-" + place + ".png"), StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
