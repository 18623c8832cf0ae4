package org.dengji.standards.version;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.dengji.authority.Grant;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Failure;
import org.dengji.standards.core.Title;
import org.junit.jupiter.api.Test;

/**
 * 第三条 on a small tree, without a database. The rules are those the seeded versions hold (V11, and
 * V14 for the association). The tree:
 *
 * <pre>
 * national 0001
 * ├── association 0002
 * ├── industry 0100 (granted second class)
 * └── province 4400
 *     ├── prefecture 4401
 *     │   └── county 4402
 *     ├── county 4403 (a district directly under the province, as in the municipalities)
 *     ├── plan city 4410 (granted first class)
 *     │   └── county 4411
 *     └── plan city 4420 (no grant)
 *         └── county 4421
 * </pre>
 */
class ApprovalRulesTest {

    private static long ids = 1;

    private static final Organisation NATIONAL = unit(null, OrganisationLevel.NATIONAL, "0001");
    private static final Organisation ASSOCIATION = unit(NATIONAL, OrganisationLevel.ASSOCIATION, "0002");
    private static final Organisation INDUSTRY = unit(NATIONAL, OrganisationLevel.INDUSTRY, "0100", Grant.SECOND_CLASS);
    private static final Organisation PROVINCE = unit(NATIONAL, OrganisationLevel.PROVINCIAL, "4400");
    private static final Organisation PREFECTURE = unit(PROVINCE, OrganisationLevel.PREFECTURE, "4401");
    private static final Organisation COUNTY = unit(PREFECTURE, OrganisationLevel.COUNTY, "4402");
    private static final Organisation DISTRICT = unit(PROVINCE, OrganisationLevel.COUNTY, "4403");
    private static final Organisation GRANTED_CITY = unit(PROVINCE, OrganisationLevel.PLAN_CITY, "4410",
            Grant.FIRST_CLASS);
    private static final Organisation GRANTED_CITY_COUNTY = unit(GRANTED_CITY, OrganisationLevel.COUNTY, "4411");
    private static final Organisation CITY = unit(PROVINCE, OrganisationLevel.PLAN_CITY, "4420");
    private static final Organisation CITY_COUNTY = unit(CITY, OrganisationLevel.COUNTY, "4421");

    static final List<ApprovalRule> SEEDED = List.of(
            rule(Title.GRANDMASTER, OrganisationLevel.NATIONAL, false, false),
            rule(Title.MASTER, OrganisationLevel.NATIONAL, false, false),
            rule(Title.FIRST_CLASS, OrganisationLevel.PROVINCIAL, true, false),
            rule(Title.SECOND_CLASS, OrganisationLevel.PREFECTURE, true, true),
            rule(Title.THIRD_CLASS, OrganisationLevel.COUNTY, false, true),
            rule(Title.AMATEUR_FIRST, OrganisationLevel.ASSOCIATION, false, false));

    private static final ApprovalRules RULES = new ApprovalRules(SEEDED, ASSOCIATION);

    private static Organisation unit(Organisation parent, OrganisationLevel level, String code, Grant... grants) {
        Organisation unit = new Organisation();
        unit.id = ids++;
        unit.parent = parent;
        unit.level = level;
        unit.unitCode = code;
        unit.nameEn = "unit " + code;
        unit.nameZh = "单位" + code;
        unit.grant(Set.of(grants));
        return unit;
    }

    private static ApprovalRule rule(Title title, OrganisationLevel level, boolean granted, boolean filed) {
        return new ApprovalRule(title, level, granted, filed, "第三条", "", "");
    }

    private static Organisation approver(Title title, Organisation home) {
        return RULES.route(title, home).approver();
    }

    @Test
    void grandmasterIsApprovedNationallyForAPlayerAnywhere() {
        assertEquals(NATIONAL, approver(Title.GRANDMASTER, COUNTY));
        assertEquals(NATIONAL, approver(Title.MASTER, NATIONAL));
        assertNull(RULES.route(Title.GRANDMASTER, COUNTY).filedWith());
    }

    @Test
    void firstClassIsApprovedByTheNearestProvinceOrGrantedUnit() {
        assertEquals(PROVINCE, approver(Title.FIRST_CLASS, COUNTY));
        assertEquals(PROVINCE, approver(Title.FIRST_CLASS, PROVINCE), "at the home unit itself");
        assertEquals(GRANTED_CITY, approver(Title.FIRST_CLASS, GRANTED_CITY_COUNTY), "a granted unit on the path");
        assertEquals(GRANTED_CITY, approver(Title.FIRST_CLASS, GRANTED_CITY));
        assertEquals(PROVINCE, approver(Title.FIRST_CLASS, CITY_COUNTY), "a plan city without the grant");
    }

