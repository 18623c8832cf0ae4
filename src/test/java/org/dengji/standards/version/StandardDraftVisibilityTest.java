package org.dengji.standards.version;

import static io.restassured.RestAssured.given;
import static org.dengji.standards.version.StandardDrafts.asNationalAdmin;
import static org.dengji.standards.version.StandardDrafts.newDraft;
import static org.dengji.support.WhatIf.whatIf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/**
 * A draft is not a rule yet: the public neither sees it listed nor reads it, and the what-if treats
 * its code as unknown; an administrator previews it, marked as a draft. The editors' records go to
 * administrators only.
 */
@QuarkusTest
class StandardDraftVisibilityTest {

    private static final String EIGHTH = """
            {"gender": "MALE", "standard": "%s", "results": [{"category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 8}]}
            """;

    private static Browserless admin() {
        return Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
    }

    @Test
    void shouldNotListOrShowADraftToThePublic() {
        String code = newDraft();
        given().when().get("/standards").then().statusCode(200)
                .body(containsString("CN-NATIONAL-1"))
                .body(not(containsString(code)))
                .body(not(containsString("草案")));
        given().when().get("/standards/" + code).then().statusCode(404)
                .body(containsString("页面不存在。"))
                .body(not(containsString(code + "</")));
        given().when().get("/api/v1/standards").then().statusCode(200).body("code", not(hasItem(code)));
        given().when().get("/api/v1/standards/" + code).then().statusCode(404)
                .body("code", equalTo("STANDARD_NOT_FOUND"));
        given().when().get("/api/v1/standards/" + code + "/lint").then().statusCode(404);
    }

    @Test
    void shouldLetAnAdministratorPreviewADraftMarkedAsADraft() {
        String code = newDraft();
        Browserless admin = admin();
        given().filter(admin.cookies()).when().get("/standards").then().statusCode(200)
                .body(containsString("<tr data-code=\"" + code + "\" class=\"draft\">"))
                .body(containsString("<span class=\"badge\">草案</span>"));
        given().filter(admin.cookies()).when().get("/standards/" + code).then().statusCode(200)
                .body(containsString("id=\"draft-banner\">草案：尚未发布，不是现行标准；只有管理员能看到。</p>"))
                .body(containsString("<span class=\"badge\" id=\"status\">草案</span>"))
                .body(containsString("<tr id=\"clause-M-1-2\">"));
        given().filter(admin.cookies()).cookie("lang", "en").when().get("/standards/" + code).then().statusCode(200)
                .body(containsString("Draft: not published and not in force; only administrators can see it."));
        asNationalAdmin().when().get("/api/v1/standards/" + code).then().statusCode(200)
                .body("status", equalTo("DRAFT"));
    }

    @Test
    void shouldShowTheEditorsRecordsToAdministratorsOnly() {
        given().when().get("/standards/CN-NATIONAL-1").then()
                .body(not(containsString("编辑记录")))
                .body(not(containsString("名次重叠")));
        given().filter(admin().cookies()).when().get("/standards/CN-NATIONAL-1").then()
                .body(containsString("<h2>编辑记录（仅管理员可见）</h2>"))
                .body(containsString("种子文件000"))
                .body(containsString("名次重叠"));
        given().filter(admin().cookies()).cookie("lang", "en").when().get("/standards/CN-NATIONAL-1").then()
                .body(containsString("rank 32 is in both Article 1, men, First class (1) and Article 1, men, Second class (1)"));
        String w2 = "clauses.find { it.key == 'W-GM-2' }";
        given().when().get("/api/v1/standards/CN-NATIONAL-1").then()
                .body(w2 + ".noteEn", containsString("Woman International Master title does not"))
                .body(w2 + ".interpretationEn", nullValue())
                .body("sourceEn", nullValue())
                .body("aboutEn", equalTo("The Chess Promotion Rules, articles 1 to 3."));
        asNationalAdmin().when().get("/api/v1/standards/CN-NATIONAL-1").then()
                .body(w2 + ".interpretationEn", containsString("WIM does not"))
                .body("sourceEn", containsString("norm_min_games"));
    }

    @Test
    void shouldRefuseADraftToThePublicWhatIfAsIfUnknown() {
        String code = newDraft();
        whatIf(EIGHTH.formatted(code)).statusCode(400)
                .body("code", equalTo("UNKNOWN_STANDARD"))
                .body("violations[0].field", equalTo("standard"));
        whatIf(EIGHTH.formatted("CN-NATIONAL-1")).statusCode(200)
                .body("standard", equalTo("CN-NATIONAL-1"))
                .body("draft", equalTo(false));
    }

    @Test
    void shouldLetAnAdministratorEvaluateAgainstADraftMarkedAsADraft() {
        String code = newDraft();
        asNationalAdmin().body(EIGHTH.formatted(code)).when().post("/api/v1/eligibility/what-if").then()
                .statusCode(200)
                .body("standard", equalTo(code))
                .body("draft", equalTo(true))
                .body("highestTitle", equalTo("SECOND_CLASS"));
        asNationalAdmin().body(EIGHTH.formatted("CN-NATIONAL-1")).when().post("/api/v1/eligibility/what-if").then()
                .statusCode(200)
                .body("draft", equalTo(false));
    }

    @Test
    void shouldShowAPublicationToThePublicAtOnce() {
        String code = newDraft();
        given().when().get("/standards").then().body(not(containsString(code)));
        asNationalAdmin().body("{\"effectiveFrom\": \"" + StandardDrafts.nextEffectiveDate() + "\"}")
                .when().post("/api/v1/standards/" + code + "/publish").then().statusCode(200);
        given().when().get("/standards").then().body(containsString("href=\"/standards/" + code + "\""));
        given().when().get("/standards/" + code).then().statusCode(200)
                .body(containsString("<span class=\"badge\" id=\"status\">已发布</span>"))
                .body(not(containsString("draft-banner")));
        whatIf(EIGHTH.formatted(code)).statusCode(200).body("draft", equalTo(false));
    }
}
