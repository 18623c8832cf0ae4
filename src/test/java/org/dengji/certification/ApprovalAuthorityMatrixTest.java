package org.dengji.certification;

import static org.dengji.certification.CertificationFixtures.step;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import org.dengji.authority.Organisation;
import org.dengji.common.Role;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every refusal of the authority matrix (第三条 of 《国际象棋升级规则》): only an approver of the
 * approving unit (the nearest unit whose level approves the title or a higher one, or which holds its
 * grant) decides, only its parent acknowledges the filing, and a higher unit is no substitute.
 * Each application is pending approval when the wrong unit tries, so that nothing but the authority
 * stands in the way; the right unit then succeeds.
 */
@QuarkusTest
class ApprovalAuthorityMatrixTest {

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private long pending(String province, String player, String title) {
        long id = world.onNotice(province, player, title);
        clock.fix(LocalDate.of(2025, 7, 8));
        return id;
    }

    @Test
    void shouldRefuseAGuangdongApproverASichuanPlayersTitle() {
        long id = pending("5100", world.winnerOf("5100", "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        // Guangdong may not even read a Sichuan application: it answers as one that does not exist.
        step(world.staffAt("4400", Role.APPROVER), id, "APPROVE", null).statusCode(404)
                .body("code", equalTo("APPLICATION_NOT_FOUND")).body("detail", not(containsString("5100")));
        step(world.staffAt("4400", Role.APPROVER), id, "REJECT", "not ours").statusCode(404)
                .body("code", equalTo("APPLICATION_NOT_FOUND"));
        stepOk(world.staffAt("5100", Role.APPROVER), id, "APPROVE").body("status", equalTo("APPROVED"));
    }

    @Test
    void shouldRefuseAPrefectureApproverAFirstClassTitle() {
        Organisation county = world.county();
        long id = pending(CertificationFixtures.ZHEJIANG, world.winnerOf(county.unitCode, "PROVINCIAL_INDIVIDUAL"),
                "FIRST_CLASS");
        step(world.staffAt(world.prefecture().unitCode, Role.APPROVER), id, "APPROVE", null).statusCode(403)
                .body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        step(world.staffAt(county.unitCode, Role.APPROVER), id, "APPROVE", null).statusCode(403)
                .body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        step(world.staffAt(CertificationFixtures.NATIONAL, Role.APPROVER), id, "APPROVE", null).statusCode(403)
                .body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        stepOk(world.staffAt(CertificationFixtures.ZHEJIANG, Role.APPROVER), id, "APPROVE");
    }

    @Test
    void shouldFileACountysThirdClassApprovalWithItsPrefectureOnly() {
        Organisation county = world.county();
        long id = pending(CertificationFixtures.ZHEJIANG, world.winnerOf(county.unitCode, "COUNTY_INDIVIDUAL"),
                "THIRD_CLASS");
        stepOk(world.staffAt(county.unitCode, Role.APPROVER), id, "APPROVE");
        step(world.staffAt(county.unitCode, Role.APPROVER), id, "ACKNOWLEDGE_FILING", null).statusCode(403)
                .body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        step(world.staffAt(CertificationFixtures.ZHEJIANG, Role.APPROVER), id, "ACKNOWLEDGE_FILING", null)
                .statusCode(403).body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        step(world.staffAt(CertificationFixtures.NATIONAL, Role.APPROVER), id, "ACKNOWLEDGE_FILING", null)
                .statusCode(403).body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        stepOk(world.staffAt(world.prefecture().unitCode, Role.APPROVER), id, "ACKNOWLEDGE_FILING")
                .body("status", equalTo("FILED"));
    }

    @Test
    void shouldRefuseANationalApproverAThirdClassTitle() {
        Organisation county = world.county();
        long id = pending(CertificationFixtures.ZHEJIANG, world.winnerOf(county.unitCode, "COUNTY_INDIVIDUAL"),
                "THIRD_CLASS");
        step(world.staffAt(CertificationFixtures.NATIONAL, Role.APPROVER), id, "APPROVE", null).statusCode(403)
                .body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        step(world.staffAt(CertificationFixtures.ZHEJIANG, Role.APPROVER), id, "APPROVE", null).statusCode(403)
                .body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        stepOk(world.staffAt(county.unitCode, Role.APPROVER), id, "APPROVE");
    }

    @Test
    void shouldGiveTheProvinceTheSecondClassTitleOfAPlayerRegisteredThereAndFileItNationally() {
        String zhejiang = CertificationFixtures.ZHEJIANG;
        String player = world.winnerOf(zhejiang, "PREFECTURE_INDIVIDUAL");
        long id = CertificationFixtures.open(world.staffAt(zhejiang, Role.REGISTRAR), player, "SECOND_CLASS")
                .statusCode(201).body("approvingUnit", equalTo(zhejiang))
                .body("filingUnit", equalTo(CertificationFixtures.NATIONAL))
                .body("authorityReference", equalTo("第三条 (三)")).extract().jsonPath().getLong("id");
        stepOk(world.staffAt(zhejiang, Role.REGISTRAR), id, "SUBMIT");
        stepOk(world.staffAt(zhejiang, Role.REVIEWER), id, "RECOMMEND");
        stepOk(world.staffAt(zhejiang, Role.REVIEWER), id, "START_NOTICE");
        clock.fix(LocalDate.of(2025, 7, 8));
        step(world.staffAt(CertificationFixtures.NATIONAL, Role.APPROVER), id, "APPROVE", null).statusCode(403)
                .body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        stepOk(world.staffAt(zhejiang, Role.APPROVER), id, "APPROVE").body("status", equalTo("APPROVED"));
        step(world.staffAt(zhejiang, Role.APPROVER), id, "ACKNOWLEDGE_FILING", null).statusCode(403)
                .body("code", equalTo("TITLE_NOT_IN_AUTHORITY"));
        stepOk(world.staffAt(CertificationFixtures.NATIONAL, Role.APPROVER), id, "ACKNOWLEDGE_FILING")
                .body("status", equalTo("FILED"));
    }

    @Test
    void shouldGiveTheProvinceTheThirdClassTitleOfAPlayerRegisteredThere() {
        // No county lies at or above a player registered at the province: the province is the nearest.
        String player = world.winnerOf(CertificationFixtures.ZHEJIANG, "COUNTY_INDIVIDUAL");
        CertificationFixtures.open(world.staffAt(CertificationFixtures.ZHEJIANG, Role.REGISTRAR), player, "THIRD_CLASS")
                .statusCode(201).body("approvingUnit", equalTo(CertificationFixtures.ZHEJIANG))
                .body("filingUnit", equalTo(CertificationFixtures.NATIONAL))
                .body("authorityReference", equalTo("第三条 (四)"));
    }

    @Test
    void shouldRefuseTheApprovingUnitBeforeTheNoticeIsOverButItsOutsidersFirst() {
        String player = world.winnerOf("5100", "PROVINCIAL_INDIVIDUAL");
        long id = world.onNotice("5100", player, "FIRST_CLASS");
        // The authority is checked before the state: the wrong unit learns nothing of the notice.
        step(world.staffAt("4400", Role.APPROVER), id, "APPROVE", null).statusCode(404);
        step(world.staffAt("5100", Role.APPROVER), id, "APPROVE", null).statusCode(409)
                .body("code", equalTo("NOTICE_RUNNING"));
    }
}
