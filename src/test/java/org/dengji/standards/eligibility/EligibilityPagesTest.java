package org.dengji.standards.eligibility;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import org.dengji.support.Browserless;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The calculator page: a plain form posted with its CSRF token, answered in words in either language. */
@QuarkusTest
class EligibilityPagesTest {

    @Inject
    TestClock clock;

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    /** A visitor's form: the page's token and cookie, and the five rows every real form posts. */
    private static RequestSpecification form(String lang) {
        Browserless visitor = Browserless.anonymous();
        String token = visitor.csrfTokenOf("/eligibility" + (lang == null ? "" : "?lang=" + lang));
        RequestSpecification form = given().filter(visitor.cookies()).redirects().follow(false)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token);
        if (lang != null) {
            form.cookie("lang", lang);
        }
        return form;
    }

    /** Row {@code i} of five, the others left empty as a browser posts them. */
    private static RequestSpecification row(RequestSpecification form, String... fields) {
        for (int i = 0; i < CalculatorForm.ROWS; i++) {
            boolean filled = i < fields.length / 4;
            form.formParam("category", filled ? fields[i * 4] : "")
                    .formParam("section", filled ? fields[i * 4 + 1] : "OPEN")
                    .formParam("rank", filled ? fields[i * 4 + 2] : "")
                    .formParam("games", filled ? fields[i * 4 + 3] : "")
                    .formParam("event", "").formParam("endDate", "").formParam("points", "")
                    .formParam("rateGm", "").formParam("rateMaster", "").formParam("level", "");
        }
        return form;
    }

    private static ValidatableResponse post(RequestSpecification form) {
        return form.when().post("/eligibility").then();
    }

    @Test
    void shouldShowTheFormInChineseWithFiveRows() {
        given().when().get("/eligibility").then()
                .statusCode(200)
                .body(containsString("<html lang=\"zh-CN\">"))
                .body(containsString("称号测算"))
                .body(containsString("id=\"category-4\""))
                .body(not(containsString("id=\"category-5\"")))
                .body(containsString("name=\"csrf-token\""))
                .body(not(containsString("<script")));
    }

    @Test
    void shouldAnswerFirstClassForAProvincialFifthInWords() {
        post(row(form(null).formParam("gender", "MALE"), "PROVINCIAL_INDIVIDUAL", "OPEN", "5", ""))
                .statusCode(200)
                .body(containsString("可申请的最高称号：一级棋士"))
                .body(containsString("第一条 男子 一级棋士 (2)"))
                .body(containsString("计入第1项成绩"))
                .body(containsString("依据标准 CN-NATIONAL-1"))
                .body(containsString("value=\"5\""));
    }

    @Test
    void shouldExplainProgressAndResultsSetAsideInEnglish() {
        post(row(form("en").formParam("gender", "MALE").formParam("shared", "1"),
                "NATIONAL_INDIVIDUAL", "OPEN", "2", "",
                "PROVINCIAL_INDIVIDUAL", "OPEN", "3", "",
                "PROVINCIAL_INDIVIDUAL", "WOMEN", "1", ""))
                .statusCode(200)
                .body(containsString("The highest title you may apply for: Master"))
                .body(containsString("top 2 at the national individual championship: 1 of 2"))
                .body(containsString("Results set aside"))
                .body(containsString("Result 2 (place 3, shared or uncertain): the place is not definite"))
                .body(containsString("Result 3 (place 1): a man&#39;s result in a women&#39;s section"));
    }

    @Test
    void shouldSkipEmptyRowsAndNumberResultsByTheirRow() {
        RequestSpecification form = form(null).formParam("gender", "FEMALE");
        for (int i = 0; i < CalculatorForm.ROWS; i++) {
            boolean third = i == 2;
            form.formParam("category", third ? "PROVINCIAL_INDIVIDUAL" : "").formParam("section", third ? "WOMEN" : "OPEN")
                    .formParam("rank", third ? "2" : "").formParam("games", "").formParam("event", "")
                    .formParam("endDate", "").formParam("points", "").formParam("rateGm", "")
                    .formParam("rateMaster", "").formParam("level", "");
        }
        post(form).statusCode(200)
                .body(containsString("可申请的最高称号：一级棋士"))
                .body(containsString("第一条 女子 一级棋士 (2)"))
                .body(containsString("计入第3项成绩"));
    }

    @Test
    void shouldShowErrorsNextToTheFieldsWithStatus400() {
        post(row(form(null), "PROVINCIAL_INDIVIDUAL", "OPEN", "-1", "",
                "", "OPEN", "4", "",
                "TITLE_TOURNAMENT", "OPEN", "", "x"))
                .statusCode(400)
                .body(containsString("请更正以下内容"))
                .body(containsString("id=\"error-gender\""))
                .body(containsString("id=\"error-0-rank\""))
                .body(containsString("id=\"error-1-category\""))
                .body(containsString("id=\"error-2-games\""))
                .body(containsString("对局数须为不小于0的整数"))
                .body(not(containsString("id=\"answer\"")))
                .body(containsString("value=\"x\""));
    }

    @Test
    void shouldPlaceTheEvaluatorsViolationsOnTheRightRow() {
        post(row(form("en").formParam("gender", "MALE"), "PROVINCIAL_INDIVIDUAL", "OPEN", "0", ""))
                .statusCode(400)
                .body(containsString("id=\"error-0-rank\""))
                .body(containsString("The place must be a whole number of at least 1"));
    }

    @Test
    void shouldEvaluateTheAmateurStandardChosenOnTheForm() {
        RequestSpecification form = form(null).formParam("gender", "FEMALE").formParam("standard", "CN-AMATEUR-1");
        for (int i = 0; i < CalculatorForm.ROWS; i++) {
            boolean first = i == 0;
            form.formParam("category", first ? "AMATEUR_GRADING" : "").formParam("section", "OPEN")
                    .formParam("rank", "").formParam("games", first ? "7" : "").formParam("rounds", first ? "7" : "")
                    .formParam("event", "")
                    .formParam("endDate", "").formParam("points", first ? "5" : "").formParam("rateGm", "")
                    .formParam("rateMaster", "").formParam("level", first ? "PROVINCIAL" : "");
        }
        post(form).statusCode(200)
                .body(containsString("可申请的最高称号：一级棋士"))
                .body(containsString("业余 一级棋士 (1)"))
                .body(containsString("依据标准 CN-AMATEUR-1"));
    }

    @Test
    void shouldShowAnUnknownStandardBesideItsField() {
        post(row(form(null).formParam("gender", "MALE").formParam("standard", "NO-SUCH"),
                "PROVINCIAL_INDIVIDUAL", "OPEN", "5", ""))
                .statusCode(400)
                .body(containsString("id=\"error-standard\""))
                .body(containsString("没有此标准"));
    }

    /** Five rows as a browser posts them, each given as input name to value; other inputs empty. */
    @SafeVarargs
    private static RequestSpecification rows(RequestSpecification form, java.util.Map<String, String>... filled) {
        for (int i = 0; i < CalculatorForm.ROWS; i++) {
            java.util.Map<String, String> row = i < filled.length ? filled[i] : java.util.Map.of();
            for (String input : java.util.List.of("category", "section", "rank", "games", "event", "endDate", "points",
                    "rounds", "rateGm", "rateMaster", "level")) {
                form.formParam(input, row.getOrDefault(input, ""));
            }
        }
        return form;
    }

    @Test
    void aWomansResultIsReadInTheWomensSectionUnlessSheSaysOtherwise() {
        post(rows(form(null).formParam("gender", "FEMALE"),
                java.util.Map.of("category", "PROVINCIAL_INDIVIDUAL", "rank", "5")))
                .statusCode(200)
                .body(containsString("可申请的最高称号：二级棋士"))
                .body(containsString("第一条 女子 二级棋士 (2)"))
                .body(not(containsString("可申请的最高称号：一级棋士")));
        post(rows(form(null).formParam("gender", "FEMALE"),
                java.util.Map.of("category", "PROVINCIAL_INDIVIDUAL", "section", "OPEN", "rank", "5")))
                .statusCode(200)
                .body(containsString("可申请的最高称号：一级棋士"));
    }

    @Test
    void theAnswerNamesTheBodyToApplyToAndTheLastDay() {
        clock.fix(java.time.LocalDate.of(2025, 12, 31));
        post(rows(form(null).formParam("gender", "MALE"),
                java.util.Map.of("category", "PROVINCIAL_INDIVIDUAL", "rank", "5", "endDate", "2025-10-01")))
                .statusCode(200)
                .body(containsString("向棋手所属省、自治区、直辖市的体育行政部门，或享有审批一级棋士权限的单位"))
                .body(containsString("（第三条 (二)）"))
                .body(containsString("最迟申请日期：2026年4月1日。"));
        post(rows(form("en").formParam("gender", "MALE"),
                java.util.Map.of("category", "PROVINCIAL_INDIVIDUAL", "rank", "5", "endDate", "2025-10-01")))
                .statusCode(200)
                .body(containsString("Apply to the sports administration of the player&#39;s province"))
                .body(containsString("Last day to apply: 1 April 2026."));
    }

    @Test
    void theAnswerNamesTheAssociationForAnAmateurGrade() {
        post(rows(form(null).formParam("gender", "MALE").formParam("standard", "CN-AMATEUR-1"),
                java.util.Map.of("category", "COUNTY_INDIVIDUAL", "points", "4", "games", "6", "rounds", "7")))
                .statusCode(200)
                .body(containsString("可申请的最高称号：三级棋士"))
                .body(containsString("向中国国际象棋协会申请"));
    }

    @Test
    void theErrorBoxListsEveryErrorWithItsRowAndField() {
        post(rows(form(null), java.util.Map.of("category", "PROVINCIAL_INDIVIDUAL", "rank", "-1"),
                java.util.Map.of("rank", "4"),
                java.util.Map.of("category", "TITLE_TOURNAMENT", "points", "5", "games", "x")))
                .statusCode(400)
                .body(containsString("<a href=\"#gender-male\">性别</a>: 请选择性别"))
                .body(containsString("<a href=\"#rank-0\">第1项成绩 · 名次</a>: 名次须为不小于1的整数"))
                .body(containsString("<a href=\"#category-1\">第2项成绩 · 比赛类别</a>: 请选择比赛类别"))
                .body(containsString("<a href=\"#games-2\">第3项成绩 · 对局数</a>"));
        post(rows(form("en").formParam("gender", "MALE"), java.util.Map.of("category", "COUNTY_INDIVIDUAL", "rank", "0")))
                .statusCode(400)
                .body(containsString("<a href=\"#rank-0\">Result 1 · Place</a>: The place must be a whole number"));
    }

    @Test
    void anAmateurResultWithoutTheEventsRoundsIsSentBackToItsField() {
        post(rows(form(null).formParam("gender", "MALE").formParam("standard", "CN-AMATEUR-1"),
                java.util.Map.of("category", "AMATEUR_GRADING", "level", "COUNTY", "points", "5")))
                .statusCode(400)
                .body(containsString("id=\"error-0-rounds\""))
                .body(containsString("<a href=\"#rounds-0\">第1项成绩 · 比赛轮数</a>"))
                .body(not(containsString("id=\"answer\"")));
    }

    @Test
    void anInputTheKindOfEventDoesNotUseIsNotRead() {
        post(rows(form(null).formParam("gender", "MALE"),
                java.util.Map.of("category", "PROVINCIAL_INDIVIDUAL", "rank", "5", "games", "x", "rateGm", "2")))
                .statusCode(200)
                .body(containsString("可申请的最高称号：一级棋士"));
    }

    @Test
    void eachInputSaysWhichKindsOfEventItIsFor() {
        given().when().get("/eligibility").then()
                .statusCode(200)
                .body(containsString("<div class=\"for n-placement\">\n      <label>名次<input name=\"rank\" id=\"rank-0\""))
                .body(containsString("<div class=\"for a-placement a-grading\">\n      <label>比赛轮数"))
                .body(containsString("data-kind=\"title\">等级称号赛</option>"))
                .body(containsString("<option value=\"CN-AMATEUR-1\" data-track=\"AMATEUR\""))
                .body(containsString("<option value=\"\">按性别（女子棋手为女子组）</option>"));
    }

    @Test
    void aSharedPlaceSetAsideIsShownWithItsPlace() {
        post(rows(form(null).formParam("gender", "MALE").formParam("shared", "0"),
                java.util.Map.of("category", "PROVINCIAL_INDIVIDUAL", "rank", "3")))
                .statusCode(200)
                .body(containsString("第1项 (第3名，并列或不确定): 名次未明确"));
    }

    @Test
    void shouldRefuseAPostWithoutTheCsrfToken() {
        given().contentType("application/x-www-form-urlencoded").formParam("gender", "MALE")
                .formParam("category", "PROVINCIAL_INDIVIDUAL").formParam("section", "OPEN").formParam("rank", "5")
                .when().post("/eligibility").then()
                .statusCode(400)
                .body(not(containsString("一级棋士")));
    }
}
