package org.dengji.certification;

import static org.dengji.certification.CertificationFixtures.as;
import static org.dengji.certification.CertificationFixtures.opened;
import static org.dengji.certification.CertificationFixtures.step;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import jakarta.inject.Inject;
import java.time.LocalDate;
import org.dengji.authority.Organisation;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The three full application life cycles through the API, each approved by the one unit 第三条 names:
 * a third-class title (the county approves, the prefecture acknowledges the filing), a first-class
 * title (the province) and a grandmaster title (the national authority). Run on H2 and PostgreSQL.
 * The events end on 2025-04-03; the clock starts on Tuesday 2025-07-01, so a 5-day notice placed
 * that day runs to Monday 7 July and is over on Tuesday 8 July.
 */
@QuarkusTest
class ApplicationLifeCycleTest {

    private static final LocalDate START = LocalDate.of(2025, 7, 1);

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @BeforeEach
    void setUp() {
        clock.fix(START);
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    @Test
    void shouldGrantAThirdClassTitleAtTheCountyAndFileItWithThePrefecture() {
        Organisation county = world.county();
        Organisation prefecture = world.prefecture();
        String player = world.winnerOf(county.unitCode, "COUNTY_INDIVIDUAL");
        String registrar = world.staffAt(CertificationFixtures.ZHEJIANG, Role.REGISTRAR);
        String reviewer = world.staffAt(CertificationFixtures.ZHEJIANG, Role.REVIEWER);

        long id = CertificationFixtures.open(registrar, player, "THIRD_CLASS").statusCode(201)
                .body("status", equalTo("DRAFT"))
                .body("approvingUnit", equalTo(county.unitCode))
                .body("filingUnit", equalTo(prefecture.unitCode))
                .body("clause", equalTo("M-3-4"))
                .body("standard", equalTo("CN-NATIONAL-1"))
                .body("lastDayToApply", equalTo("2025-10-03"))
                .body("evidence", hasSize(1))
                .body("evidence[0].rank", equalTo(1))
                .body("certificateNumber", nullValue())
                .extract().jsonPath().getLong("id");

        stepOk(registrar, id, "SUBMIT").body("status", equalTo("SUBMITTED"));
        stepOk(reviewer, id, "RECOMMEND").body("status", equalTo("RECOMMENDED"));
        stepOk(reviewer, id, "START_NOTICE").body("status", equalTo("PUBLIC_NOTICE"))
                .body("noticeStartsOn", equalTo("2025-07-01")).body("noticeClosesOn", equalTo("2025-07-08"));
        String approver = world.staffAt(county.unitCode, Role.APPROVER);
        step(approver, id, "APPROVE", null).statusCode(409).body("code", equalTo("NOTICE_RUNNING"));

        clock.fix(LocalDate.of(2025, 7, 7));
        as(reviewer).get("/api/v1/applications/" + id).then().statusCode(200).body("status", equalTo("PUBLIC_NOTICE"));
        clock.fix(LocalDate.of(2025, 7, 8));
        as(reviewer).get("/api/v1/applications/" + id).then().statusCode(200)
                .body("status", equalTo("PENDING_APPROVAL"));

        stepOk(approver, id, "APPROVE").body("status", equalTo("APPROVED")).body("decidedOn", equalTo("2025-07-08"));
        RestAssured.given().get("/api/v1/players/" + player).then().statusCode(200)
                .body("nationalTitle", equalTo("THIRD_CLASS"));
        stepOk(world.staffAt(prefecture.unitCode, Role.APPROVER), id, "ACKNOWLEDGE_FILING")
                .body("status", equalTo("FILED"))
                .body("history.action", contains("OPENED", "SUBMIT", "RECOMMEND", "START_NOTICE", "NOTICE_CLOSED",
                        "APPROVE", "ACKNOWLEDGE_FILING"))
                .body("history.to", contains(null, "SUBMITTED", "RECOMMENDED", "PUBLIC_NOTICE", "PENDING_APPROVAL",
                        "APPROVED", "FILED"))
                .body("history.from", contains(null, "DRAFT", "SUBMITTED", "RECOMMENDED", "PUBLIC_NOTICE",
                        "PENDING_APPROVAL", "APPROVED"))
                .body("history[1].actor", equalTo(registrar))
                .body("history[5].actor", equalTo(approver))
                .body("history[5].actorName", equalTo(approver));
    }

    @Test
    void shouldGrantAFirstClassTitleAtTheProvinceWithoutFiling() {
        String player = world.winnerOf(CertificationFixtures.ZHEJIANG, "PROVINCIAL_INDIVIDUAL");
        String registrar = world.staffAt(CertificationFixtures.ZHEJIANG, Role.REGISTRAR);
        String reviewer = world.staffAt(CertificationFixtures.ZHEJIANG, Role.REVIEWER);
        String approver = world.staffAt(CertificationFixtures.ZHEJIANG, Role.APPROVER);

        long id = CertificationFixtures.open(registrar, player, "FIRST_CLASS").statusCode(201)
                .body("approvingUnit", equalTo("3300")).body("filingUnit", nullValue())
                .body("clause", equalTo("M-1-2")).extract().jsonPath().getLong("id");
        stepOk(registrar, id, "SUBMIT");
        stepOk(reviewer, id, "RECOMMEND");
        stepOk(reviewer, id, "START_NOTICE");
        clock.fix(LocalDate.of(2025, 7, 8));
        stepOk(approver, id, "APPROVE").body("status", equalTo("APPROVED"));
        step(world.staffAt(NATIONAL_UNIT, Role.APPROVER), id, "ACKNOWLEDGE_FILING", null).statusCode(409)
                .body("code", equalTo("NOT_FILED"));
        RestAssured.given().get("/api/v1/players/" + player).then().body("nationalTitle", equalTo("FIRST_CLASS"));
    }

    @Test
    void shouldGrantAGrandmasterTitleAtTheNationalAuthority() {
        String player = world.winnerOf(NATIONAL_UNIT, "NATIONAL_INDIVIDUAL");
        String registrar = world.staffAt(NATIONAL_UNIT, Role.REGISTRAR);
        String reviewer = world.staffAt(NATIONAL_UNIT, Role.REVIEWER);
        String approver = world.staffAt(NATIONAL_UNIT, Role.APPROVER);

        long id = CertificationFixtures.open(reviewer, player, "GRANDMASTER").statusCode(201)
                .body("approvingUnit", equalTo(NATIONAL_UNIT)).body("filingUnit", nullValue())
                .body("clause", equalTo("M-GM-1")).extract().jsonPath().getLong("id");
        stepOk(registrar, id, "SUBMIT");
        stepOk(reviewer, id, "RECOMMEND");
        stepOk(reviewer, id, "START_NOTICE");
        clock.fix(LocalDate.of(2025, 7, 8));
        stepOk(approver, id, "APPROVE").body("status", equalTo("APPROVED"));
        RestAssured.given().get("/api/v1/players/" + player).then().body("nationalTitle", equalTo("GRANDMASTER"));
        RestAssured.given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .get("/api/v1/audit?entityType=application&entityId=" + id).then().statusCode(200)
                .body("items.action", contains("APPLICATION_APPROVE", "APPLICATION_NOTICE_CLOSED",
                        "APPLICATION_START_NOTICE", "APPLICATION_RECOMMEND", "APPLICATION_SUBMIT", "APPLICATION_OPENED"));
    }

    private static final String NATIONAL_UNIT = CertificationFixtures.NATIONAL;

    @Test
    void shouldReturnADraftWithReasonsAndLetItBeSubmittedAgain() {
        String player = world.winnerOf(CertificationFixtures.ZHEJIANG, "PROVINCIAL_INDIVIDUAL");
        String registrar = world.staffAt(CertificationFixtures.ZHEJIANG, Role.REGISTRAR);
        String reviewer = world.staffAt(CertificationFixtures.ZHEJIANG, Role.REVIEWER);
        long id = opened(registrar, player, "FIRST_CLASS");
        stepOk(registrar, id, "SUBMIT");
        step(reviewer, id, "RETURN", " ").statusCode(400).body("code", equalTo("NOTE_REQUIRED"));
        step(reviewer, id, "RETURN", "The arbiter's report is missing.").statusCode(200)
                .body("status", equalTo("DRAFT")).body("returnedNote", equalTo("The arbiter's report is missing."));
        stepOk(registrar, id, "SUBMIT").body("status", equalTo("SUBMITTED"));
        step(reviewer, id, "REJECT", "Not the player who played.").statusCode(200).body("status", equalTo("REJECTED"));
        step(reviewer, id, "RECOMMEND", null).statusCode(409).body("code", equalTo("APPLICATION_STATE"));
    }
}
