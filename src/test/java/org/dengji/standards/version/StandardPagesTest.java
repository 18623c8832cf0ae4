package org.dengji.standards.version;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** The standards pages: the list and one version as the seed presents it, in Chinese and English. */
@QuarkusTest
class StandardPagesTest {

    @Test
    void shouldListTheVersionsInChinese() {
        given().when().get("/standards").then()
                .statusCode(200)
                .body(containsString("<html lang=\"zh-CN\">"))
                .body(containsString("等级标准"))
                .body(containsString("href=\"/standards/CN-NATIONAL-1\""))
                .body(containsString("href=\"/standards/CN-AMATEUR-1\""))
                .body(containsString("已发布"));
    }

    @Test
    void shouldPresentTheNationalStandardArticleByArticleInChinese() {
        given().when().get("/standards/CN-NATIONAL-1").then()
                .statusCode(200)
                .body(containsString("第一条 等级标准"))
                .body(containsString("男子（公开组）"))
                .body(containsString("<h3>女子</h3>"))
                .body(containsString("<h4>一级棋士</h4>"))
                .body(containsString("第一条 男子 一级棋士 (2)"))
                .body(containsString("省、自治区、直辖市个人赛前6名"))
                .body(containsString("Top 6 at a provincial"))
                .body(containsString("名次范围自第1名起"))
                .body(containsString("（2次，须为不同比赛）"))
                .body(containsString("须同时满足"))
                .body(containsString("第二条 一般规定"))
                .body(containsString("非各级正式比赛的成绩和未明确的名次"))
                .body(containsString("第三条 审批权限"))
                .body(containsString("报上一级备案"))
                .body(containsString("标准检查"))
                .body(containsString("名次重叠"))
                .body(not(containsString("<script")));
    }

    @Test
    void shouldPresentTheNationalStandardInEnglish() {
        given().when().get("/standards/CN-NATIONAL-1?lang=en").then()
                .statusCode(200)
                .body(containsString("<html lang=\"en\">"))
                .body(containsString("Article 1: the criteria"))
                .body(containsString("Men (open sections)"))
                .body(containsString("<h4>First class</h4>"))
                .body(containsString("Top 6 at a provincial"))
                .body(containsString("Interpretation"))
                .body(containsString("Article 2: general rules"))
                .body(containsString("Article 3: approval authority"))
                .body(containsString("Rank overlap"));
    }

    @Test
    void shouldPresentTheAmateurStandardAsOneTable() {
        given().when().get("/standards/CN-AMATEUR-1").then()
                .statusCode(200)
                .body(containsString("不分男女"))
                .body(containsString("业余 一级棋士 (1)"))
                .body(not(containsString("第一条 等级标准")));
    }

    @Test
    void shouldAnswerAnUnknownStandardWithAReadablePage() {
        given().accept("text/html").when().get("/standards/NO-SUCH").then()
                .statusCode(404)
                .contentType(containsString("text/html"));
    }
}
