package org.dengji.standards.version;

import static io.restassured.RestAssured.given;
import static org.dengji.standards.version.StandardDrafts.PARAMETERS;
import static org.dengji.standards.version.StandardDrafts.PROVINCIAL_TOP_8;
import static org.dengji.standards.version.StandardDrafts.asNationalAdmin;
import static org.dengji.standards.version.StandardDrafts.newDraft;
import static org.dengji.support.WhatIf.whatIf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.dengji.audit.AuditEntry;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditedEntity;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Versions through the API: copy a published version to a draft, edit it, publish it; the published
 * version never changes again, and every evaluation names the version it used.
 */
@QuarkusTest
class StandardVersioningApiTest {

    private static final String PROVINCIAL_8TH = """
            {"gender": "MALE", %s "results": [{"category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 8}]}
            """;

    @Inject
    AuditLog audit;

    @Inject
    TestClock clock;

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    private static String national() {
        return given().when().get("/api/v1/standards/CN-NATIONAL-1").then().statusCode(200).extract().asString();
    }

    private static String eighthAgainst(String standard) {
        String field = standard == null ? "" : "\"standard\": \"" + standard + "\",";
        return whatIf(PROVINCIAL_8TH.formatted(field)).statusCode(200)
                .extract().path("highestTitle") + "@" + whatIf(PROVINCIAL_8TH.formatted(field))
                .extract().path("standard");
    }

    /** The same against a draft, which only an administrator may name. */
    private static String eighthAgainstDraft(String draft) {
        var answer = asNationalAdmin().body(PROVINCIAL_8TH.formatted("\"standard\": \"" + draft + "\","))
                .when().post("/api/v1/eligibility/what-if").then().statusCode(200).body("draft", equalTo(true));
        return answer.extract().path("highestTitle") + "@" + answer.extract().path("standard");
    }

    @Test
    void shouldCopyAPublishedVersionToADraftWithEverything() {
        String code = newDraft();
        asNationalAdmin().when().get("/api/v1/standards/" + code).then()
                .statusCode(200)
                .body("status", equalTo("DRAFT"))
                .body("basedOn", equalTo("CN-NATIONAL-1"))
                .body("version", equalTo(2))
                .body("clauses", hasSize(44))
                .body("clauses.find { it.key == 'W-GM-2' }.parts", hasSize(2))
                .body("rules", hasSize(4))
                .body("authority", hasSize(5))
                .body("parameters.normRates", hasSize(4));
        assertEquals(List.of("STANDARD_DRAFT_CREATED"), actions(code));
    }

    @Test
    void shouldEditADraftClauseAndEvaluateAgainstTheDraftByName() {
        String code = newDraft();
        asNationalAdmin().body(PROVINCIAL_TOP_8).when().put("/api/v1/standards/" + code + "/clauses/M-1-2").then()
                .statusCode(200)
                .body("rankTo", equalTo(8))
                .body("textZh", equalTo("省、自治区、直辖市个人赛前8名"));
        assertEquals("FIRST_CLASS@" + code, eighthAgainstDraft(code));
        assertEquals("SECOND_CLASS@CN-NATIONAL-1", eighthAgainst(null));
        AuditEntry edit = audit.forEntity(AuditedEntity.STANDARD, code).get(1);
        assertEquals("STANDARD_CLAUSE_UPDATED", edit.action);
        assertEquals("admin", edit.actor);
        org.junit.jupiter.api.Assertions.assertTrue(edit.before.contains("rank=1-6") && edit.after.contains("rank=1-8"),
                edit.before + " -> " + edit.after);
    }

    @Test
    void shouldEditADraftsParameters() {
        String code = newDraft();
        asNationalAdmin().body(PARAMETERS).when().put("/api/v1/standards/" + code + "/parameters").then()
                .statusCode(200)
                .body("normMinGames", equalTo(7))
                .body("windowMonths", equalTo(12))
                .body("normRates", hasSize(2));
        assertEquals(List.of("STANDARD_DRAFT_CREATED", "STANDARD_PARAMETERS_UPDATED"), actions(code));
    }

