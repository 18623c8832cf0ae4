package org.dengji.standards.version;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** Reading the standards over JSON: public, in both languages, with the linter's findings. */
@QuarkusTest
class StandardApiTest {

    private static final String M_1_2 = "clauses.find { it.key == 'M-1-2' }";
    private static final String W_GM_2 = "clauses.find { it.key == 'W-GM-2' }";

    @Test
    void shouldListTheSeededVersionsPublicly() {
        given().when().get("/api/v1/standards").then()
                .statusCode(200)
                .body("code", hasItems("CN-NATIONAL-1", "CN-AMATEUR-1"))
                .body("find { it.code == 'CN-NATIONAL-1' }.status", equalTo("PUBLISHED"))
                .body("find { it.code == 'CN-NATIONAL-1' }.effectiveFrom", equalTo("1990-01-01"));
    }

    @Test
    void shouldShowTheNationalStandardClauseByClauseInBothLanguages() {
        given().when().get("/api/v1/standards/CN-NATIONAL-1").then()
                .statusCode(200)
                .body("track", equalTo("NATIONAL"))
                .body("clauses", hasSize(44))
                .body(M_1_2 + ".reference", equalTo("第一条 男子 一级棋士 (2)"))
                .body(M_1_2 + ".kind", equalTo("PLACEMENT"))
                .body(M_1_2 + ".category", equalTo("PROVINCIAL_INDIVIDUAL"))
                .body(M_1_2 + ".rankFrom", equalTo(1))
                .body(M_1_2 + ".rankTo", equalTo(6))
                .body(M_1_2 + ".times", equalTo(1))
                .body(M_1_2 + ".titleZh", equalTo("一级棋士"))
                .body(M_1_2 + ".textZh", equalTo("省、自治区、直辖市个人赛前6名"))
                .body(M_1_2 + ".textEn", containsString("Top 6"))
                .body(W_GM_2 + ".kind", equalTo("ALL_OF"))
                .body(W_GM_2 + ".parts.key", equalTo(java.util.List.of("W-GM-2a", "W-GM-2b")))
                .body(W_GM_2 + ".parts[1].fideTitle", equalTo("IM"))
                .body(W_GM_2 + ".noteEn", containsString("Woman International Master title does not"))
                .body("parameters.normMinGames", equalTo(9))
                .body("parameters.windowMonths", equalTo(6))
                .body("parameters.normRates", hasSize(4))
                .body("rules.code", hasItem("OFFICIAL_AND_DEFINITE_ONLY"))
                .body("rules.find { it.code == 'INTERNATIONAL_RATE' }.item", equalTo("(三)"))
                .body("authority", hasSize(5))
                .body("authority.find { it.title == 'SECOND_CLASS' }.filedWithAbove", equalTo(true));
    }

    @Test
    void shouldShowTheAmateurStandardWithItsLevels() {
        given().when().get("/api/v1/standards/CN-AMATEUR-1").then()
                .statusCode(200)
                .body("track", equalTo("AMATEUR"))
                .body("clauses", hasSize(8))
                .body("clauses.find { it.key == 'AM-1' }.eventLevels", equalTo(java.util.List.of("NATIONAL", "PROVINCIAL")))
                .body("clauses.find { it.key == 'AM-1' }.minRounds", equalTo(7))
                .body("parameters.windowMonths", equalTo(3));
    }

    @Test
    void shouldLintTheSeedAndReportItsOverlaps() {
        given().when().get("/api/v1/standards/CN-NATIONAL-1/lint").then()
                .statusCode(200)
                .body("standard", equalTo("CN-NATIONAL-1"))
                .body("findings.find { it.code == 'RANK_OVERLAP' && it.scope == 'MEN' }.rankFrom", equalTo(32))
                .body("findings.find { it.code == 'RANK_OVERLAP' && it.scope == 'WOMEN' }.rankFrom", equalTo(24))
                .body("findings.find { it.code == 'RANK_OVERLAP' && it.scope == 'MEN' }.zh", containsString("同时属于"));
    }

    @Test
    void shouldNotFindAnUnknownStandard() {
        given().when().get("/api/v1/standards/NO-SUCH").then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("STANDARD_NOT_FOUND"));
        given().when().get("/api/v1/standards/NO-SUCH/lint").then().statusCode(404);
    }
}
