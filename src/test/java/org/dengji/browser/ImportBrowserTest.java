package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URL;
import java.nio.file.Path;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * A registrar imports files written by other programs through the desk's form, in a real browser at
 * a phone's width: FIDE's own TRF16 example in Chinese, a lichess Swiss export in English. Each is
 * imported in the background and lands on its draft, which shows the file's warnings in the page's
 * language and lists the players whose sex the file left blank; the draft's public page shows the
 * standings as the file states them before anyone but registrars can see it.
 */
@QuarkusTest
class ImportBrowserTest {

    @TestHTTPResource("/")
    URL base;

    @Inject
    StaffFixtures staff;

    private WebDriver browser;

    @AfterEach
    void tearDown() {
        if (browser != null) {
            browser.manage().deleteAllCookies();
        }
    }

    private void signInAs(String username) {
        Browser.signIn(browser, base, username);
    }

    /** Fills the desk's import form with a real file, sends it, and waits on its page until the import ends. */
    private void importFile(String file, String organisation) {
        browser.findElement(By.id("file")).sendKeys(real(file));
        new Select(browser.findElement(By.id("organisation"))).selectByValue(organisation);
        new Select(browser.findElement(By.id("category"))).selectByValue("PROVINCIAL_INDIVIDUAL");
        Browser.clickAndWait(browser, browser.findElement(By.id("import-submit")));
        Browser.awaitImportEnd(browser);
    }

    private static String real(String file) {
        return Path.of("target", "test-classes", "registry", "trf", "real", file).toAbsolutePath().toString();
    }

    @Test
    void registrarImportsFidesExampleInChineseAndALichessExportInEnglishAtPhoneWidth() {
        browser = Browser.get();
        Browser.phone(browser);
        String registrar = staff.fresh("import-walk", Role.REGISTRAR, "3300");
        signInAs(registrar);

        browser.get(base + "registry/events");
        importFile("sharly-example_trf16.trf", "3300");
        Browser.screenshot(browser, "import-fide-example-zh");
        assertEquals("已导入。", browser.findElement(By.id("done-notice")).getText());
        String warnings = browser.findElement(By.id("draft-warnings")).getText();
        assertTrue(warnings.contains("视为轮空，不是棋手"), warnings);
        assertTrue(warnings.contains("没有写明") && warnings.contains("名新棋手的性别"), warnings);
        assertEquals("9. Karl-Mala-Gedenkturnier", browser.findElement(By.id("event-name")).getText());
        assertTrue(browser.findElement(By.cssSelector("#sex-unknown summary")).getText().contains("275"));
        browser.findElement(By.cssSelector("#sex-unknown summary")).click();
        assertTrue(browser.findElement(By.id("sex-unknown")).getText().contains("Vasquez Rodrigo"));
        Browser.screenshot(browser, "import-fide-example-draft-zh");

        Browser.clickAndWait(browser, browser.findElement(By.id("public-page")));
        assertTrue(browser.findElement(By.id("draft-preview")).isDisplayed());
        String standings = browser.findElement(By.id("standings")).getText();
        assertTrue(standings.contains("Mikhaletz Lubomir") && standings.contains("6.5"), standings);
        assertFalse(standings.contains("spielfrei"), "the bye dummy is no player");
        Browser.screenshot(browser, "import-fide-example-public-draft-zh");

        browser.get(base + "registry/events?lang=en");
        importFile("sharly-2020_06.trf", "3300");
        Browser.screenshot(browser, "import-lichess-en");
        assertEquals("Imported.", browser.findElement(By.id("done-notice")).getText());
        assertTrue(browser.findElement(By.id("draft-warnings")).getText().contains("No player has a rank"));
        assertEquals("Mai 5 Plus 0 Turnier", browser.findElement(By.id("event-name")).getText());
        Browser.screenshot(browser, "import-lichess-draft-en");

        browser.get(base + "registry/events?lang=en");
        importFile("sharly-trf-team-import-test.trf", "3300");
        Browser.screenshot(browser, "import-refused-en");
        String errors = browser.findElement(By.id("import-errors")).getText();
        assertTrue(errors.contains("line 20, column 109 · TRF_RESULT_MISSING"), errors);
        assertTrue(errors.contains("a round still in progress"), errors);
    }
}