    @Test
    void shouldPublishADraftThatThenTakesOverOnItsDate() {
        String code = newDraft();
        asNationalAdmin().body(PROVINCIAL_TOP_8).when().put("/api/v1/standards/" + code + "/clauses/M-1-2")
                .then().statusCode(200);
        LocalDate from = StandardDrafts.nextEffectiveDate();
        asNationalAdmin().body("{\"effectiveFrom\": \"" + from + "\"}").when().post("/api/v1/standards/" + code + "/publish")
                .then().statusCode(200)
                .body("status", equalTo("PUBLISHED"))
                .body("effectiveFrom", equalTo(from.toString()));

        assertEquals("SECOND_CLASS@CN-NATIONAL-1", eighthAgainst(null), "before its date the old version is in force");
        clock.fix(from);
        assertEquals("FIRST_CLASS@" + code, eighthAgainst(null), "from its date the new version is in force");
        assertEquals("SECOND_CLASS@CN-NATIONAL-1", eighthAgainst("CN-NATIONAL-1"), "the old version still answers by name");
        assertEquals(List.of("STANDARD_DRAFT_CREATED", "STANDARD_CLAUSE_UPDATED", "STANDARD_PUBLISHED"), actions(code));
    }

    @Test
    void shouldEndThePredecessorsValidityWhenASuccessorIsPublished() {
        String first = newDraft();
        LocalDate firstFrom = StandardDrafts.nextEffectiveDate();
        asNationalAdmin().body("{\"effectiveFrom\": \"" + firstFrom + "\"}").when().post("/api/v1/standards/" + first + "/publish")
                .then().statusCode(200);
        String second = newDraft();
        LocalDate secondFrom = StandardDrafts.nextEffectiveDate();
        asNationalAdmin().body("{\"effectiveFrom\": \"" + firstFrom + "\"}").when().post("/api/v1/standards/" + second + "/publish")
                .then().statusCode(400).body("code", equalTo("EFFECTIVE_DATE_TOO_EARLY"));
        asNationalAdmin().body("{\"effectiveFrom\": \"" + secondFrom + "\"}").when().post("/api/v1/standards/" + second + "/publish")
                .then().statusCode(200);
        given().when().get("/api/v1/standards/" + first).then()
                .body("status", equalTo("PUBLISHED"))
                .body("effectiveTo", equalTo(secondFrom.toString()));
        assertEquals(List.of("STANDARD_DRAFT_CREATED", "STANDARD_PUBLISHED", "STANDARD_SUPERSEDED"), actions(first));
    }

