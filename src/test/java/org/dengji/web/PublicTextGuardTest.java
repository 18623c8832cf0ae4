package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.dengji.registry.Namesakes;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/**
 * Every page the public can reach, in Chinese and in English, read as a player would: no escapes or
 * template braces, no codes, file or column names, no editors' notes, and English pages in English.
 * Error pages are public pages too. When a leftover comes back, this names the page and the words.
 */
@QuarkusTest
class PublicTextGuardTest {

    @Inject
    StaffFixtures staff;

    /**
     * A public page: how to fetch it in a language, the status it answers, and whether its English
     * version is checked for Chinese outside the parts marked as Chinese.
     */
    private record Page(String name, int status, boolean englishOnly,
            java.util.function.Function<String, Response> fetch) {
    }

    private static Page get(String path, int status) {
        return new Page("GET " + path, status, true, lang -> given().cookie("lang", lang).redirects().follow(false)
                .when().get(path));
    }

    /**
     * The calculator's answer to one result, posted as a browser posts it: with the form's token. Its
     * English answer still names each clause by its Chinese reference, unmarked; everything
     * else on it is checked.
     */
    private static Page calculatorAnswer() {
        return new Page("POST /eligibility (an answer)", 200, false, lang -> {
            Browserless visitor = Browserless.anonymous();
            String token = visitor.csrfTokenOf("/eligibility?lang=" + lang);
            return given().filter(visitor.cookies()).cookie("lang", lang)
                    .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                    .formParam("csrf-token", token)
                    .formParams(Map.of("gender", "FEMALE", "category", "PROVINCIAL_INDIVIDUAL", "section", "WOMEN",
                            "rank", "2"))
                    .when().post("/eligibility");
        });
    }

    private static List<Page> pages() {
        return List.of(get("/", 200), get("/login", 200), get("/organisations", 200), get("/standards", 200),
                get("/standards/CN-NATIONAL-1", 200), get("/standards/CN-AMATEUR-1", 200), get("/eligibility", 200),
                get("/verify", 200), get("/verify?number=abc&code=x", 400), get("/verify/NO-SUCH-NUMBER", 404),
                calculatorAnswer(), get("/ratings", 200), get("/ratings?period=2025-13&page=0", 400),
                get("/no/such/page", 404), get("/standards/NO-SUCH", 404), get("/logout", 405));
    }

    @Test
    void everyPublicPageReadsAsFinishedTextInChineseAndEnglish() {
        List<String> offences = new ArrayList<>();
        for (Page page : pages()) {
            for (String lang : List.of("zh-CN", "en")) {
                Response answer = page.fetch().apply(lang);
                assertEquals(page.status(), answer.statusCode(), page.name() + " " + lang);
                String html = answer.asString();
                assertTrue(html.contains("<html lang=\"" + lang + "\">"), page.name() + " is in " + lang);
                PublicText.offences(html, page.englishOnly() && lang.equals("en")).forEach(o -> offences.add(page.name() + " [" + lang + "] " + o));
            }
        }
        assertEquals(List.of(), offences);
    }

    /**
     * The pages that need data: search hits telling namesakes apart (units, titles, the Latin name), an
     * event page with its crosstable and the crosstable's key, and the rating's pages: the list, a report, a
     * player's page with the rating's history and one without.
     */
    @Test
    void searchHitsAndTheCrosstableKeyReadAsFinishedTextInChineseAndEnglish() {
        RegistryFixtures.ensureStaff(staff);
        Namesakes wang = Namesakes.register(RegistryFixtures.tag());
        String tag = RegistryFixtures.tag();
        long rated = RegistryFixtures.importAndPublish(RegistryFixtures.fixture("trf/round-robin.trf", tag),
                RegistryFixtures.provincialOpen());
        String leader = given().when().get("/api/v1/events/" + rated + "/rating-report").then().extract().jsonPath()
                .getString("[0].registrationNo");
        List<String> offences = new ArrayList<>();
        for (String path : List.of("/players?q=" + wang.nameZh(), "/players?q=" + wang.zhejiang().substring(2),
                "/events/" + wang.zhejiangEvent(), "/events/" + rated, "/ratings?period=2025-06&q=Hu" + tag,
                "/ratings/events/" + rated, "/ratings/events/" + wang.zhejiangEvent(), "/players/" + leader,
                "/players/" + wang.zhejiang())) {
            for (String lang : List.of("zh-CN", "en")) {
                String html = given().cookie("lang", lang).when().get(path).then().statusCode(200).extract().asString();
                assertTrue(html.contains("<html lang=\"" + lang + "\">"), path + " is in " + lang);
                PublicText.offences(html, lang.equals("en")).forEach(o -> offences.add(path + " [" + lang + "] " + o));
            }
        }
        assertEquals(List.of(), offences);
    }

    /** The guard itself: each kind of leftover, once on an otherwise clean page, is reported. */
    @Test
    void theGuardReportsEveryKindOfLeftover() {
        Map<String, Supplier<String>> leftovers = Map.of(
                "escape", () -> "Grandmaster,\\u0020Master",
                "template brace", () -> "{stdmsg:title}",
                "code", () -> "Approves GRANDMASTER_CLASS",
                "file name", () -> "recorded in DESIGN.md",
                "column name", () -> "norm_min_games = 9",
                "editors' phrase", () -> "名次范围自第1名起（解释，可修改）",
                "Chinese outside", () -> "Standard: 待确认的默认值");
        for (var leftover : leftovers.entrySet()) {
            String html = "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><p>"
                    + leftover.getValue().get() + "</p><p lang=\"zh-CN\">中文原文</p></body></html>";
            List<String> offences = PublicText.offences(html, true);
            assertTrue(offences.stream().anyMatch(o -> o.startsWith(leftover.getKey())), leftover.getKey() + ": " + offences);
        }
        String clean = "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><p>Top 6 at a provincial"
                + " championship</p><p lang=\"zh-CN\">省、自治区、直辖市个人赛前6名</p><a href=\"/x?code=RANK_OVERLAP\">70%</a></body></html>";
        assertEquals(List.of(), PublicText.offences(clean, true));
    }
}
