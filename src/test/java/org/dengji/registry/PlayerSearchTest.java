package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.dengji.support.StaffFixtures;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The public search, by API and page: a registration number in every form people type it, and namesakes
 * told apart by their home unit and titles, never by the private birth date.
 */
@QuarkusTest
class PlayerSearchTest {

    @Inject
    StaffFixtures staff;

    private Namesakes wang;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        wang = Namesakes.register(RegistryFixtures.tag());
    }

    /** CN00012345 → cn12345, 00012345, 12345 and the other ways people write it. */
    private static List<String> formsOf(String registrationNo) {
        String digits = registrationNo.substring(2);
        String short_ = digits.replaceFirst("^0+", "");
        String fullWidth = short_.chars().mapToObj(c -> String.valueOf((char) (c - '0' + '０')))
                .reduce("", String::concat);
        return List.of(registrationNo, registrationNo.toLowerCase(), "cn" + short_, "Cn" + short_, digits, short_,
                " " + short_ + " ", "CN 0" + short_, "0" + digits, fullWidth);
    }

    @Test
    void shouldFindAPlayerByTheRegistrationNumberWithOrWithoutItsPrefixAndLeadingZeros() {
        for (String form : formsOf(wang.zhejiang())) {
            given().queryParam("q", form).when().get("/api/v1/players").then().statusCode(200)
                    .body("registrationNo", hasItem(wang.zhejiang()))
                    .body("registrationNo", not(hasItem(wang.beijing())));
            given().queryParam("q", form).when().get("/players").then().statusCode(200)
                    .body(containsString("href=\"/players/" + wang.zhejiang() + "\""));
        }
    }

    @Test
    void shouldAnswerAnEmptyListForANumberNobodyHas() {
        for (String nobody : List.of("CN99999999", "cn99999999", "99999999", "099999999", "CN0", "0",
                "CN" + "9".repeat(30), "9".repeat(19), "CN12345678901234567")) {
            given().queryParam("q", nobody).when().get("/api/v1/players").then().statusCode(200)
                    .body("$", empty());
            given().queryParam("q", nobody).when().get("/players").then().statusCode(200)
                    .body(containsString("id=\"no-players\""));
        }
    }

    @Test
    void shouldStillFindPlayersByChineseNameAndPinyin() {
        for (String q : List.of(wang.nameZh(), wang.nameLatin().toLowerCase(), wang.nameLatin().replace(" ", ""))) {
            given().queryParam("q", q).when().get("/api/v1/players").then().statusCode(200)
                    .body("registrationNo", hasItem(wang.zhejiang()))
                    .body("registrationNo", hasItem(wang.beijing()));
        }
    }

    @Test
    void shouldTellNamesakesApartInTheApiByHomeUnitAndTitlesWithoutTheirBirthDates() {
        String body = given().queryParam("q", wang.nameZh()).when().get("/api/v1/players").then().statusCode(200)
                .body("size()", equalTo(2))
                .body("find { it.registrationNo == '%s' }.homeUnit".formatted(wang.zhejiang()), equalTo("3300"))
                .body("find { it.registrationNo == '%s' }.homeUnitZh".formatted(wang.zhejiang()), equalTo("浙江省"))
                .body("find { it.registrationNo == '%s' }.homeUnitEn".formatted(wang.zhejiang()), equalTo("Zhejiang"))
                .body("find { it.registrationNo == '%s' }.nationalTitle".formatted(wang.zhejiang()),
                        equalTo("FIRST_CLASS"))
                .body("find { it.registrationNo == '%s' }.amateurGrade".formatted(wang.zhejiang()),
                        equalTo("AMATEUR_CANDIDATE_MASTER"))
                .body("find { it.registrationNo == '%s' }.homeUnit".formatted(wang.beijing()), equalTo("1100"))
                .body("find { it.registrationNo == '%s' }.homeUnitZh".formatted(wang.beijing()), equalTo("北京市"))
                .body("find { it.registrationNo == '%s' }.homeUnitEn".formatted(wang.beijing()), equalTo("Beijing"))
                .body("find { it.registrationNo == '%s' }.nationalTitle".formatted(wang.beijing()), nullValue())
                .body("find { it.registrationNo == '%s' }.amateurGrade".formatted(wang.beijing()), nullValue())
                .body("name", hasItem(wang.nameZh()))
                .body("nameLatin", hasItem(wang.nameLatin()))
                .extract().asString();
        assertFalse(body.toLowerCase().contains("birth"), body);
    }

    /** The search page's hits by registration number, each hit's text. */
    private static Map<String, String> hits(String q, String lang) {
        String page = given().queryParam("q", q).queryParam("lang", lang).when().get("/players")
                .then().statusCode(200).extract().asString();
        Map<String, String> hits = new java.util.HashMap<>();
        for (Element hit : Jsoup.parse(page).select("#players li.hit")) {
            hits.put(hit.selectFirst("a").attr("href").replace("/players/", ""), hit.text());
        }
        return hits;
    }

    @Test
    void shouldTellNamesakesApartOnTheSearchPageInChineseAndEnglish() {
        Map<String, String> zh = hits(wang.nameZh(), "zh-CN");
        assertEquals(2, zh.size(), zh.toString());
        assertTrue(zh.get(wang.zhejiang()).contains("注册单位：浙江省"), zh.toString());
        assertTrue(zh.get(wang.zhejiang()).contains("称号：一级棋士"), zh.toString());
        assertTrue(zh.get(wang.zhejiang()).contains("业余等级：候补大师"), zh.toString());
        assertTrue(zh.get(wang.zhejiang()).contains(wang.nameLatin()), zh.toString());
        assertTrue(zh.get(wang.beijing()).contains("注册单位：北京市"), zh.toString());
        assertTrue(!zh.get(wang.beijing()).contains("称号") && !zh.get(wang.beijing()).contains("等级"), zh.toString());

        Map<String, String> en = hits(wang.nameZh(), "en");
        assertEquals(2, en.size(), en.toString());
        assertTrue(en.get(wang.zhejiang()).contains("Registered with: Zhejiang"), en.toString());
        assertTrue(en.get(wang.zhejiang()).contains("Title: First class"), en.toString());
        assertTrue(en.get(wang.zhejiang()).contains("Amateur grade: Candidate master"), en.toString());
        assertTrue(en.get(wang.beijing()).contains("Registered with: Beijing"), en.toString());
        assertTrue(!en.toString().contains("浙江") && !en.toString().contains("北京"), en.toString());
    }
}
