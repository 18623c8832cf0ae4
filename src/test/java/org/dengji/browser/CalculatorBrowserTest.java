package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * The calculator on a phone (390 px wide), in Chinese and in English, without JavaScript: each result
 * shows the inputs its kind of event needs, a woman's result is read in the women's section, the
 * answer names the body to apply to, and the error box lists every error. Screenshots go to
 * {@code target/screenshots/}.
 */
@QuarkusTest
class CalculatorBrowserTest {

    private static final Path SHOTS = Path.of("target", "screenshots");

    @TestHTTPResource("/")
    URL base;

    private WebDriver browser;
    private Dimension before;

    @BeforeEach
    void phone() {
        browser = Browser.get();
        before = browser.manage().window().getSize();
        browser.manage().window().setSize(new Dimension(390, 844));
    }

    @AfterEach
    void restore() {
        browser.manage().window().setSize(before);
    }

    private boolean shown(String id) {
        return browser.findElement(By.id(id)).isDisplayed();
    }

    private void choose(String id, String value) {
        new Select(browser.findElement(By.id(id))).selectByValue(value);
    }

    /** A screenshot of the viewport with {@code id} scrolled to its top. */
    private void screenshot(String name, String id) throws IOException {
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView(true)", browser.findElement(By.id(id)));
        Files.createDirectories(SHOTS);
        Path shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void eachResultShowsTheInputsItsKindOfEventNeeds() throws IOException {
        browser.get(base + "eligibility");
        assertFalse(shown("rank-0"), "no kind of event chosen yet");
        assertTrue(shown("endDate-0"));

        choose("category-0", "PROVINCIAL_INDIVIDUAL");
        assertTrue(shown("rank-0"));
        assertFalse(shown("points-0"));
        choose("category-1", "TITLE_TOURNAMENT");
        assertTrue(shown("points-1") && shown("games-1") && shown("rateMaster-1"));
        assertFalse(shown("rank-1") || shown("rounds-1"));

        choose("standard", "CN-AMATEUR-1");
        assertTrue(shown("points-0") && shown("rounds-0"), "the amateur standard reads a championship by score");
        assertFalse(shown("rank-0") || shown("level-0"));
        choose("category-0", "AMATEUR_GRADING");
        assertTrue(shown("level-0"));
        screenshot("calculator-rows-amateur-zh", "row-0");
    }

    @Test
    void aWomanLearnsHerGradeAndWhereToApplyInChinese() throws IOException {
        browser.get(base + "eligibility");
        assertEquals("zh-CN", browser.findElement(By.tagName("html")).getAttribute("lang"));
        browser.findElement(By.id("gender-female")).click();
        choose("category-0", "PROVINCIAL_INDIVIDUAL");
        browser.findElement(By.id("rank-0")).sendKeys("5");
        Browser.clickAndWait(browser, browser.findElement(By.id("calculate")));

        String answer = browser.findElement(By.id("answer")).getText();
        assertTrue(browser.findElement(By.id("highest-title")).getText().contains("二级棋士"), answer);
        assertTrue(answer.contains("第一条 女子 二级棋士 (2)"), answer);
        assertTrue(browser.findElement(By.id("apply-to")).getText().contains("地区、省辖市的体育行政部门"), answer);
        screenshot("calculator-answer-zh", "answer");
        screenshot("calculator-answer-titles-zh", "standard-used");
    }

    @Test
    void theErrorBoxListsEveryErrorInEnglish() throws IOException {
        browser.get(base + "eligibility?lang=en");
        choose("category-0", "PROVINCIAL_INDIVIDUAL");
        browser.findElement(By.id("rank-0")).sendKeys("0");
        choose("category-1", "TITLE_TOURNAMENT");
        browser.findElement(By.id("games-1")).sendKeys("many");
        Browser.clickAndWait(browser, browser.findElement(By.id("calculate")));

        String errors = browser.findElement(By.id("form-errors")).getText();
        assertTrue(errors.contains("Gender: Choose a gender"), errors);
        assertTrue(errors.contains("Result 1 · Place: The place must be a whole number of at least 1"), errors);
        assertTrue(errors.contains("Result 2 · Games:"), errors);
        assertTrue(shown("games-1"), "the field with the error is shown");
        screenshot("calculator-errors-en", "form-errors");
        screenshot("calculator-rows-en", "row-1");
    }
}
