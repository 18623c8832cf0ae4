package org.dengji.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Debian Chromium shared by all browser tests (about a second to start, then reused),
 * quit by a shutdown hook. The driver path is given, so nothing is ever downloaded. Where Chromium is
 * missing the tests are skipped, unless {@code -Dbrowser.required=true} (CI) makes that a failure.
 */
public final class Browser {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static ChromeDriver driver;

    private Browser() {
    }

    /** The shared browser, its language preference set to Chinese as a Chinese user's would be. */
    public static synchronized WebDriver get() {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        if (!present && Boolean.getBoolean("browser.required")) {
            throw new AssertionError("Chromium is required (browser.required) but " + CHROMIUM + " or " + DRIVER
                    + " is missing: apt-get install chromium chromium-driver");
        }
        Assumptions.assumeTrue(present, "Chromium not installed; browser tests skipped");
        if (driver == null) {
            driver = start();
            Runtime.getRuntime().addShutdownHook(new Thread(driver::quit));
        }
        driver.manage().deleteAllCookies();
        return driver;
    }

    private static ChromeDriver start() {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--window-size=412,915", "--user-data-dir=" + freshProfile());
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", "zh-CN,zh"));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        return new ChromeDriver(service, options);
    }

    /** A phone's width (390 CSS pixels, as an iPhone 12 to 15), which the pages must read well at. */
    public static void phone(WebDriver driver) {
        resize(driver, 390, 844);
    }

    /** A desktop's width (1280 CSS pixels). */
    public static void desktop(WebDriver driver) {
        resize(driver, 1280, 900);
    }

    /**
     * Resizes the window and waits until the page is laid out at the new width: the resize returns
     * before the page has followed, and a screenshot or a measure taken then sees the old layout.
     */
    public static void resize(WebDriver driver, int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
        new WebDriverWait(driver, Duration.ofSeconds(5)).until(d -> Boolean.TRUE.equals(((JavascriptExecutor) d)
                .executeAsyncScript("const done = arguments[arguments.length - 1];"
                        + "requestAnimationFrame(() => requestAnimationFrame(() => done(window.innerWidth === "
                        + width + ")));")));
    }

    /**
     * Saves what the browser shows to {@code target/screenshots/<name>.png}, for people to look at; the
     * whole page, not only the part in the window.
     */
    public static Path screenshot(WebDriver driver, String name) {
        try {
            Path file = Path.of("target", "screenshots", name + ".png");
            Files.createDirectories(file.getParent());
            byte[] png = driver instanceof ChromeDriver chrome ? fullPage(chrome)
                    : ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
            Files.write(file, png);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the screenshot " + name, e);
        }
    }

    private static byte[] fullPage(ChromeDriver chrome) {
        Map<String, Object> metrics = chrome.executeCdpCommand("Page.getLayoutMetrics", Map.of());
        @SuppressWarnings("unchecked")
        Map<String, Object> size = (Map<String, Object>) metrics.get("cssContentSize");
        Map<String, Object> clip = Map.of("x", 0, "y", 0, "width", size.get("width"), "height", size.get("height"),
                "scale", 1);
        Map<String, Object> shot = chrome.executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true, "clip", clip));
        return Base64.getDecoder().decode((String) shot.get("data"));
    }

    /**
     * Whether the old page's element is gone. During the navigation Chromium sometimes answers "node
     * does not belong to the document" instead of "stale element": both mean the old page has left.
     */
    private static boolean isGone(WebElement element) {
        try {
            element.isEnabled();
            return false;
        } catch (StaleElementReferenceException gone) {
            return true;
        } catch (WebDriverException e) {
            if (e.getMessage() != null && e.getMessage().contains("does not belong to the document")) {
                return true;
            }
            throw e;
        }
    }

    private static String freshProfile() {
        try {
            return Files.createTempDirectory("dengji-chromium-").toString();
        } catch (IOException e) {
            throw new IllegalStateException("cannot create a Chromium profile directory", e);
        }
    }

    /**
     * Waits until a background import's page stops reloading itself (its meta refresh): on the draft
     * it sends the registrar to, or on the page that shows the file's errors or how the import ended.
     * While it reloads, the page may be replaced under any question asked of it: such answers are no
     * answer, and the next one is awaited.
     */
    public static void awaitImportEnd(WebDriver driver) {
        new WebDriverWait(driver, Duration.ofSeconds(60)).ignoring(WebDriverException.class).until(d ->
                "complete".equals(((JavascriptExecutor) d).executeScript("return document.readyState"))
                        && d.findElements(By.cssSelector("meta[http-equiv='refresh']")).isEmpty()
                        && !d.findElements(By.id("main")).isEmpty());
    }

    /** Signs {@code username} in with the fixtures' password, from a browser with no session. */
    public static void signIn(WebDriver driver, java.net.URL base, String username) {
        driver.manage().deleteAllCookies();
        driver.get(base + "login");
        driver.findElement(By.id("j_username")).sendKeys(username);
        driver.findElement(By.id("j_password")).sendKeys(org.dengji.support.StaffFixtures.PASSWORD);
        clickAndWait(driver, driver.findElement(By.id("login-submit")));
    }

    /**
     * Clicks something that loads a new page and waits for that page: the click returns before the
     * next page has loaded, so wait until the old page is gone and the new one is complete.
     */
    public static void clickAndWait(WebDriver driver, WebElement element) {
        WebElement html = driver.findElement(By.tagName("html"));
        element.click();
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(15));
        wait.until(d -> isGone(html));
        wait.until(d -> "complete".equals(((JavascriptExecutor) d).executeScript("return document.readyState")));
    }
}