    @Test
    void aGrantForOneTitleDoesNotApproveAnother() {
        assertEquals(PREFECTURE, approver(Title.SECOND_CLASS, COUNTY));
        assertThrows(Failure.class, () -> RULES.route(Title.SECOND_CLASS, GRANTED_CITY_COUNTY),
                "the city holds first-class authority only, and no prefecture is above it");
        assertThrows(Failure.class, () -> RULES.route(Title.FIRST_CLASS, INDUSTRY), "second-class grant only");
        assertEquals(INDUSTRY, approver(Title.SECOND_CLASS, INDUSTRY));
    }

    @Test
    void aGrantCountsOnlyWhereTheVersionLetsGrantedUnitsApprove() {
        ApprovalRules withdrawn = new ApprovalRules(List.of(rule(Title.FIRST_CLASS, OrganisationLevel.PROVINCIAL,
                false, false)), ASSOCIATION);

        assertEquals(PROVINCE, withdrawn.route(Title.FIRST_CLASS, GRANTED_CITY_COUNTY).approver());
        assertEquals(List.of(), withdrawn.approvedBy(GRANTED_CITY));
    }

    @Test
    void secondAndThirdClassAreFiledWithTheLevelAbove() {
        ApprovalRoute second = RULES.route(Title.SECOND_CLASS, COUNTY);
        ApprovalRoute third = RULES.route(Title.THIRD_CLASS, COUNTY);

        assertEquals(PROVINCE, second.filedWith());
        assertEquals(COUNTY, third.approver());
        assertEquals(PREFECTURE, third.filedWith());
        assertTrue(third.filedWith(PREFECTURE));
        assertFalse(third.filedWith(PROVINCE));
    }

    @Test
    void nobodyApprovesAThirdClassTitleForAPlayerRegisteredAtAProvince() {
        Failure refused = assertThrows(Failure.class, () -> RULES.route(Title.THIRD_CLASS, PROVINCE));

        assertEquals("NO_APPROVING_AUTHORITY", refused.code());
        assertEquals(422, refused.httpStatus());
        assertTrue(refused.getMessage().contains("unit 4400 (4400)"), refused.getMessage());
        assertEquals(DISTRICT, approver(Title.THIRD_CLASS, DISTRICT), "one level lower, the county approves");
    }

    @Test
    void aUnitBelowTheHomeUnitNeverApproves() {
        assertThrows(Failure.class, () -> RULES.route(Title.SECOND_CLASS, PROVINCE));
        assertThrows(Failure.class, () -> RULES.route(Title.SECOND_CLASS, DISTRICT));
    }

    @Test
    void theAssociationApprovesAmateurGradesForPlayersAnywhere() {
        assertEquals(ASSOCIATION, approver(Title.AMATEUR_FIRST, COUNTY));
        assertEquals(ASSOCIATION, approver(Title.AMATEUR_FIRST, INDUSTRY));
        assertNull(RULES.route(Title.AMATEUR_FIRST, COUNTY).filedWith());
    }

    @Test
    void aTitleTheVersionSaysNothingOfHasNoRoute() {
        Failure refused = assertThrows(Failure.class, () -> RULES.route(Title.AMATEUR_SIXTH, COUNTY));

        assertEquals("NO_APPROVAL_RULE", refused.code());
    }

    @Test
    void anApproverActsOnlyForItsOwnUnit() {
        assertTrue(RULES.mayApprove(PROVINCE, Title.FIRST_CLASS, COUNTY));
        assertFalse(RULES.mayApprove(NATIONAL, Title.FIRST_CLASS, COUNTY), "a unit above the approver");
        assertFalse(RULES.mayApprove(PREFECTURE, Title.FIRST_CLASS, COUNTY), "a unit below the approver");
        assertFalse(RULES.mayApprove(PROVINCE, Title.THIRD_CLASS, PROVINCE), "nobody approves it");
    }

    @Test
    void eachUnitApprovesWhatItsLevelAndGrantsAllow() {
        assertEquals(List.of(Title.GRANDMASTER, Title.MASTER), RULES.approvedBy(NATIONAL));
        assertEquals(List.of(Title.FIRST_CLASS), RULES.approvedBy(PROVINCE));
        assertEquals(List.of(Title.FIRST_CLASS), RULES.approvedBy(GRANTED_CITY));
        assertEquals(List.of(), RULES.approvedBy(CITY));
        assertEquals(List.of(Title.SECOND_CLASS), RULES.approvedBy(INDUSTRY));
        assertEquals(List.of(Title.AMATEUR_FIRST), RULES.approvedBy(ASSOCIATION));
    }
}
