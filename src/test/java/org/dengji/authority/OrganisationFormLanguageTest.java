package org.dengji.authority;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A refused unit form speaks the reader's language: each field by the form's own label, a broken
 * constraint in the page's language, a refusal of the service by its code turned into words; never a
 * field name, a code or the API's English on a Chinese page. The API keeps its English.
 */
@QuarkusTest
class OrganisationFormLanguageTest {

    @Inject
    StaffFixtures staff;

    private long hebei;
    private Browserless admin;
    private String token;

    @BeforeEach
    void setUp() {
        hebei = staff.unit("1300").id;
        admin = Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
        token = admin.csrfTokenOf("/admin/organisations/new?parent=" + hebei);
    }

    private RequestSpecification form(String lang, String level, String nameZh, String unitCode) {
        return given().filter(admin.cookies()).cookie("lang", lang).redirects().follow(false)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token)
                .formParam("parentId", hebei).formParam("level", level)
                .formParam("nameZh", nameZh).formParam("nameEn", "Form Language Unit").formParam("unitCode", unitCode);
    }

    @Test
    void shouldNameFieldsAndConstraintsInChinese() {
        form("zh-CN", "PREFECTURE", "", "12").when().post("/admin/organisations").then()
                .statusCode(400)
                .body(containsString("请更正以下内容："))
                .body(containsString("<strong>中文名称</strong>：必须填写</li>"))
                .body(containsString("<strong>单位代码</strong>：须为4位数字</li>"))
                .body(not(containsString("must be")))
                .body(not(containsString(">nameZh")))
                .body(not(containsString(">unitCode")));
    }

    @Test
    void shouldNameFieldsAndConstraintsInEnglish() {
        form("en", "PREFECTURE", "", "12").when().post("/admin/organisations").then()
                .statusCode(400)
                .body(containsString("<strong>Chinese name</strong>: must not be blank</li>"))
                .body(containsString("<strong>Unit code</strong>: must be four digits</li>"));
    }

    @Test
    void shouldTurnARefusalIntoWordsWithoutItsCodesOrEnglish() {
        form("zh-CN", "COUNTY", "某县", "1397").formParam("grantedTitles", "FIRST_CLASS")
                .when().post("/admin/organisations").then()
                .statusCode(400)
                .body(containsString("<strong>授予的审批权限</strong>：只有行业体协和计划单列市单位可以被授予审批权限，且只限一级、二级棋士。"))
                .body(not(containsString("must be empty")))
                .body(not(containsString("for COUNTY")));
        form("zh-CN", "PREFECTURE", "某市", "1400").when().post("/admin/organisations").then()
                .statusCode(409)
                .body(containsString("这个单位代码已属于另一个单位。"))
                .body(not(containsString("already belongs")));
        given().when().get("/organisations").then().body(not(containsString("1397")));
    }

    @Test
    void shouldKeepTheApiInEnglishWhateverTheCallerPrefers() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).header("Accept-Language", "zh-CN").cookie("lang", "zh-CN")
                .body("{\"parentId\": " + hebei + ", \"level\": \"PREFECTURE\", \"nameZh\": \"某市\","
                        + " \"nameEn\": \"Some City\", \"unitCode\": \"12\"}")
                .when().post("/api/v1/organisations").then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("VALIDATION_FAILED"))
                .body("violations.message", hasItem("must be four digits"));
    }
}
