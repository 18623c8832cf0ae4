package org.dengji.standards.eligibility;

import static org.dengji.support.WhatIf.whatIf;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@code POST /api/v1/eligibility/what-if}: answers against the migrated standards, and bad requests. */
@QuarkusTest
class EligibilityApiTest {

    private static final String MEN_FIRST_2 = "第一条 男子 一级棋士 (2)";

    @Inject
    TestClock clock;

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    private static String title(String title) {
        return "titles.find { it.title == '" + title + "' }";
    }

    private static String clause(String title, String reference) {
        return title(title) + ".clauses.find { it.reference == '" + reference + "' }";
    }

    @Test
    void shouldGrantFirstClassForFifthPlaceInAProvincialChampionship() {
        whatIf("""
                {"gender": "MALE", "results": [
                  {"event": "Guangdong 2025", "category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 5}]}
                """)
                .statusCode(200)
                .body("standard", equalTo("CN-NATIONAL-1"))
                .body("highestTitle", equalTo("FIRST_CLASS"))
                .body("highestTitleZh", equalTo("一级棋士"))
                .body(title("FIRST_CLASS") + ".met", equalTo(true))
                .body(clause("FIRST_CLASS", MEN_FIRST_2) + ".met", equalTo(true))
                .body(clause("FIRST_CLASS", MEN_FIRST_2) + ".evidence", contains(0))
                .body(clause("FIRST_CLASS", MEN_FIRST_2) + ".progress.have", equalTo(1))
                .body(clause("FIRST_CLASS", MEN_FIRST_2) + ".progressZh", containsString("1/1"))
                .body(title("MASTER") + ".met", equalTo(false))
                .body("setAside", org.hamcrest.Matchers.empty());
    }

