package org.dengji.standards.version;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Supplier;
import org.dengji.authority.Grant;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Failure;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * "Who may approve" read from the database: the 第三条 rows of the versions in force, as migrated
 * (V11, V12 and V14: the association for the amateur grades), applied to units of the migrated tree,
 * with the lower titles of the national track approved by the nearest level above them.
 */
@QuarkusTest
class ApprovalAuthorityJpaTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 1, 15);

    @Inject
    ApprovalAuthority authority;

    @Inject
    TreeFixtures tree;

    private Organisation guangdong;
    private Organisation prefecture;
    private Organisation county;

    @BeforeEach
    void setUp() {
        guangdong = tree.seeded("4400");
        prefecture = tree.unit(guangdong, OrganisationLevel.PREFECTURE, "Approval Prefecture");
        county = tree.unit(prefecture, OrganisationLevel.COUNTY, "Approval County");
    }

    private static <T> T inTransaction(Supplier<T> work) {
        return QuarkusTransaction.requiringNew().call(work::get);
    }

    /** The unit loaded in the current transaction, so that its parents load with it. */
    private static Organisation managed(Organisation unit) {
        return Organisation.findById(unit.id);
    }

    private String approverCode(Title title, Organisation home) {
        return inTransaction(() -> authority.route(title, managed(home), TODAY).approver().unitCode);
    }

    @Test
    void theSeededVersionsHoldTheRulesOfTheSeed() {
        List<ApprovalRule> national = inTransaction(() -> Title.of(Track.NATIONAL).stream()
                .map(t -> authority.inForce(Track.NATIONAL, TODAY).rule(t).orElseThrow()).toList());
        List<ApprovalRule> rules = ApprovalRulesTest.SEEDED.subList(0, 5);

        assertEquals(rules.stream().map(r -> r.title() + " " + r.level() + " " + r.grantedUnitsMay() + " "
                + r.filedWithAbove()).toList(), national.stream().map(r -> r.title() + " " + r.level() + " "
                + r.grantedUnitsMay() + " " + r.filedWithAbove()).toList());
        for (Title grade : Title.of(Track.AMATEUR)) {
            assertEquals(OrganisationLevel.ASSOCIATION,
                    inTransaction(() -> authority.inForce(Track.AMATEUR, TODAY).rule(grade).orElseThrow().level()));
        }
    }

    @Test
    void eachTitleGoesToTheUnitTheStandardNames() {
        assertEquals("0001", approverCode(Title.GRANDMASTER, county));
        assertEquals("4400", approverCode(Title.FIRST_CLASS, county));
        assertEquals(prefecture.unitCode, approverCode(Title.SECOND_CLASS, county));
        assertEquals(county.unitCode, approverCode(Title.THIRD_CLASS, county));
        assertEquals("0002", approverCode(Title.AMATEUR_SIXTH, county));
    }

    @Test
    void theProvinceApprovesTheLowerTitlesOfItsOwnPlayersAndFilesThem() {
        assertEquals("4400", approverCode(Title.SECOND_CLASS, guangdong));
        assertEquals("4400", approverCode(Title.THIRD_CLASS, guangdong));
        assertEquals("0001", approverCode(Title.MASTER, guangdong));
        assertEquals("0001", inTransaction(() -> authority.route(Title.SECOND_CLASS, managed(guangdong), TODAY)
                .filedWith().unitCode));
    }

    @Test
    void aGrantedPlanListedCityApprovesFirstClassForItsPlayers() {
        Organisation city = tree.unit(guangdong, OrganisationLevel.PLAN_CITY, "Approval City", Grant.FIRST_CLASS);
        Organisation district = tree.unit(city, OrganisationLevel.COUNTY, "Approval District");

        assertEquals(city.unitCode, approverCode(Title.FIRST_CLASS, district));
    }

    @Test
    void theFilingGoesToTheApproversParent() {
        assertEquals(prefecture.unitCode,
                inTransaction(() -> authority.route(Title.THIRD_CLASS, managed(county), TODAY).filedWith().unitCode));
    }

    @Test
    void onlyTheApprovingUnitMayApprove() {
        assertEquals("4400", inTransaction(() -> authority.requireMayApprove(managed(guangdong), Title.FIRST_CLASS,
                managed(county), TODAY).approver().unitCode));
        Failure national = assertThrows(Failure.class, () -> inTransaction(() -> authority.requireMayApprove(
                managed(tree.seeded("0001")), Title.FIRST_CLASS, managed(county), TODAY)));
        Failure nationalForAProvincialPlayer = assertThrows(Failure.class, () -> inTransaction(
                () -> authority.requireMayApprove(managed(tree.seeded("0001")), Title.SECOND_CLASS, managed(guangdong),
                        TODAY)));

        assertEquals("TITLE_NOT_IN_AUTHORITY", national.code());
        assertEquals(403, national.httpStatus());
        assertEquals("TITLE_NOT_IN_AUTHORITY", nationalForAProvincialPlayer.code());
        assertEquals("4400", inTransaction(() -> authority.requireMayApprove(managed(guangdong), Title.THIRD_CLASS,
                managed(guangdong), TODAY).approver().unitCode));
    }

    @Test
    void theBodyToApplyToIsNamedInBothLanguages() {
        StandardEntity amateur = inTransaction(() -> StandardEntity.<StandardEntity>find("code", "CN-AMATEUR-1")
                .singleResult());
        StandardEntity national = inTransaction(() -> StandardEntity.<StandardEntity>find("code", "CN-NATIONAL-1")
                .singleResult());

        ApprovingBody grade = inTransaction(() -> authority.body(amateur, Title.AMATEUR_FIRST).orElseThrow());
        ApprovingBody second = inTransaction(() -> authority.body(national, Title.SECOND_CLASS).orElseThrow());

        assertEquals("中国国际象棋协会", grade.zh());
        assertEquals("Chinese Chess Association", grade.en());
        assertEquals("棋手所属地区、省辖市的体育行政部门，或享有审批二级棋士权限的单位（行业体协、计划单列市）", second.zh());
        assertEquals("批准后报上一级部门备案", second.filingZh());
        assertEquals(null, grade.filingEn());
        assertEquals("第三条 (三)", second.reference());
    }
}
