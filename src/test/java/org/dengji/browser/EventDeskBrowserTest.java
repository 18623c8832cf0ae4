package org.dengji.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.dengji.common.Role;
import org.dengji.registry.RegistryFixtures;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.importjob.ImportJob;
import org.dengji.registry.importjob.ImportJobState;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A registrar takes an event from a file to a locked, corrected record on its pages alone, in
 * Chinese, on a phone and on a desktop screen: imports a small TRF (in the background: the form's
 * answer is the import's page, which reloads itself until it lands on the draft), reads what publishing
 * it will make public, confirms the publication, locks it after reading what locking means, and
 * corrects a result, first without a reason (the form asks for one) and then with one, after seeing it
 * before and after. At a phone's width, in Chinese and in English, a running import's page reads well
 * and the upload reaches the draft.
 */
@QuarkusTest
class EventDeskBrowserTest {

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
    void registrarPublishesLocksAndCorrectsAnEventOnAPhoneAndADesktopInChinese() {
        browser = Browser.get();
        before = browser.manage().window().getSize();
        clock.fix(LocalDate.of(2025, 7, 1));
        String registrar = staff.fresh("desk-walk", Role.REGISTRAR, RegistryFixtures.ZHEJIANG);
        Browser.signIn(browser, base, registrar);
        Browser.phone(browser);
        walk("phone");
        browser.manage().window().setSize(new Dimension(1280, 900));
        walk("desktop");
    }

    @Test
    void registrarUploadsThroughTheFormAndReachesTheDraftInChineseAndEnglishAtPhoneWidth() {
        browser = Browser.get();
        before = browser.manage().window().getSize();
        clock.fix(LocalDate.of(2025, 7, 1));
        String registrar = staff.fresh("upload-walk", Role.REGISTRAR, RegistryFixtures.ZHEJIANG);
        Browser.signIn(browser, base, registrar);
        Browser.phone(browser);
        long running = runningImportOf(registrar);
        for (String lang : List.of("zh-CN", "en")) {
            browser.get(base + "registry/imports/" + running + "?lang=" + lang);
            whileItReloads(() -> {
                assertEquals(lang, browser.findElement(By.tagName("html")).getAttribute("lang"));
                String state = text("import-state");
                assertTrue(state.contains(lang.equals("en") ? "120 of 400 lines read" : "已读 120 行，共 400 行"),
                        state);
                assertEquals(1, browser.findElements(By.cssSelector("meta[http-equiv='refresh']")).size());
                assertFitsAPhone("import-running-" + lang);
            });

            browser.get(base + "registry/events?lang=" + lang);
            importFile(RegistryFixtures.tag());
            assertTrue(browser.getCurrentUrl().matches(".*/registry/events/\\d+\\?done=IMPORTED"),
                    browser.getCurrentUrl());
            assertEquals(lang.equals("en") ? "Imported." : "已导入。", text("done-notice"));
            assertEquals(lang.equals("en") ? "6" : "6 名", text("fact-players"));
            assertTrue(text("draft-warnings").contains("SEX_UNKNOWN"), text("draft-warnings"));
            assertFitsAPhone("import-draft-" + lang);
        }
    }

    /** A job of {@code registrar}'s, left as a runner writes it while it reads line 120 of 400. */
    private long runningImportOf(String registrar) {
        long unit = staff.unit(RegistryFixtures.ZHEJIANG).id;
        return QuarkusTransaction.requiringNew().call(() -> {
            ImportJob job = new ImportJob();
            job.startedBy = registrar;
            job.organisationId = unit;
            job.format = SourceFormat.TRF;
            job.fileName = "浙江省国际象棋个人锦标赛-2025-final-standings.trf";
            job.state = ImportJobState.READING;
            job.linesRead = 120;
            job.linesTotal = 400;
            job.createdAt = Instant.now();
            job.updatedAt = Instant.now();
            job.persist();
            return job.id;
        });
    }

    /**
     * Looks at a page that reloads itself every 2 seconds: a reload may replace it under a question
     * asked of it, and then the same questions are asked of the page reloaded (it shows the same).
     */
    private static void whileItReloads(Runnable look) {
        for (int attempt = 1;; attempt++) {
            try {
                look.run();
                return;
            } catch (WebDriverException replaced) {
                if (attempt == 3) {
                    throw replaced;
                }
            }
        }
    }

    /** No sideways scrolling, no button wrapped a word a line, at a phone's width; a screenshot to look at. */
    private void assertFitsAPhone(String screenshot) {
        assertEquals(List.of(), PhoneLayout.sidewaysScroll(browser), screenshot + ": scrolls sideways");
        assertEquals(List.of(), PhoneLayout.wrappedButtons(browser), screenshot + ": buttons wrap");
        Browser.screenshot(browser, screenshot);
    }

    /** The whole way from the file to the corrected record, screenshots named after {@code width}. */
    private void walk(String width) {
        String tag = RegistryFixtures.tag();
        browser.get(base + "registry/events?lang=zh-CN");
        importFile(tag);
        assertEquals("已导入。", text("done-notice"));
        assertEquals("6 名", text("fact-players"));
        assertEquals("2025-04-01 – 2025-04-03", text("fact-dates"));
        assertTrue(text("fact-official").startsWith("正式比赛"), text("fact-official"));
        assertTrue(text("draft-warnings").contains("SEX_UNKNOWN"), text("draft-warnings"));
        assertReadable("event-draft-" + width);

        Browser.clickAndWait(browser, browser.findElement(By.id("publish")));
        assertTrue(text("what-happens").contains("公布后，比赛和成绩对所有人公开"), text("what-happens"));
        assertReadable("event-publish-confirm-" + width);
        browser.findElement(By.id("confirm")).click();
        Browser.clickAndWait(browser, browser.findElement(By.id("confirm-submit")));
        assertEquals("比赛已公布。", text("done-notice"));

        Browser.clickAndWait(browser, browser.findElement(By.id("lock")));
        assertTrue(text("what-happens").contains("只能通过写明原因的更正来修改成绩"), text("what-happens"));
        assertReadable("event-lock-confirm-" + width);
        browser.findElement(By.id("confirm")).click();
        Browser.clickAndWait(browser, browser.findElement(By.id("confirm-submit")));
        assertEquals("比赛已锁定。", text("done-notice"));
        assertEquals("已锁定", text("event-status"));

        fillCorrection(" ");
        Browser.clickAndWait(browser, browser.findElement(By.id("preview-correction")));
        assertTrue(text("form-errors").contains("更正锁定的比赛必须写明原因。"), text("form-errors"));
        assertReadable("event-correction-refused-" + width);
        browser.findElement(By.id("reason")).clear();
        browser.findElement(By.id("reason")).sendKeys("裁判长报告更正");
        Browser.clickAndWait(browser, browser.findElement(By.id("preview-correction")));
        assertEquals("0.5", text("before-points"));
        assertEquals("1.0", text("after-points"));
        assertReadable("event-correction-preview-" + width);
        Browser.clickAndWait(browser, browser.findElement(By.id("confirm-correction")));
        assertEquals("更正已保存。", text("done-notice"));
        String history = text("corrections");
        assertTrue(history.contains("裁判长报告更正") && history.contains("Zhou" + tag)
                && history.contains("积分 0.5") && history.contains("积分 1.0"), history);
        assertReadable("event-corrected-" + width);
    }

    private void importFile(String tag) {
        String trf = RegistryFixtures.fixture("trf/swiss-trf16.trf", tag).replace("001    1 m GM", "001    1   GM");
        browser.findElement(By.id("file")).sendKeys(write(trf).toString());
        new Select(browser.findElement(By.id("organisation"))).selectByValue(RegistryFixtures.ZHEJIANG);
        new Select(browser.findElement(By.id("category"))).selectByValue("PROVINCIAL_INDIVIDUAL");
        Browser.clickAndWait(browser, browser.findElement(By.id("import-submit")));
        Browser.awaitImportEnd(browser);
    }

    /** Zhou, starting rank 4, had ½ point of 3 games: the arbiter's report gives him 1. */
    private void fillCorrection(String reason) {
        new Select(browser.findElement(By.id("startNumber"))).selectByValue("4");
        type("rank", "5");
        type("points", "1.0");
        type("games", "3");
        type("reason", reason);
    }

    private void type(String id, String value) {
        WebElement field = browser.findElement(By.id(id));
        field.clear();
        field.sendKeys(value);
    }

    private static Path write(String trf) {
        try {
            Path file = Files.createTempFile("desk-walk-", ".trf");
            Files.writeString(file, trf, StandardCharsets.UTF_8);
            file.toFile().deleteOnExit();
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    /** In Chinese, with no sideways scrolling of the page (wide tables scroll within their frame). */
    private void assertReadable(String screenshot) {
        assertEquals("zh-CN", browser.findElement(By.tagName("html")).getAttribute("lang"));
        Object sideways = ((JavascriptExecutor) browser).executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
        assertEquals(0L, ((Number) sideways).longValue(), screenshot + ": the page does not scroll sideways");
        Browser.screenshot(browser, screenshot);
    }
}