    @Test
    void shouldShowProgressTowardARepeatedPlace() {
        whatIf("""
                {"gender": "MALE", "results": [{"category": "NATIONAL_INDIVIDUAL", "section": "OPEN", "rank": 2}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("MASTER"))
                .body(clause("GRANDMASTER", "第一条 男子 特级大师 (2)") + ".met", equalTo(false))
                .body(clause("GRANDMASTER", "第一条 男子 特级大师 (2)") + ".progress.have", equalTo(1))
                .body(clause("GRANDMASTER", "第一条 男子 特级大师 (2)") + ".progress.need", equalTo(2))
                .body(clause("GRANDMASTER", "第一条 男子 特级大师 (2)") + ".progressEn", containsString("1 of 2"));
    }

    @Test
    void shouldGrantAWomanFirstClassByTheWomensTable() {
        whatIf("""
                {"gender": "FEMALE", "results": [{"category": "PROVINCIAL_INDIVIDUAL", "section": "WOMEN", "rank": 3}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("FIRST_CLASS"))
                .body(clause("FIRST_CLASS", "第一条 女子 一级棋士 (2)") + ".met", equalTo(true));
    }

    @Test
    void shouldGrantAWomanAMensClauseMetInAnOpenSection() {
        whatIf("""
                {"gender": "FEMALE", "results": [{"category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 5}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("FIRST_CLASS"))
                .body(clause("FIRST_CLASS", MEN_FIRST_2) + ".met", equalTo(true))
                .body(clause("FIRST_CLASS", "第一条 女子 一级棋士 (2)") + ".met", equalTo(false));
    }

    @Test
    void shouldGrantAWomanGrandmasterForAChampionshipWithTheImTitle() {
        whatIf("""
                {"gender": "FEMALE", "foreignTitles": ["IM"],
                 "results": [{"category": "NATIONAL_INDIVIDUAL", "section": "WOMEN", "rank": 1}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("GRANDMASTER"))
                .body(clause("GRANDMASTER", "第一条 女子 特级大师 (2)") + ".met", equalTo(true))
                .body(clause("GRANDMASTER", "第一条 女子 特级大师 (2)") + ".progress.parts.size()", equalTo(2));
    }

    @Test
    void shouldNotCountTheWomensImTitleAsIm() {
        whatIf("""
                {"gender": "FEMALE", "foreignTitles": ["WIM"],
                 "results": [{"category": "NATIONAL_INDIVIDUAL", "section": "WOMEN", "rank": 1}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("MASTER"))
                .body(clause("GRANDMASTER", "第一条 女子 特级大师 (2)") + ".met", equalTo(false));
    }

    @Test
    void shouldCountTwoTitleTournamentNormsAsMaster() {
        whatIf("""
                {"gender": "MALE", "results": [
                  {"event": "A", "category": "TITLE_TOURNAMENT", "section": "OPEN", "points": 6.5, "games": 9, "normRates": {"MASTER": 0.6}},
                  {"event": "B", "category": "TITLE_TOURNAMENT", "section": "OPEN", "points": 6, "games": 9, "normRates": {"MASTER": 0.6}}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("MASTER"))
                .body(clause("MASTER", "第一条 男子 大师 (2)") + ".evidence", contains(0, 1));
    }

    @Test
    void shouldCountOneEventOnceWhenItsKeyRepeats() {
        whatIf("""
                {"gender": "MALE", "results": [
                  {"event": "A", "category": "TITLE_TOURNAMENT", "section": "OPEN", "points": 7, "games": 9, "normRates": {"MASTER": 0.6}},
                  {"event": "A", "category": "TITLE_TOURNAMENT", "section": "OPEN", "points": 7, "games": 9, "normRates": {"MASTER": 0.6}}]}
                """)
                .statusCode(200)
                .body("highestTitle", nullValue())
                .body(clause("MASTER", "第一条 男子 大师 (2)") + ".progress.have", equalTo(1));
    }

    @Test
    void shouldSetAsideWithReasonsInBothLanguages() {
        whatIf("""
                {"gender": "MALE", "results": [
                  {"category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 1, "official": false},
                  {"category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 3, "rankDefinite": false},
                  {"category": "PROVINCIAL_INDIVIDUAL", "section": "WOMEN", "rank": 1},
                  {"category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 40},
                  {"category": "COUNTY_INDIVIDUAL", "section": "OPEN", "rank": 2}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("THIRD_CLASS"))
                .body("setAside.index", contains(0, 1, 2, 3))
                .body("setAside.reason", contains("NOT_OFFICIAL", "RANK_NOT_DEFINITE", "SECTION_MISMATCH",
                        "RANK_OUTSIDE_STANDARD"))
                .body("setAside[0].reasonZh", containsString("第二条(二)"))
                .body("setAside[1].reasonEn", containsString("not definite"));
    }

    @Test
    void shouldSetAsideAResultOutsideTheWindowOfToday() {
        clock.fix(LocalDate.of(2025, 12, 31));
        whatIf("""
                {"gender": "MALE", "results": [
                  {"category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 1, "endDate": "2025-06-29"},
                  {"category": "COUNTY_INDIVIDUAL", "section": "OPEN", "rank": 1, "endDate": "2025-07-01"}]}
                """)
                .statusCode(200)
                .body("evaluatedOn", equalTo("2025-12-31"))
                .body("highestTitle", equalTo("THIRD_CLASS"))
                .body("setAside[0].reason", equalTo("OUTSIDE_WINDOW"));
    }

    @Test
    void shouldEvaluateTheAmateurStandardByLevel() {
        whatIf("""
                {"gender": "FEMALE", "standard": "CN-AMATEUR-1", "results": [
                  {"category": "AMATEUR_GRADING", "section": "OPEN", "points": 5, "games": 7, "rounds": 7,
                   "level": "PROVINCIAL"}]}
                """)
                .statusCode(200)
                .body("standard", equalTo("CN-AMATEUR-1"))
                .body("highestTitle", equalTo("AMATEUR_FIRST"))
                .body(clause("AMATEUR_FIRST", "业余 一级棋士 (1)") + ".evidence", contains(0));
        whatIf("""
                {"gender": "MALE", "standard": "CN-AMATEUR-1", "results": [
                  {"category": "AMATEUR_GRADING", "section": "OPEN", "points": 5, "rounds": 7}]}
                """)
                .statusCode(200)
                .body("highestTitle", nullValue())
                .body("setAside[0].reason", equalTo("LEVEL_UNKNOWN"));
    }

    @Test
    void shouldReadTheAmateurRateAsPointsOverTheEventsRounds() {
        // 4 points from 6 games in a 7-round event: 4 ÷ 7 = 57%, third grade (55%); ÷ 6 would be 67%
        whatIf("""
                {"gender": "MALE", "standard": "CN-AMATEUR-1", "results": [
                  {"category": "COUNTY_INDIVIDUAL", "section": "OPEN", "points": 4, "games": 6, "rounds": 7}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("AMATEUR_THIRD"));
    }

    @Test
    void shouldSayWhichAmateurResultLacksTheEventsRounds() {
        whatIf("""
                {"gender": "MALE", "standard": "CN-AMATEUR-1", "results": [
                  {"category": "AMATEUR_GRADING", "section": "OPEN", "points": 5, "rounds": 7, "level": "COUNTY"},
                  {"category": "AMATEUR_GRADING", "section": "OPEN", "points": 5, "games": 7, "level": "COUNTY"}]}
                """)
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("ROUNDS_REQUIRED"))
                .body("violations.field", contains("results[1].rounds"))
                .body("violations[0].message", containsString("points ÷ maximum points"));
    }

    @Test
    void shouldRefuseMorePointsThanTheEventHasRounds() {
        refused("""
                {"gender": "MALE", "standard": "CN-AMATEUR-1", "results": [
                  {"category": "AMATEUR_GRADING", "section": "OPEN", "points": 8, "games": 7, "rounds": 7}]}
                """, "results[0].points");
        refused("""
                {"gender": "MALE", "results": [
                  {"category": "AMATEUR_GRADING", "section": "OPEN", "points": 5, "games": 8, "rounds": 7}]}
                """, "results[0].games");
    }

    @Test
    void shouldNameTheBodyToApplyToAndTheLastDayToApply() {
        clock.fix(LocalDate.of(2025, 12, 31));
        whatIf("""
                {"gender": "MALE", "results": [
                  {"category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 5, "endDate": "2025-10-01"}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("FIRST_CLASS"))
                .body("lastDayToApply", equalTo("2026-04-01"))
                .body("approval.reference", equalTo("第三条 (二)"))
                .body("approval.approverLevel", equalTo("PROVINCIAL"))
                .body("approval.grantedUnitsMay", equalTo(true))
                .body("approval.approvedByZh", startsWith("棋手所属省、自治区、直辖市的体育行政部门"))
                .body("approval.approvedByEn", containsString("granted first class approval authority"))
                .body(clause("FIRST_CLASS", MEN_FIRST_2) + ".lastDayToApply", equalTo("2026-04-01"))
                .body(title("FIRST_CLASS") + ".status", equalTo("MET"))
                .body(title("SECOND_CLASS") + ".status", equalTo("BELOW_HIGHEST"))
                .body(title("SECOND_CLASS") + ".statusZh", equalTo("已可申请更高称号"))
                .body(title("SECOND_CLASS") + ".approval.filedWithAbove", equalTo(true))
                .body(title("MASTER") + ".status", equalTo("NOT_MET"));
    }

    @Test
    void shouldNameTheAssociationForAnAmateurGrade() {
        whatIf("""
                {"gender": "MALE", "standard": "CN-AMATEUR-1", "results": [
                  {"category": "AMATEUR_GRADING", "section": "OPEN", "points": 7, "rounds": 9, "level": "NATIONAL"}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("AMATEUR_MASTER"))
                .body("approval.approverLevel", equalTo("ASSOCIATION"))
                .body("approval.approvedByZh", equalTo("中国国际象棋协会"))
                .body(title("AMATEUR_SIXTH") + ".status", equalTo("BELOW_HIGHEST"));
    }

    @Test
    void shouldShowAChampionshipWhoseWindowClosedAsExpiredEvidence() {
        clock.fix(LocalDate.of(2025, 12, 31));
        whatIf("""
                {"gender": "MALE", "results": [
                  {"category": "NATIONAL_INDIVIDUAL", "section": "OPEN", "rank": 1, "endDate": "2024-01-31"}]}
                """)
                .statusCode(200)
                .body("highestTitle", nullValue())
                .body("approval", nullValue())
                .body(clause("GRANDMASTER", "第一条 男子 特级大师 (1)") + ".evidence", contains(0))
                .body(clause("GRANDMASTER", "第一条 男子 特级大师 (1)") + ".expired", equalTo(true))
                .body(clause("GRANDMASTER", "第一条 男子 特级大师 (1)") + ".progress.expired", equalTo(true))
                .body(clause("GRANDMASTER", "第一条 男子 特级大师 (1)") + ".lastDayToApply", equalTo("2024-07-31"))
                .body(clause("GRANDMASTER", "第一条 男子 特级大师 (1)") + ".progressZh", containsString("已过申请期限"));
    }

    @Test
    void shouldSetAsideAResultEndingAfterTodayButNotOneEndingToday() {
        clock.fix(LocalDate.of(2025, 12, 31));
        whatIf("""
                {"gender": "MALE", "results": [
                  {"event": "A", "category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 1, "endDate": "2026-01-01"},
                  {"event": "B", "category": "COUNTY_INDIVIDUAL", "section": "OPEN", "rank": 1, "endDate": "2025-12-31"}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("THIRD_CLASS"))
                .body("setAside.index", contains(0))
                .body("setAside.reason", contains("AFTER_EVALUATION_DATE"));
    }

    @Test
    void shouldSetAsideTheSameEventEnteredTwice() {
        whatIf("""
                {"gender": "MALE", "results": [
                  {"event": "Sichuan 2025", "category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 5},
                  {"event": "Sichuan 2025", "category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 5}]}
                """)
                .statusCode(200)
                .body("highestTitle", equalTo("FIRST_CLASS"))
                .body("setAside.index", contains(1))
                .body("setAside.reason", contains("DUPLICATE_EVENT"));
    }

    @Test
    void shouldKeepTheRankOfASharedPlaceSetAside() {
        whatIf("""
                {"gender": "MALE", "results": [
                  {"category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 3, "rankDefinite": false}]}
                """)
                .statusCode(200)
                .body("setAside[0].reason", equalTo("RANK_NOT_DEFINITE"))
                .body("setAside[0].rank", equalTo(3))
                .body("setAside[0].rankDefinite", equalTo(false));
    }

    @Test
    void shouldNeverReadMoreEventsThanAClauseNeeds() {
        whatIf("""
                {"gender": "MALE", "results": [
                  {"event": "A", "category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 1},
                  {"event": "B", "category": "PROVINCIAL_INDIVIDUAL", "section": "OPEN", "rank": 2}]}
                """)
                .statusCode(200)
                .body(clause("FIRST_CLASS", MEN_FIRST_2) + ".evidence", contains(0, 1))
                .body(clause("FIRST_CLASS", MEN_FIRST_2) + ".progress.have", equalTo(1))
                .body(clause("FIRST_CLASS", MEN_FIRST_2) + ".progressZh", endsWith("1/1"));
    }

    @Test
    void shouldAnswerNoTitleForAnEmptyRecord() {
        whatIf("{\"gender\": \"MALE\"}")
                .statusCode(200)
                .body("highestTitle", nullValue())
                .body("standard", equalTo("CN-NATIONAL-1"))
                .body("titles.title", contains("GRANDMASTER", "MASTER", "FIRST_CLASS", "SECOND_CLASS", "THIRD_CLASS"));
    }

    private static void refused(String json, String field) {
        whatIf(json)
                .statusCode(400)
                .contentType("application/problem+json")
                .body("violations.field", hasItem(field))
                .body(not(containsString("org.dengji")));
    }

    @Test
    void shouldRequireGender() {
        refused("{\"results\": []}", "gender");
    }

    @Test
    void shouldNameAResultWithoutCategory() {
        refused("""
                {"gender": "MALE", "results": [
                  {"category": "COUNTY_INDIVIDUAL", "section": "OPEN", "rank": 1},
                  {"section": "OPEN", "rank": 1}]}
                """, "results[1].category");
    }

    @Test
    void shouldNameAResultWithoutSection() {
        refused("{\"gender\": \"MALE\", \"results\": [{\"category\": \"COUNTY_INDIVIDUAL\"}]}", "results[0].section");
    }

    @Test
    void shouldNameUnknownEnumValues() {
        refused("{\"gender\": \"OTHER\"}", "gender");
        refused("{\"gender\": \"MALE\", \"results\": [{\"category\": \"WORLD\", \"section\": \"OPEN\"}]}",
                "results[0].category");
        refused("{\"gender\": \"MALE\", \"foreignTitles\": [\"GM\", \"XM\"]}", "foreignTitles[1]");
        refused("{\"gender\": \"MALE\", \"results\": [{\"category\": \"AMATEUR_GRADING\", \"section\": \"OPEN\", \"level\": \"CITY\"}]}",
                "results[0].level");
    }

    @Test
    void shouldRefuseImpossibleNumbers() {
        refused("{\"gender\": \"MALE\", \"results\": [{\"category\": \"COUNTY_INDIVIDUAL\", \"section\": \"OPEN\", \"rank\": -3}]}",
                "results[0].rank");
        refused("{\"gender\": \"MALE\", \"results\": [{\"category\": \"OTHER\", \"section\": \"OPEN\", \"games\": -1}]}",
                "results[0].games");
        refused("{\"gender\": \"MALE\", \"results\": [{\"category\": \"COUNTY_INDIVIDUAL\", \"section\": \"OPEN\", \"rank\": 2.5}]}",
                "results[0].rank");
        refused("{\"gender\": \"MALE\", \"results\": [{\"category\": \"OTHER\", \"section\": \"OPEN\", \"points\": 9.5, \"games\": 9}]}",
                "results[0].points");
        refused("""
                {"gender": "MALE", "results": [{"category": "TITLE_TOURNAMENT", "section": "OPEN", "points": 5, "games": 9,
                  "normRates": {"MASTER": 1.5}}]}
                """, "results[0].normRates.MASTER");
    }

    @Test
    void shouldRefuseUnknownTitlesAndMissingResults() {
        whatIf("""
                {"gender": "MALE", "results": [{"category": "TITLE_TOURNAMENT", "section": "OPEN", "normRates": {"KING": 0.5}}]}
                """)
                .statusCode(400)
                .body("violations[0].field", startsWith("results[0].normRates"));
        refused("{\"gender\": \"MALE\", \"results\": [null]}", "results[0]");
        refused("{\"gender\": \"MALE\", \"results\": [{\"category\": \"OTHER\", \"section\": \"OPEN\", \"rank\": \"first\"}]}",
                "results[0].rank");
    }

    @Test
    void shouldRefuseUnknownFieldsAndBadDates() {
        refused("{\"gender\": \"MALE\", \"age\": 12}", "age");
        refused("{\"gender\": \"MALE\", \"results\": [{\"category\": \"OTHER\", \"section\": \"OPEN\", \"endDate\": \"2025-13-40\"}]}",
                "results[0].endDate");
    }

    @Test
    void shouldRefuseAnUnknownStandardNamingTheField() {
        whatIf("{\"gender\": \"MALE\", \"standard\": \"NO-SUCH\"}")
                .statusCode(400)
                .body("code", equalTo("UNKNOWN_STANDARD"))
                .body("violations[0].field", equalTo("standard"));
    }
}
