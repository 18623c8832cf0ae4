package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The registry's pages: what the public and a registrar see, in words, without birth dates. */
@QuarkusTest
class RegistryPagesTest {

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    private String tag;
    private long event;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
        tag = tag();
        event = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        RegistryFixtures.importSwissGames(event, tag);
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private String wang() {
        return given().when().get("/api/v1/events/" + event + "/standings").then().extract().jsonPath()
                .getString("find { it.startNumber == 1 }.registrationNo");
    }

    @Test
    void shouldFindAPlayerByPinyinOnTheSearchPage() {
        given().when().get("/players?q=wang" + tag.toLowerCase()).then().statusCode(200)
                .body(containsString("Wang" + tag + " Hao"))
                .body(containsString("href=\"/players/" + wang() + "\""))
                .body(not(containsString("1989")));
        given().when().get("/players?q=nobody" + tag).then().statusCode(200).body(containsString("没有找到棋手"));
    }

    @Test
    void shouldShowWhatThePlayerQualifiesForByWhichClauseAndTheProgressBars() {
        given().when().get("/players/" + wang()).then().statusCode(200)
                .body(containsString("可申请的最高称号：一级棋士"))
                .body(containsString("第一条 男子 一级棋士"))
                .body(containsString("href=\"/events/" + event + "\""))
                .body(containsString("<progress value=\"0\" max=\"1\""))
                .body(containsString("大师"))
                .body(containsString("省、自治区、直辖市个人赛"))
                .body(not(containsString("1989/08/04")))
                .body(not(containsString("1989-08-04")))
                .body(not(containsString("PROVINCIAL_INDIVIDUAL")));
        given().when().get("/players/" + wang()).then()
                .body(containsString("评定依据：<a href=\"/standards/CN-NATIONAL-1\">"))
                .body(matchesPattern("(?s).*</a>，评定日期 \\d{4}-\\d{2}-\\d{2}。.*"))
                .body(not(containsString("版本 CN-NATIONAL-1")));
        given().when().get("/players/" + wang() + "?lang=en").then().statusCode(200)
                .body(containsString("the highest title this player may apply for: First class"))
                .body(containsString("By clause Article 1, men, First class (2): "))
                .body(containsString("Evaluated under <a href=\"/standards/CN-NATIONAL-1\">"))
                .body(matchesPattern("(?s).*</a> on \\d{4}-\\d{2}-\\d{2}\\..*"))
                .body(not(containsString("(version")))
                .body(not(containsString("第一条")))
                .body(not(containsString("：")));
    }

    /** The clause after each progress bar is in brackets as the language writes them, spaced or not. */
    @Test
    void shouldBracketTheClauseOfEachProgressBarAsItsLanguageDoes() {
        for (String lang : List.of("zh-CN", "en")) {
            String page = given().queryParam("lang", lang).when().get("/players/" + wang()).then().statusCode(200)
                    .extract().asString();
            List<String> notes = org.jsoup.Jsoup.parse(page).select("#progress .muted").eachText();
            org.junit.jupiter.api.Assertions.assertFalse(notes.isEmpty(), page);
            String pattern = lang.equals("en") ? "\\S.* \\(Article 1, .+\\)" : "\\S.*\\S（第一条.+）";
            notes.forEach(n -> org.junit.jupiter.api.Assertions.assertTrue(n.matches(pattern), lang + ": " + n));
        }
    }

