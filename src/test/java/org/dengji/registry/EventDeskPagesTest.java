package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.security.AppUser;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An event at the registrar's desk, driven as a browser without JavaScript would: the draft shows what
 * publishing it will make public, publishing and locking act only once confirmed, a locked event's
 * result is corrected after a look at it before and after, with a reason, and the corrections are
 * listed; its files download with the session. Every form answers the owning registrar, a registrar
 * of another province (404, as the API), a reviewer (403) and a visitor (sign in).
 */
@QuarkusTest
class EventDeskPagesTest {

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    private String tag;
    private long event;
    private String owner;
    private String ownerName;
    private Browserless registrar;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
        tag = tag();
        owner = staff.fresh("desk", Role.REGISTRAR, RegistryFixtures.ZHEJIANG);
        ownerName = "张登记" + tag;
        QuarkusTransaction.requiringNew().run(() -> AppUser.findByUsername(owner).orElseThrow().displayName = ownerName);
        String blankSex = fixture("trf/swiss-trf16.trf", tag).replace("001    1 m GM", "001    1   GM");
        event = postTrf(owner, blankSex, provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
        registrar = Browserless.signIn(owner, StaffFixtures.PASSWORD);
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private String page() {
        return "/registry/events/" + event;
    }

    /** Posts a form with the token of a page anyone may open (the desk is a registrar's alone). */
    private ValidatableResponse post(Browserless who, String action, Map<String, String> fields) {
        String token = who.csrfTokenOf("/eligibility");
        return given().filter(who.cookies()).redirects().follow(false)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8").formParam("csrf-token", token)
                .formParams(fields).when().post(action).then();
    }

    private ValidatableResponse get(Browserless who, String path) {
        return given().filter(who.cookies()).redirects().follow(false).when().get(path).then();
    }

    private String status() {
        return given().auth().preemptive().basic(owner, StaffFixtures.PASSWORD).when().get("/api/v1/events/" + event)
                .then().extract().jsonPath().getString("status");
    }

    private void publishAndLock() {
        post(registrar, page() + "/publish", Map.of("confirm", "yes")).statusCode(303);
        post(registrar, page() + "/lock", Map.of("confirm", "yes")).statusCode(303);
    }

    @Test
    void shouldShowTheDraftAsItWillBePublishedWithItsImportWarnings() {
        get(registrar, page()).statusCode(200)
                .body(containsString("将要公布的内容"))
                .body(containsString("id=\"fact-category\">省、自治区、直辖市个人赛"))
                .body(containsString("id=\"fact-section\">公开组"))
                .body(containsString("id=\"fact-official\">正式比赛"))
                .body(containsString("id=\"fact-dates\">2025-04-01 – 2025-04-03"))
                .body(containsString("id=\"fact-players\">6 名"))
                .body(containsString("id=\"fact-games\">0 局"))
                .body(containsString("id=\"draft-warnings\""))
                .body(containsString("SEX_UNKNOWN"))
                .body(containsString("href=\"/registry/events/" + event + "/publish\" id=\"publish\""))
                .body(not(containsString("id=\"lock\"")));
        get(registrar, page() + "?lang=en").statusCode(200)
                .body(containsString("What will be published"))
                .body(containsString("id=\"fact-players\">6<"))
                .body(containsString("Warnings of the import (1)"))
                .body(not(containsString("将要公布")));
    }

    @Test
    void shouldPublishOnlyOnceConfirmed() {
        get(registrar, page() + "/publish").statusCode(200)
                .body(containsString("公布后，比赛和成绩对所有人公开"))
                .body(containsString("id=\"fact-players\">6 名"))
                .body(containsString("name=\"confirm\" value=\"yes\" id=\"confirm\" required"));
        get(registrar, page() + "/publish?lang=en").statusCode(200)
                .body(containsString("Once published, the event and its results are public"));
        post(registrar, page() + "/publish?lang=zh-CN", Map.of()).statusCode(400)
                .body(containsString("id=\"confirm-missing\""))
                .body(containsString("请先勾选确认"));
        post(registrar, page() + "/publish?lang=en", Map.of("confirm", "no")).statusCode(400)
                .body(containsString("Tick the confirmation first"));
        assertEquals("DRAFT", status());
        post(registrar, page() + "/publish?lang=zh-CN", Map.of("confirm", "yes")).statusCode(303)
                .header("Location", endsWith(page() + "?done=PUBLISHED"));
        assertEquals("PUBLISHED", status());
        get(registrar, page() + "?done=PUBLISHED").statusCode(200)
                .body(containsString("比赛已公布。"))
                .body(containsString("id=\"lock\""));
        get(registrar, page() + "/publish").statusCode(200).body(containsString("id=\"not-possible\""))
                .body(not(containsString("id=\"confirm-form\"")));
    }

    @Test
    void shouldLockOnlyOnceConfirmedAndSaySoFirst() {
        post(registrar, page() + "/publish", Map.of("confirm", "yes")).statusCode(303);
        get(registrar, page() + "/lock").statusCode(200)
                .body(containsString("锁定后，成绩即为最终成绩"))
                .body(containsString("只能通过写明原因的更正来修改成绩"));
        get(registrar, page() + "/lock?lang=en").statusCode(200)
                .body(containsString("changes only through a correction that gives its reason"));
        post(registrar, page() + "/lock?lang=zh-CN", Map.of()).statusCode(400).body(containsString("id=\"confirm-missing\""));
        assertEquals("PUBLISHED", status());
        post(registrar, page() + "/lock?lang=zh-CN", Map.of("confirm", "yes")).statusCode(303)
                .header("Location", endsWith(page() + "?done=LOCKED"));
        assertEquals("LOCKED", status());
        get(registrar, page()).statusCode(200)
                .body(containsString("id=\"correction-form\""))
                .body(not(containsString("id=\"pgn-form\"")))
                .body(containsString("id=\"no-corrections\""));
    }

    private Map<String, String> zhouCorrected(String reason) {
        return Map.of("startNumber", "4", "rank", "5", "rankTo", "", "points", "1.0", "games", "3", "reason", reason);
    }

    @Test
    void shouldCorrectALockedResultAfterShowingItBeforeAndAfter() {
        publishAndLock();
        post(registrar, page() + "/corrections/preview", zhouCorrected("裁判长报告")).statusCode(200)
                .body(containsString("id=\"before-points\">0.5<"))
                .body(containsString("id=\"after-points\">1.0<"))
                .body(containsString("id=\"before-rank\">5<"))
                .body(containsString("Zhou" + tag))
                .body(containsString("id=\"confirm-correction-form\""));
        given().when().get("/api/v1/events/" + event + "/standings").then()
                .body("find { it.startNumber == 4 }.points", equalTo(0.5f));
        post(registrar, page() + "/corrections", zhouCorrected("裁判长报告")).statusCode(303)
                .header("Location", endsWith(page() + "?done=CORRECTED"));
        given().when().get("/api/v1/events/" + event + "/standings").then()
                .body("find { it.startNumber == 4 }.points", equalTo(1.0f));
        get(registrar, page() + "?done=CORRECTED").statusCode(200)
                .body(containsString("更正已保存。"))
                .body(containsString("<strong class=\"who\">" + ownerName + "</strong>"))
                .body(containsString("原因：裁判长报告"))
                .body(containsString("名次 5，积分 0.5，对局 3</span> → <span class=\"after\">名次 5，积分 1.0，对局 3"));
        get(registrar, page() + "?lang=en").statusCode(200)
                .body(containsString("place 5, 0.5 points, 3 games</span> → <span class=\"after\">place 5, 1.0 points"));
    }

    @Test
    void shouldAskAgainForAMissingReasonInThePagesLanguage() {
        publishAndLock();
        post(registrar, page() + "/corrections/preview", zhouCorrected("  ")).statusCode(400)
                .body(containsString("id=\"form-errors\""))
                .body(containsString("data-code=\"REASON_REQUIRED\""))
                .body(containsString("更正锁定的比赛必须写明原因。"))
                .body(containsString("value=\"1.0\""))
                .body(containsString("<option value=\"4\" selected>"));
        post(registrar, page() + "/corrections/preview?lang=en", zhouCorrected("")).statusCode(400)
                .body(containsString("A correction of a locked event needs a reason."))
                .body(not(containsString("必须写明原因")));
        post(registrar, page() + "/corrections?lang=zh-CN", zhouCorrected("")).statusCode(400)
                .body(containsString("更正锁定的比赛必须写明原因。"));
        post(registrar, page() + "/corrections/preview", Map.of("startNumber", "4", "points", "x", "games", "3",
                "reason", "r")).statusCode(400)
                .body(containsString("<strong>积分</strong></a>：不是有效的数字。"));
        post(registrar, page() + "/corrections/preview", Map.of("startNumber", "4", "points", "9.0", "games", "3",
                "reason", "r")).statusCode(400)
                .body(containsString("data-code=\"BAD_POINTS\""));
        given().when().get("/api/v1/events/" + event + "/standings").then()
                .body("find { it.startNumber == 4 }.points", equalTo(0.5f));
    }

    @Test
    void shouldServeTheEventsFilesToTheSessionWithTheApisAccess() {
        get(registrar, page()).body(containsString("href=\"/registry/events/" + event + "/export.trf\""));
        get(registrar, page() + "/export.trf").statusCode(200)
                .header("Content-Disposition", containsString("event-" + event + ".trf"))
                .body(containsString("Wang" + tag))
                .body(containsString("1989/08/04"));
        get(registrar, page() + "/export.csv").statusCode(200)
                .contentType(startsWith("text/csv")).body(containsString("Zhou" + tag));
        get(registrar, page() + "/export.pgn").statusCode(200).contentType(startsWith("application/x-chess-pgn"));
        Browserless beijing = Browserless.signIn(BJ_REGISTRAR, StaffFixtures.PASSWORD);
        for (String file : new String[] {"trf", "csv", "pgn"}) {
            get(beijing, page() + "/export." + file).statusCode(404).body(not(containsString("Wang" + tag)));
        }
        post(registrar, page() + "/publish", Map.of("confirm", "yes")).statusCode(303);
        get(beijing, page() + "/export.trf").statusCode(404);
        get(beijing, page() + "/export.csv").statusCode(200);
        Browserless reviewer = Browserless.signIn(ZJ_REVIEWER, StaffFixtures.PASSWORD);
        get(reviewer, page() + "/export.trf").statusCode(403);
        get(Browserless.anonymous(), page() + "/export.trf").statusCode(302).header("Location", containsString("/login"));
    }

    @Test
    void shouldAnswerOthersAsTheApiDoes() {
        Browserless beijing = Browserless.signIn(BJ_REGISTRAR, StaffFixtures.PASSWORD);
        Browserless reviewer = Browserless.signIn(ZJ_REVIEWER, StaffFixtures.PASSWORD);
        Browserless visitor = Browserless.anonymous();
        for (String path : new String[] {"", "/publish", "/lock"}) {
            get(beijing, page() + path).statusCode(404).body(not(containsString("Swiss " + tag)));
            get(reviewer, page() + path).statusCode(403);
            get(visitor, page() + path).statusCode(302).header("Location", containsString("/login"));
        }
        post(beijing, page() + "/publish", Map.of("confirm", "yes")).statusCode(404);
        post(reviewer, page() + "/publish", Map.of("confirm", "yes")).statusCode(403);
        given().filter(registrar.cookies()).redirects().follow(false).contentType("application/x-www-form-urlencoded")
                .formParam("confirm", "yes").when().post(page() + "/publish").then().statusCode(not(equalTo(303)));
        assertEquals("DRAFT", status());
        publishAndLock();
        for (String action : new String[] {"/corrections/preview", "/corrections"}) {
            post(beijing, page() + action, zhouCorrected("r")).statusCode(404)
                    .body(not(containsString("Zhou" + tag)));
            post(reviewer, page() + action, zhouCorrected("r")).statusCode(403);
        }
        post(beijing, page() + "/lock", Map.of("confirm", "yes")).statusCode(404);
        post(reviewer, page() + "/lock", Map.of("confirm", "yes")).statusCode(403);
        for (String action : new String[] {"/publish", "/lock", "/corrections/preview", "/corrections"}) {
            post(visitor, page() + action, zhouCorrected("r")).statusCode(302)
                    .header("Location", containsString("/login"));
        }
        given().filter(registrar.cookies()).redirects().follow(false).contentType("application/x-www-form-urlencoded")
                .formParams(zhouCorrected("r")).when().post(page() + "/corrections").then()
                .statusCode(not(equalTo(303)));
        given().when().get("/api/v1/events/" + event + "/standings").then()
                .body("find { it.startNumber == 4 }.points", equalTo(0.5f));
    }

    @Test
    void shouldOfferTheRegistrarsOwnUnitsOnTheImportForm() {
        get(registrar, "/registry/events").statusCode(200)
                .body(containsString("<select name=\"organisation\" id=\"organisation\" required>"))
                .body(containsString("<option value=\"3300\">3300 "))
                .body(containsString("<select name=\"homeUnit\" id=\"homeUnit\">"))
                .body(not(containsString("<option value=\"1100\"")));
        get(registrar, "/registry/events?lang=en").statusCode(200).body(containsString("Organising unit<select"));
    }

    private ValidatableResponse importAs(Browserless who) {
        String file = fixture("trf/round-robin.trf", tag());
        return given().filter(who.cookies()).redirects().follow(false)
                .multiPart("csrf-token", who.csrfTokenOf("/eligibility")).multiPart("format", "TRF")
                .multiPart("organisation", RegistryFixtures.ZHEJIANG).multiPart("homeUnit", RegistryFixtures.ZHEJIANG)
                .multiPart("category", "PROVINCIAL_INDIVIDUAL").multiPart("section", "OPEN")
                .multiPart("official", "true").multiPart("file", "event.trf", file.getBytes(), "text/plain")
                .when().post("/registry/events").then();
    }

    @Test
    void shouldImportFromTheFormOnlyForTheRegistrarsOwnUnits() {
        String job = BackgroundImports.jobPage(importAs(registrar).extract().response());
        String draft = BackgroundImports.draftOf(BackgroundImports.awaitEnd(
                () -> given().filter(registrar.cookies()).redirects().follow(false), job));
        get(registrar, draft).statusCode(200).body(containsString("id=\"done-notice\" role=\"status\">已导入。"));
        importAs(Browserless.signIn(BJ_REGISTRAR, StaffFixtures.PASSWORD)).statusCode(403);
        importAs(Browserless.signIn(ZJ_REVIEWER, StaffFixtures.PASSWORD)).statusCode(403);
        importAs(Browserless.anonymous()).statusCode(302).header("Location", containsString("/login"));
        get(Browserless.signIn(ZJ_REVIEWER, StaffFixtures.PASSWORD), "/registry/events").statusCode(403);
    }
}
