package org.dengji.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Failed sign-ins slow further attempts down, per account from one address and per address, with
 * the settings as shipped; each test is its own client (X-Forwarded-For) and its own account, and
 * moves the application clock instead of waiting.
 */
@QuarkusTest
@TestProfile(SignInThrottleTest.AsShipped.class)
class SignInThrottleTest {

    /** The per-address count as shipped (the other tests raise it: the whole suite comes from one address). */
    public static class AsShipped implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("dengji.sign-in.free-failures-per-address", "20");
        }
    }

    private static final AtomicInteger CLIENTS = new AtomicInteger();

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    @BeforeEach
    void stopTheClock() {
        clock.fixAt(Instant.parse("2026-11-30T04:00:00Z"));
    }

    @AfterEach
    void restartTheClock() {
        clock.reset();
    }

    private static String newClient() {
        return "198.51.100." + CLIENTS.incrementAndGet();
    }

    private static Response basic(String address, String username, String password) {
        return given().header("X-Forwarded-For", address).auth().preemptive().basic(username, password)
                .get("/api/v1/me");
    }

    private static void fail(String address, String username, int times) {
        for (int i = 0; i < times; i++) {
            assertEquals(401, basic(address, username, "wrong-password-" + i).statusCode(), "attempt " + (i + 1));
        }
    }

    @Test
    void shouldDelayAnAccountAfterFiveFailuresFromOneAddressButNeverFromAnother() {
        String clerk = staff.fresh("throttled", Role.REGISTRAR, "3300");
        String stranger = newClient();
        fail(stranger, clerk, 5);
        Response delayed = basic(stranger, clerk, StaffFixtures.PASSWORD);
        assertEquals(429, delayed.statusCode());
        assertEquals("1", delayed.header("Retry-After"));
        assertEquals("SIGN_IN_DELAYED", delayed.jsonPath().getString("code"));
        assertEquals(200, basic(newClient(), clerk, StaffFixtures.PASSWORD).statusCode(), "the owner, elsewhere");
        clock.advance(Duration.ofSeconds(1));
        assertEquals(200, basic(stranger, clerk, StaffFixtures.PASSWORD).statusCode());
    }

    /**
     * A password bcrypt accepted a moment ago signs in without a write to the throttle, but never past a
     * delay: from an address that failed five times it waits like any guess, so that guesses made while
     * delayed are never answered by the passwords kept as verified.
     */
    @Test
    void shouldSignInAgainWithoutCountingButNeverPastADelay() {
        String clerk = staff.fresh("scripted", Role.REGISTRAR, "3300");
        String office = newClient();
        assertEquals(200, basic(office, clerk, StaffFixtures.PASSWORD).statusCode());
        Instant checked = latestCheckStarted();
        for (int i = 0; i < 3; i++) {
            clock.advance(Duration.ofSeconds(10));
            assertEquals(200, basic(office, clerk, StaffFixtures.PASSWORD).statusCode());
        }
        assertEquals(checked, latestCheckStarted(), "signed in again without starting a check");
        fail(office, clerk, 5);
        assertEquals(429, basic(office, clerk, StaffFixtures.PASSWORD).statusCode(), "verified a moment ago, but delayed");
        clock.advance(Duration.ofSeconds(1));
        assertEquals(200, basic(office, clerk, StaffFixtures.PASSWORD).statusCode());
    }

    /** When the latest password check started, over every count kept. */
    private static Instant latestCheckStarted() {
        return io.quarkus.narayana.jta.QuarkusTransaction.requiringNew().call(() -> ThrottleCount.<ThrottleCount>listAll()
                .stream().map(row -> row.checkingSince).filter(java.util.Objects::nonNull).max(Instant::compareTo)
                .orElse(null));
    }

    @Test
    void shouldNotDelayFourFailuresAndStartAgainAfterASuccess() {
        String clerk = staff.fresh("typist", Role.REGISTRAR, "3300");
        String office = newClient();
        fail(office, clerk, 4);
        assertEquals(200, basic(office, clerk, StaffFixtures.PASSWORD).statusCode());
        fail(office, clerk, 4);
        assertEquals(200, basic(office, clerk, StaffFixtures.PASSWORD).statusCode());
    }

    @Test
    void shouldDoubleTheDelayWithEveryFurtherFailure() {
        String clerk = staff.fresh("guessed", Role.REGISTRAR, "3300");
        String guesser = newClient();
        fail(guesser, clerk, 5);
        clock.advance(Duration.ofSeconds(1));
        fail(guesser, clerk, 1);
        clock.advance(Duration.ofSeconds(1));
        assertEquals("1", basic(guesser, clerk, StaffFixtures.PASSWORD).header("Retry-After"), "two seconds after six");
        clock.advance(Duration.ofSeconds(1));
        fail(guesser, clerk, 1);
        clock.advance(Duration.ofSeconds(3));
        assertEquals(429, basic(guesser, clerk, StaffFixtures.PASSWORD).statusCode(), "four seconds after seven");
        clock.advance(Duration.ofSeconds(1));
        assertEquals(200, basic(guesser, clerk, StaffFixtures.PASSWORD).statusCode());
    }

    @Test
    void shouldNeverDelayMoreThanFifteenMinutesAndForgetADayAfterTheLastFailure() {
        String clerk = staff.fresh("forgotten", Role.REGISTRAR, "3300");
        String office = newClient();
        fail(office, clerk, 5);
        for (int failures = 6; failures <= 15; failures++) {
            clock.advance(Duration.ofMinutes(15));
            fail(office, clerk, 1);
        }
        clock.advance(Duration.ofMinutes(15).minusSeconds(1));
        assertEquals(429, basic(office, clerk, StaffFixtures.PASSWORD).statusCode(), "never more than 15 minutes");
        clock.advance(Duration.ofSeconds(1));
        fail(office, clerk, 1);
        clock.advance(Duration.ofHours(24).plusSeconds(1));
        fail(office, clerk, 4);
        assertEquals(200, basic(office, clerk, StaffFixtures.PASSWORD).statusCode(), "the count started again");
    }

    @Test
    void shouldDelayAnAddressThatTriesManyAccounts() {
        String clerk = staff.fresh("sprayed", Role.REGISTRAR, "3300");
        String sprayer = newClient();
        for (int i = 0; i < 20; i++) {
            assertEquals(401, basic(sprayer, "nobody-" + i + "-" + sprayer, "some-password").statusCode());
        }
        assertEquals(429, basic(sprayer, clerk, StaffFixtures.PASSWORD).statusCode());
        assertEquals(200, basic(newClient(), clerk, StaffFixtures.PASSWORD).statusCode());
    }

    @Test
    void shouldTellTheLoginPageHowLongToWaitInTheReadersLanguage() {
        String clerk = staff.fresh("form-throttled", Role.REGISTRAR, "3300");
        String address = newClient();
        StaffSession browser = StaffSession.anonymous();
        String token = browser.formToken("/login");
        for (int i = 0; i < 5; i++) {
            browser.keep(browser.request().header("X-Forwarded-For", address).formParam("csrf-token", token)
                    .formParam("j_username", clerk).formParam("j_password", "wrong-" + i).post("/j_security_check"));
        }
        Response delayed = browser.keep(browser.request().header("X-Forwarded-For", address).formParam("csrf-token", token)
                .formParam("j_username", clerk).formParam("j_password", StaffFixtures.PASSWORD)
                .post("/j_security_check"));
        assertEquals(302, delayed.statusCode());
        assertEquals(1, delayed.headers().getList("Location").size());
        assertThat(delayed.header("Location"), endsWith("/login?error=1"));
        assertThat(browser.get("/login?error=1").asString(), containsString("登录失败次数过多，请在 1 秒后再试。"));
        browser.set("lang", "en");
        assertThat(browser.get("/login?error=1").asString(),
                containsString("Too many failed sign-ins: try again in 1 seconds."));
    }

    @Test
    void shouldAnswerAPageFetchedWithRefusedCredentialsWithAPageAndOneChallenge() {
        String clerk = staff.fresh("scripted", Role.REGISTRAR, "3300");
        String script = newClient();
        for (int i = 0; i < 5; i++) {
            Response refused = given().header("X-Forwarded-For", script).auth().preemptive()
                    .basic(clerk, "wrong-password-" + i).get("/players");
            assertEquals(401, refused.statusCode(), "attempt " + (i + 1));
            assertEquals(1, refused.headers().getList("WWW-Authenticate").size());
            assertThat(refused.contentType(), startsWith("text/html"));
            assertThat(refused.asString(), containsString("请登录后继续。"));
        }
        Response delayed = given().header("X-Forwarded-For", script).header("Accept-Language", "en").auth()
                .preemptive().basic(clerk, StaffFixtures.PASSWORD).get("/registry/events");
        assertEquals(429, delayed.statusCode());
        assertEquals("1", delayed.header("Retry-After"));
        assertNull(delayed.header("WWW-Authenticate"));
        assertThat(delayed.asString(), containsString("Too many failed sign-ins: please wait a moment and try again."));
        clock.advance(Duration.ofSeconds(1));
        assertEquals(200, given().header("X-Forwarded-For", script).auth().preemptive()
                .basic(clerk, StaffFixtures.PASSWORD).get("/registry/events").statusCode());
    }
}
