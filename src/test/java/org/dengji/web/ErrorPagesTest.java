package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** Every error page says what went wrong in the reader's language, and never shows a code as text. */
@QuarkusTest
class ErrorPagesTest {

    @Test
    void shouldExplainAWrongMethodInChinese() {
        given().when().get("/logout").then()
                .statusCode(405)
                .body(containsString("<html lang=\"zh-CN\">"))
                .body(containsString("这个地址不接受这种请求方式。"))
                .body(containsString("错误状态：405"))
                .body(not(containsString("Method Not Allowed")))
                .body(not(containsString(">METHOD_NOT_ALLOWED")));
    }

    @Test
    void shouldExplainAWrongMethodInEnglish() {
        given().cookie("lang", "en").when().get("/logout").then()
                .statusCode(405)
                .body(containsString("This address does not take this kind of request."))
                .body(containsString("Error status: 405"))
                .body(containsString("data-code=\"METHOD_NOT_ALLOWED\""));
    }

    @Test
    void shouldExplainAMissingPageInBothLanguages() {
        given().when().get("/no/such/page").then().statusCode(404).body(containsString("页面不存在。"));
        given().queryParam("lang", "en").when().get("/no/such/page").then().statusCode(404)
                .body(containsString("There is no such page."))
                .body(not(containsString("Nothing is here.")));
    }

    @Test
    void shouldExplainAFormPostedWithoutItsTokenInsteadOfAnsweringEmpty() {
        given().contentType("application/x-www-form-urlencoded; charset=UTF-8").formParam("gender", "MALE")
                .when().post("/eligibility").then()
                .statusCode(400)
                .contentType(containsString("text/html"))
                .body(containsString("表单已过期"));
        given().cookie("lang", "en").contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("gender", "MALE")
                .when().post("/eligibility").then()
                .statusCode(400)
                .body(containsString("This form has expired"));
    }
}
