package org.dengji.standards.version;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dengji.authority.Grant;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Failure;
import org.dengji.standards.core.Title;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * 第三条 of 《国际象棋升级规则》 on a small tree, without a database. The rules are those the migrated
 * versions hold (V11, and V14 for the association): a level approves its own titles and the lower ones
 * of the national track for the players of its region, a grant its own title only, and the nearest
 * such unit at or above the player's home unit approves. The tree:
 *
 * <pre>
 * national 0001
 * ├── association 0002
 * ├── industry 0100 (granted second class)
 * ├── industry 0200 (no grant)
 * └── province 4400
 *     ├── prefecture 4401
 *     │   └── county 4402
 *     ├── county 4403 (a district directly under the province, as in the municipalities)
 *     ├── plan city 4410 (granted first class)
 *     │   └── county 4411
 *     ├── plan city 4420 (no grant)
 *     │   └── county 4421
 *     ├── plan city 4430 (granted second class)
 *     │   └── county 4431
 *     └── industry 4490 (granted first and second class)
 * </pre>
 */
class ApprovalRulesTest {

    private static long ids = 1;
    private static final Map<String, Organisation> BY_CODE = new HashMap<>();

    private static final Organisation NATIONAL = unit(null, OrganisationLevel.NATIONAL, "0001");
    private static final Organisation ASSOCIATION = unit(NATIONAL, OrganisationLevel.ASSOCIATION, "0002");
    private static final Organisation INDUSTRY = unit(NATIONAL, OrganisationLevel.INDUSTRY, "0100", Grant.SECOND_CLASS);
    private static final Organisation UNGRANTED_INDUSTRY = unit(NATIONAL, OrganisationLevel.INDUSTRY, "0200");
    private static final Organisation PROVINCE = unit(NATIONAL, OrganisationLevel.PROVINCIAL, "4400");
    private static final Organisation PREFECTURE = unit(PROVINCE, OrganisationLevel.PREFECTURE, "4401");
    private static final Organisation COUNTY = unit(PREFECTURE, OrganisationLevel.COUNTY, "4402");
    private static final Organisation DISTRICT = unit(PROVINCE, OrganisationLevel.COUNTY, "4403");
    private static final Organisation GRANTED_CITY = unit(PROVINCE, OrganisationLevel.PLAN_CITY, "4410",
            Grant.FIRST_CLASS);
    private static final Organisation GRANTED_CITY_COUNTY = unit(GRANTED_CITY, OrganisationLevel.COUNTY, "4411");
    private static final Organisation CITY = unit(PROVINCE, OrganisationLevel.PLAN_CITY, "4420");
    private static final Organisation CITY_COUNTY = unit(CITY, OrganisationLevel.COUNTY, "4421");
    private static final Organisation SECOND_CLASS_CITY = unit(PROVINCE, OrganisationLevel.PLAN_CITY, "4430",
            Grant.SECOND_CLASS);
    private static final Organisation SECOND_CLASS_CITY_COUNTY = unit(SECOND_CLASS_CITY, OrganisationLevel.COUNTY,
            "4431");
    private static final Organisation PROVINCIAL_INDUSTRY = unit(PROVINCE, OrganisationLevel.INDUSTRY, "4490",
            Grant.FIRST_CLASS, Grant.SECOND_CLASS);

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
        BY_CODE.put(code, unit);
        return unit;
    }

    private static ApprovalRule rule(Title title, OrganisationLevel level, boolean granted, boolean filed) {
        return new ApprovalRule(title, level, granted, filed, "第三条", "", "");
    }

    private static Organisation approver(Title title, Organisation home) {
        return RULES.route(title, home).approver();
    }

    /**
     * Who approves each title below master for a player registered at each unit of the tree, and who
     * acknowledges the filing ("-": nobody). Written from the rule, not from the code: the nearest unit
     * whose level approves the title or a higher one of the track, or which holds the title's grant.
     */
    @ParameterizedTest(name = "{1} for a player of {0}: approved by {2}, filed with {3}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            # the national authority, for players registered there: the lower titles too, filed with nobody above it
            0001 | FIRST_CLASS  | 0001 | -
            0001 | SECOND_CLASS | 0001 | -
            0001 | THIRD_CLASS  | 0001 | -
            # the province, for its own players: 一级 and below; second and third class filed with its parent
            4400 | FIRST_CLASS  | 4400 | -
            4400 | SECOND_CLASS | 4400 | 0001
            4400 | THIRD_CLASS  | 4400 | 0001
            # the prefecture, for its own players: 二级 and below, never 一级
            4401 | FIRST_CLASS  | 4400 | -
            4401 | SECOND_CLASS | 4401 | 4400
            4401 | THIRD_CLASS  | 4401 | 4400
            # a county: 三级 only; its second class is the prefecture's, its first class the province's
            4402 | FIRST_CLASS  | 4400 | -
            4402 | SECOND_CLASS | 4401 | 4400
            4402 | THIRD_CLASS  | 4402 | 4401
            # a district under the province: no prefecture above, so the province approves its second class
            4403 | FIRST_CLASS  | 4400 | -
            4403 | SECOND_CLASS | 4400 | 0001
            4403 | THIRD_CLASS  | 4403 | 4400
            # a plan city granted first class: the grant is not extended to second and third class
            4410 | FIRST_CLASS  | 4410 | -
            4410 | SECOND_CLASS | 4400 | 0001
            4410 | THIRD_CLASS  | 4400 | 0001
            4411 | FIRST_CLASS  | 4410 | -
            4411 | SECOND_CLASS | 4400 | 0001
            4411 | THIRD_CLASS  | 4411 | 4410
            # a plan city without a grant approves nothing: the province does, its counties their third class
            4420 | FIRST_CLASS  | 4400 | -
            4420 | SECOND_CLASS | 4400 | 0001
            4420 | THIRD_CLASS  | 4400 | 0001
            4421 | FIRST_CLASS  | 4400 | -
            4421 | SECOND_CLASS | 4400 | 0001
            4421 | THIRD_CLASS  | 4421 | 4420
            # a plan city granted second class: that title only, filed with the province
            4430 | FIRST_CLASS  | 4400 | -
            4430 | SECOND_CLASS | 4430 | 4400
            4430 | THIRD_CLASS  | 4400 | 0001
            4431 | SECOND_CLASS | 4430 | 4400
            4431 | THIRD_CLASS  | 4431 | 4430
            # an industry unit under the province granted both: third class stays with the province
            4490 | FIRST_CLASS  | 4490 | -
            4490 | SECOND_CLASS | 4490 | 4400
            4490 | THIRD_CLASS  | 4400 | 0001
            # industry units directly under the national authority: the national authority is the nearest above
            0100 | FIRST_CLASS  | 0001 | -
            0100 | SECOND_CLASS | 0100 | 0001
            0100 | THIRD_CLASS  | 0001 | -
            0200 | FIRST_CLASS  | 0001 | -
            0200 | SECOND_CLASS | 0001 | -
            0200 | THIRD_CLASS  | 0001 | -
            """)
    void theNearestCompetentUnitApprovesAndItsParentKeepsTheFiling(String home, Title title, String approver,
            String filedWith) {
        ApprovalRoute route = RULES.route(title, BY_CODE.get(home));

        assertEquals(approver, route.approver().unitCode, "approver");
        assertEquals(filedWith, route.filing().map(u -> u.unitCode).orElse(null), "filed with");
    }

    @Test
    void grandmasterAndMasterAreApprovedNationallyForAPlayerAnywhereAndNotFiled() {
        for (Organisation home : BY_CODE.values()) {
            for (Title title : List.of(Title.GRANDMASTER, Title.MASTER)) {
                ApprovalRoute route = RULES.route(title, home);
                assertEquals(NATIONAL, route.approver(), title + " for a player of " + home.unitCode);
                assertNull(route.filedWith(), title + " for a player of " + home.unitCode);
            }
        }
    }

    @Test
    void aProvinceApprovesSecondAndThirdClassForItsOwnPlayersButNeverMaster() {
        assertEquals(PROVINCE, approver(Title.SECOND_CLASS, PROVINCE));
        assertEquals(PROVINCE, approver(Title.THIRD_CLASS, PROVINCE));
        assertEquals(NATIONAL, approver(Title.MASTER, PROVINCE));
        assertFalse(RULES.mayApprove(PROVINCE, Title.MASTER, PROVINCE));
    }

    @Test
    void aHigherUnitNeverSubstitutesForTheNearestCompetentOne() {
        assertEquals(PROVINCE, approver(Title.FIRST_CLASS, COUNTY), "the province, not the national authority");
        assertFalse(RULES.mayApprove(NATIONAL, Title.FIRST_CLASS, COUNTY));
        assertFalse(RULES.mayApprove(NATIONAL, Title.FIRST_CLASS, PROVINCE));
        assertFalse(RULES.mayApprove(PROVINCE, Title.SECOND_CLASS, COUNTY), "the prefecture is nearer");
        assertFalse(RULES.mayApprove(PREFECTURE, Title.THIRD_CLASS, COUNTY), "the county is nearer");
        assertFalse(RULES.mayApprove(PROVINCE, Title.FIRST_CLASS, GRANTED_CITY_COUNTY), "the granted city is nearer");
    }

    @Test
    void aUnitBelowTheHomeUnitNeverApproves() {
        assertFalse(RULES.mayApprove(COUNTY, Title.THIRD_CLASS, PREFECTURE));
        assertFalse(RULES.mayApprove(PREFECTURE, Title.SECOND_CLASS, PROVINCE));
        assertFalse(RULES.mayApprove(GRANTED_CITY, Title.FIRST_CLASS, PROVINCE));
    }

    @Test
    void aGrantCountsOnlyWhereTheVersionLetsGrantedUnitsApprove() {
        ApprovalRules withdrawn = new ApprovalRules(List.of(rule(Title.FIRST_CLASS, OrganisationLevel.PROVINCIAL,
                false, false)), ASSOCIATION);

        assertEquals(PROVINCE, withdrawn.route(Title.FIRST_CLASS, GRANTED_CITY_COUNTY).approver());
        assertEquals(List.of(), withdrawn.approvedBy(GRANTED_CITY));
    }

    @Test
    void nobodyApprovesWhereNoLevelAtOrAboveTheHomeUnitHoldsTheTitleOrAHigherOne() {
        ApprovalRules countyOnly = new ApprovalRules(List.of(rule(Title.THIRD_CLASS, OrganisationLevel.COUNTY, false,
                true)), ASSOCIATION);

        Failure refused = assertThrows(Failure.class, () -> countyOnly.route(Title.THIRD_CLASS, PROVINCE));

        assertEquals("NO_APPROVING_AUTHORITY", refused.code());
        assertEquals(422, refused.httpStatus());
        assertTrue(refused.getMessage().contains("unit 4400 (4400)"), refused.getMessage());
        assertEquals(DISTRICT, countyOnly.route(Title.THIRD_CLASS, DISTRICT).approver(), "one level lower");
        assertFalse(countyOnly.mayApprove(PROVINCE, Title.THIRD_CLASS, PROVINCE), "nobody approves it");
    }

    @Test
    void onlyTheNationalTrackExtendsToLowerTitles() {
        ApprovalRule firstClass = rule(Title.FIRST_CLASS, OrganisationLevel.PROVINCIAL, true, false);
        ApprovalRule amateurFirst = rule(Title.AMATEUR_FIRST, OrganisationLevel.ASSOCIATION, false, false);

        assertTrue(firstClass.levelApproves(Title.THIRD_CLASS));
        assertFalse(firstClass.levelApproves(Title.MASTER));
        assertFalse(firstClass.levelApproves(Title.AMATEUR_SECOND), "another track");
        assertFalse(amateurFirst.levelApproves(Title.AMATEUR_SECOND), "each amateur grade by its own rule");
    }

    @Test
    void theAssociationApprovesAmateurGradesForPlayersAnywhere() {
        assertEquals(ASSOCIATION, approver(Title.AMATEUR_FIRST, COUNTY));
        assertEquals(ASSOCIATION, approver(Title.AMATEUR_FIRST, INDUSTRY));
        assertEquals(ASSOCIATION, approver(Title.AMATEUR_FIRST, NATIONAL));
        assertNull(RULES.route(Title.AMATEUR_FIRST, COUNTY).filedWith());
        assertEquals(NATIONAL, approver(Title.THIRD_CLASS, ASSOCIATION), "a national title is not the association's");
    }

    @Test
    void aTitleTheVersionSaysNothingOfHasNoRoute() {
        Failure refused = assertThrows(Failure.class, () -> RULES.route(Title.AMATEUR_SIXTH, COUNTY));

        assertEquals("NO_APPROVAL_RULE", refused.code());
    }

    @Test
    void anApproverActsOnlyForItsOwnUnit() {
        assertTrue(RULES.mayApprove(PROVINCE, Title.FIRST_CLASS, COUNTY));
        assertTrue(RULES.mayApprove(PROVINCE, Title.SECOND_CLASS, PROVINCE));
        assertFalse(RULES.mayApprove(NATIONAL, Title.FIRST_CLASS, COUNTY), "a unit above the approver");
        assertFalse(RULES.mayApprove(PREFECTURE, Title.FIRST_CLASS, COUNTY), "a unit below the approver");
        assertTrue(RULES.mayApprove(NATIONAL, Title.THIRD_CLASS, UNGRANTED_INDUSTRY));
    }

    @Test
    void eachUnitApprovesWhatItsLevelWithTheLowerTitlesAndItsGrantsAllow() {
        assertEquals(List.of(Title.GRANDMASTER, Title.MASTER, Title.FIRST_CLASS, Title.SECOND_CLASS,
                Title.THIRD_CLASS), RULES.approvedBy(NATIONAL));
        assertEquals(List.of(Title.FIRST_CLASS, Title.SECOND_CLASS, Title.THIRD_CLASS), RULES.approvedBy(PROVINCE));
        assertEquals(List.of(Title.SECOND_CLASS, Title.THIRD_CLASS), RULES.approvedBy(PREFECTURE));
        assertEquals(List.of(Title.THIRD_CLASS), RULES.approvedBy(COUNTY));
        assertEquals(List.of(Title.FIRST_CLASS), RULES.approvedBy(GRANTED_CITY), "a grant is not extended");
        assertEquals(List.of(Title.SECOND_CLASS), RULES.approvedBy(SECOND_CLASS_CITY));
        assertEquals(List.of(), RULES.approvedBy(CITY));
        assertEquals(List.of(Title.SECOND_CLASS), RULES.approvedBy(INDUSTRY));
        assertEquals(List.of(Title.FIRST_CLASS, Title.SECOND_CLASS), RULES.approvedBy(PROVINCIAL_INDUSTRY));
        assertEquals(List.of(), RULES.approvedBy(UNGRANTED_INDUSTRY));
        assertEquals(List.of(Title.AMATEUR_FIRST), RULES.approvedBy(ASSOCIATION));
    }
}