    @Test
    void shouldShowAVisitorAChangeAtOnceAndAStafferTheirOwnPage() {
        given().when().get("/events/" + event).then().statusCode(200).body(containsString("Swiss " + tag + " Open"));
        given().when().get("/players/" + wang()).then().statusCode(200).body(containsString("id=\"login-link\""));
        given().auth().preemptive().basic(ZJ_REGISTRAR, StaffFixtures.PASSWORD).when().get("/players/" + wang())
                .then().statusCode(200).body(containsString("id=\"viewer-name\">" + ZJ_REGISTRAR + "<"));
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + event + "/lock").then().statusCode(200);
        asRegistrar(ZJ_REGISTRAR).body("{\"reason\": \"The organiser's name\", \"name\": \"Hangzhou " + tag
                + " Open\"}").when().post("/api/v1/events/" + event + "/corrections").then().statusCode(200);
        given().when().get("/events/" + event).then().statusCode(200)
                .body(containsString("Hangzhou " + tag + " Open"))
                .body(not(containsString("Swiss " + tag + " Open")));
    }

    @Test
    void shouldShowTheStandingsCrosstableAndFaultyGamesOfAnEvent() {
        given().queryParam("lang", "en").when().get("/events/" + event).then().statusCode(200)
                .body(containsString(" · 3 rounds</p>"))
                .body(containsString("<thead><tr><th>Round</th><th>Board</th><th>White</th>"))
                .body(not(containsString("CSV")));
        given().when().get("/events/" + event).then().statusCode(200)
                .body(containsString(" · 3 轮</p>"))
                .body(containsString("<thead><tr><th>轮次</th><th>台次</th><th>白方</th>"))
                .body(containsString("id=\"crosstable\""))
                .body(containsString("4w1"))
                .body(containsString("class=\"faulty\""))
                .body(containsString("结果不符"))
                .body(not(containsString("1989/08/04")));
    }

    @Test
    void shouldExplainTheCrosstableSymbolsInWordsInChineseAndEnglish() {
        String zh = given().when().get("/events/" + event).then().statusCode(200).extract().asString();
        String key = zh.substring(zh.indexOf("id=\"crosstable-legend\""));
        for (String words : List.of("图例", "对 4 号棋手，执白，胜", "胜、和、负", "执白、执黑", "对手弃权，判本人胜",
                "轮空得 1 分，请假得半分，缺席不得分", "有误的盘数", "<dt>积分</dt>", "<dt>对局分</dt>", "得分率按对局分计算")) {
            org.junit.jupiter.api.Assertions.assertTrue(key.contains(words), words + " in " + key);
        }
        String en = given().queryParam("lang", "en").when().get("/events/" + event).then().statusCode(200).extract()
                .asString();
        String keyEn = en.substring(en.indexOf("id=\"crosstable-legend\""));
        for (String words : List.of(">Key<", "Against number 4, with white, won", "Won, drawn, lost",
                "Played with white, with black", "Won by forfeit, lost by forfeit", "a bye worth one point",
                "have a fault", "<dt>Points</dt>", "<dt>Game points</dt>", "score rates are made of them")) {
            org.junit.jupiter.api.Assertions.assertTrue(keyEn.contains(words), words + " in " + keyEn);
        }
        org.junit.jupiter.api.Assertions.assertFalse(keyEn.matches("(?s).*\\p{IsHan}.*"), keyEn);
    }

    @Test
    void shouldOpenAnIllegalGameAtItsFaultWithTheOffendingMove() {
        long game = given().when().get("/api/v1/events/" + event + "/export.pgn").then().statusCode(200).extract()
                .asString().isEmpty() ? 0 : gameId("Ke3");
        given().when().get("/events/" + event + "/games/" + game).then().statusCode(200)
                .body(containsString("<svg"))
                .body(containsString("该对局有误：有一步着法在当时的局面下不合规则。"))
                .body(containsString("出错的着法：Ke3"))
                .body(containsString("核验：有误"))
                .body(not(containsString("cannot play")))
                .body(containsString("第 8 步（半回合） / 8"))
                .body(containsString("?ply=7"))
                .body(not(containsString("<script")));
        given().when().get("/events/" + event + "/games/" + game + "?ply=2&lang=en").then().statusCode(200)
                .body(containsString("Ply 2 / 8"))
                .body(containsString("This game has a fault: A move is not legal in its position."))
                .body(containsString("The move at fault: Ke3"))
                .body(containsString("Verdict: faulty"));
    }

    /** The id of the game whose text contains {@code move}, read from the event page's links. */
    private long gameId(String move) {
        String page = given().when().get("/events/" + event).then().extract().asString();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("/events/" + event + "/games/(\\d+)").matcher(page);
        while (m.find()) {
            long id = Long.parseLong(m.group(1));
            String game = given().when().get("/events/" + event + "/games/" + id).then().extract().asString();
            if (game.contains(move)) {
                return id;
            }
        }
        throw new AssertionError("no game with " + move);
    }

    @Test
    void shouldLeadTheHomePageWithSearchRecentEventsAndNewlyQualifiedPlayers() {
        given().when().get("/").then().statusCode(200)
                .body(containsString("id=\"home-search\""))
                .body(containsString("id=\"recent-events\""))
                .body(containsString("id=\"newly-qualified\""));
    }

    @Test
    void shouldSendAnonymousVisitorsOfTheDeskToSignIn() {
        given().redirects().follow(false).when().get("/registry/events").then().statusCode(302)
                .header("Location", containsString("/login"));
    }

    private RequestSpecification upload(Browserless registrar, String file) {
        String token = registrar.csrfTokenOf("/registry/events");
        return given().filter(registrar.cookies()).multiPart("csrf-token", token).multiPart("format", "TRF")
                .multiPart("organisation", "3300").multiPart("category", "PROVINCIAL_INDIVIDUAL")
                .multiPart("section", "OPEN").multiPart("official", "true")
                .multiPart("file", "event.trf", file.getBytes(StandardCharsets.UTF_8), "text/plain");
    }

    @Test
    void shouldShowEveryImportErrorLineByLineOnTheDesk() {
        Browserless registrar = Browserless.signIn(ZJ_REGISTRAR, StaffFixtures.PASSWORD);
        String broken = fixture("trf/swiss-trf16.trf", tag()).replace("2001/02/03  2.0", "2001/02/03  2.5");
        BackgroundImports.awaitEnd(() -> given().filter(registrar.cookies()).redirects().follow(false),
                BackgroundImports.jobPage(upload(registrar, broken).redirects().follow(false).when()
                        .post("/registry/events"))).then().statusCode(200)
                .body(containsString("id=\"import-errors\""))
                .body(containsString("第 12 行，第 81 列 · TRF_POINTS_MISMATCH"));
        String page = BackgroundImports.jobPage(upload(registrar, fixture("trf/round-robin.trf", tag()))
                .redirects().follow(false).when().post("/registry/events"));
        String draft = BackgroundImports.draftOf(BackgroundImports.awaitEnd(
                () -> given().filter(registrar.cookies()).redirects().follow(false), page));
        given().filter(registrar.cookies()).when().get(draft).then().statusCode(200)
                .body(containsString("id=\"done-notice\" role=\"status\">已导入。"));
    }

    @Test
    void shouldShowTheRegistrarTheEventWithItsCrosstableAndPgnForm() {
        Browserless registrar = Browserless.signIn(ZJ_REGISTRAR, StaffFixtures.PASSWORD);
        given().filter(registrar.cookies()).when().get("/registry/events/" + event).then().statusCode(200)
                .body(containsString("id=\"crosstable\""))
                .body(containsString("id=\"lock\""))
                .body(containsString("id=\"pgn-form\""));
        given().filter(registrar.cookies()).when().get("/registry/duplicates").then().statusCode(200)
                .body(containsString("疑似重复的棋手"));
    }
}