    @Test
    void shouldRefuseToEditOrPublishAPublishedVersionAndLeaveItUnchanged() {
        String before = national();
        asNationalAdmin().body(PROVINCIAL_TOP_8).when().put("/api/v1/standards/CN-NATIONAL-1/clauses/M-1-2").then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("STANDARD_IMMUTABLE"));
        asNationalAdmin().body(PARAMETERS).when().put("/api/v1/standards/CN-NATIONAL-1/parameters").then()
                .statusCode(409)
                .body("code", equalTo("STANDARD_IMMUTABLE"));
        asNationalAdmin().body("{\"effectiveFrom\": \"2095-01-01\"}").when().post("/api/v1/standards/CN-NATIONAL-1/publish")
                .then().statusCode(409)
                .body("code", equalTo("STANDARD_IMMUTABLE"));
        assertEquals(before, national());
    }

    @Test
    void shouldRefuseToEditADraftOnceItIsPublished() {
        String code = newDraft();
        asNationalAdmin().body("{\"effectiveFrom\": \"" + StandardDrafts.nextEffectiveDate() + "\"}").when().post("/api/v1/standards/" + code + "/publish")
                .then().statusCode(200);
        String published = given().when().get("/api/v1/standards/" + code).then().extract().asString();
        asNationalAdmin().body(PROVINCIAL_TOP_8).when().put("/api/v1/standards/" + code + "/clauses/M-1-2").then()
                .statusCode(409)
                .body("code", equalTo("STANDARD_IMMUTABLE"));
        assertEquals(published, given().when().get("/api/v1/standards/" + code).then().extract().asString());
    }

    @Test
    void shouldRefuseAPublicationDateInThePastOrBeforeThePredecessor() {
        clock.fix(LocalDate.of(2026, 6, 1));
        String code = newDraft();
        asNationalAdmin().body("{\"effectiveFrom\": \"2026-05-31\"}").when().post("/api/v1/standards/" + code + "/publish")
                .then().statusCode(400)
                .body("code", equalTo("EFFECTIVE_DATE_IN_PAST"))
                .body("violations[0].field", equalTo("effectiveFrom"));
        asNationalAdmin().when().get("/api/v1/standards/" + code).then().body("status", equalTo("DRAFT"));
    }

    @Test
    void shouldRefuseInvalidDraftsAndEdits() {
        String code = newDraft();
        asNationalAdmin().body("{\"code\": \"" + code + "\"}").when().post("/api/v1/standards/CN-NATIONAL-1/drafts")
                .then().statusCode(409).body("code", equalTo("STANDARD_CODE_TAKEN"));
        asNationalAdmin().body("{\"code\": \"lower case\"}").when().post("/api/v1/standards/CN-NATIONAL-1/drafts")
                .then().statusCode(400).body("violations[0].field", equalTo("code"));
        asNationalAdmin().body(PROVINCIAL_TOP_8.replace("\"rankTo\": 8", "\"rankTo\": 0"))
                .when().put("/api/v1/standards/" + code + "/clauses/M-1-2").then()
                .statusCode(400).body("violations.field", hasItem("rankTo"));
        asNationalAdmin().body(PROVINCIAL_TOP_8.replace("\"category\": \"PROVINCIAL_INDIVIDUAL\",", ""))
                .when().put("/api/v1/standards/" + code + "/clauses/M-1-2").then()
                .statusCode(400).body("code", equalTo("INVALID_CLAUSE")).body("violations.field", hasItem("category"));
        asNationalAdmin().body(PROVINCIAL_TOP_8.replace("\"kind\": \"PLACEMENT\"", "\"kind\": \"ALL_OF\""))
                .when().put("/api/v1/standards/" + code + "/clauses/M-1-2").then()
                .statusCode(400).body("violations.field", hasItem("kind"));
        asNationalAdmin().body(PROVINCIAL_TOP_8.replace("FIRST_CLASS", "AMATEUR_FIRST"))
                .when().put("/api/v1/standards/" + code + "/clauses/M-1-2").then()
                .statusCode(400).body("violations.field", hasItem("title"));
        asNationalAdmin().body(PROVINCIAL_TOP_8).when().put("/api/v1/standards/" + code + "/clauses/NO-SUCH").then()
                .statusCode(404).body("code", equalTo("CLAUSE_NOT_FOUND"));
        asNationalAdmin().body(PARAMETERS.replace("0.75", "1.5")).when().put("/api/v1/standards/" + code + "/parameters")
                .then().statusCode(400).body("violations[0].field", equalTo("normRates[0].rate"));
        assertEquals(List.of("STANDARD_DRAFT_CREATED"), actions(code), "nothing refused was written");
    }

    @Test
    void shouldEditAPartOfACombinationClause() {
        String code = newDraft();
        asNationalAdmin().contentType(ContentType.JSON).body("""
                {"title": "GRANDMASTER", "scope": "WOMEN", "reference": "第一条 女子 特级大师 (2) b", "kind": "FOREIGN_TITLE",
                 "fideTitle": "GM", "textZh": "获国际特级大师称号", "textEn": "the FIDE Grandmaster title"}
                """).when().put("/api/v1/standards/" + code + "/clauses/W-GM-2b").then()
                .statusCode(200).body("fideTitle", equalTo("GM"));
        asNationalAdmin().body("""
                {"gender": "FEMALE", "standard": "%s", "foreignTitles": ["IM"],
                 "results": [{"category": "NATIONAL_INDIVIDUAL", "section": "WOMEN", "rank": 1}]}
                """.formatted(code)).when().post("/api/v1/eligibility/what-if").then()
                .statusCode(200)
                .body("standard", equalTo(code))
                .body("highestTitle", equalTo("MASTER"))
                .body("titles[0].clauses.find { it.key == 'W-GM-2' }.progressEn", containsString("Grandmaster"));
    }

    @Test
    void shouldNeverLetAnEditLandAfterThePublicationItRacesWith() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 4; round++) {
                String code = newDraft();
                CountDownLatch start = new CountDownLatch(1);
                Future<Integer> edit = pool.submit(() -> {
                    start.await();
                    return asNationalAdmin().body(PROVINCIAL_TOP_8)
                            .put("/api/v1/standards/" + code + "/clauses/M-1-2").statusCode();
                });
                Future<Integer> publish = pool.submit(() -> {
                    start.await();
                    return asNationalAdmin().body("{\"effectiveFrom\": \"" + StandardDrafts.nextEffectiveDate() + "\"}")
                            .post("/api/v1/standards/" + code + "/publish").statusCode();
                });
                start.countDown();
                assertEquals(200, publish.get());
                int edited = edit.get();
                int rankTo = given().get("/api/v1/standards/" + code).then().statusCode(200)
                        .extract().path("clauses.find { it.key == 'M-1-2' }.rankTo");
                // Either the edit came first and is part of the published version, or it was refused.
                assertEquals(edited == 200 ? 8 : 6, rankTo, "edit answered " + edited);
                org.junit.jupiter.api.Assertions.assertTrue(edited == 200 || edited == 409, "edit answered " + edited);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private List<String> actions(String code) {
        return audit.forEntity(AuditedEntity.STANDARD, code).stream().map(e -> e.action).toList();
    }
}
