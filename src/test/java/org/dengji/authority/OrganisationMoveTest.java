package org.dengji.authority;

import static io.restassured.RestAssured.given;
import static org.dengji.authority.OrganisationUpdateTest.put;
import static org.dengji.authority.OrganisationUpdateTest.state;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditedEntity;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A new {@code parentId} or {@code level} in {@code PUT /api/v1/organisations/{id}} moves or changes
 * the unit, checked at both ends of a move and against the level rules, or is refused: never ignored.
 */
@QuarkusTest
class OrganisationMoveTest {

    @Inject
    TreeFixtures tree;

    @Inject
    AuditLog audit;

    private Organisation sichuan;
    private Organisation yunnan;
    private Organisation prefecture;
    private Organisation sibling;
    private Organisation county;

    @BeforeEach
    void setUp() {
        sichuan = tree.seeded("5100");
        yunnan = tree.seeded("5300");
        prefecture = tree.unit(sichuan, OrganisationLevel.PREFECTURE, "Move Prefecture");
        sibling = tree.unit(sichuan, OrganisationLevel.PREFECTURE, "Move Sibling");
        county = tree.unit(prefecture, OrganisationLevel.COUNTY, "Move County");
    }

    private static String movedTo(Organisation unit, Organisation parent) {
        return state(unit, parent.id, unit.level.name(), unit.nameEn, "");
    }

    private static String leveled(Organisation unit, String level) {
        return state(unit, unit.parentId(), level, unit.nameEn, "");
    }

    @Test
    void provincialAdministratorMovesACountyToAnotherPrefecture() {
        put(tree.admin(sichuan), county, movedTo(county, sibling)).statusCode(200)
                .body("parentId", equalTo(sibling.id.intValue()));

        given().when().get("/api/v1/organisations/" + county.id).then().body("parentId", equalTo(sibling.id.intValue()));
        var entry = audit.forEntity(AuditedEntity.ORGANISATION, county.id).get(0);
        Assertions.assertEquals("MOVED", entry.noteCode);
        Assertions.assertEquals(java.util.List.of(prefecture.unitCode, sibling.unitCode), entry.noteArgumentList());
        Assertions.assertNull(entry.reason, "nobody gave a reason: the note is Dengji's");
    }

    @Test
    void nationalAdministratorMovesAPrefectureToAnotherProvince() {
        put(StaffFixtures.ADMIN, prefecture, movedTo(prefecture, yunnan)).statusCode(200)
                .body("parentId", equalTo(yunnan.id.intValue()));
    }

    @Test
    void shouldNotMoveAUnitOutOfTheJurisdiction() {
        put(tree.admin(sichuan), prefecture, movedTo(prefecture, yunnan)).statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION"));
        given().when().get("/api/v1/organisations/" + prefecture.id).then()
                .body("parentId", equalTo(sichuan.id.intValue()));
    }

    @Test
    void shouldNotMoveAUnitInFromAnotherJurisdiction() {
        Organisation yunnanPrefecture = tree.unit(yunnan, OrganisationLevel.PREFECTURE, "Yunnan Prefecture");
        Organisation yunnanCounty = tree.unit(yunnanPrefecture, OrganisationLevel.COUNTY, "Yunnan County");
        put(tree.admin(sichuan), yunnanCounty, movedTo(yunnanCounty, prefecture)).statusCode(403);
    }

    @Test
    void shouldNotMoveAUnitUnderItsOwnChild() {
        Organisation city = tree.unit(sichuan, OrganisationLevel.PLAN_CITY, "Cycle City");
        Organisation district = tree.unit(city, OrganisationLevel.COUNTY, "Cycle District");
        put(StaffFixtures.ADMIN, city, movedTo(city, district)).statusCode(422)
                .body("code", equalTo("MOVE_CREATES_CYCLE")).body("violations[0].field", equalTo("parentId"));
        put(StaffFixtures.ADMIN, city, movedTo(city, city)).statusCode(422).body("code", equalTo("MOVE_CREATES_CYCLE"));
    }

    @Test
    void shouldNotMoveAPrefectureWhereItsLevelCannotSit() {
        put(StaffFixtures.ADMIN, prefecture, movedTo(prefecture, tree.seeded("0001"))).statusCode(422)
                .body("code", equalTo("LEVEL_NOT_ALLOWED_HERE"));
        put(StaffFixtures.ADMIN, prefecture, movedTo(prefecture, sibling)).statusCode(422)
                .body("code", equalTo("LEVEL_NOT_ALLOWED_HERE"));
    }

    @Test
    void shouldNameAnUnknownParent() {
        put(tree.admin(sichuan), county, state(county, 999999L, "COUNTY", county.nameEn, "")).statusCode(400)
                .body("code", equalTo("UNKNOWN_PARENT")).body("violations[0].field", equalTo("parentId"));
    }

    @Test
    void aPrefectureBecomesAPlanListedCityWithItsCounties() {
        put(tree.admin(sichuan), prefecture, leveled(prefecture, "PLAN_CITY")).statusCode(200)
                .body("level", equalTo("PLAN_CITY"));
    }

    @Test
    void shouldNotMakeAUnitWithCountiesBelowItACounty() {
        put(tree.admin(sichuan), prefecture, leveled(prefecture, "COUNTY")).statusCode(422)
                .body("code", equalTo("LEVEL_NOT_ALLOWED_HERE"));
    }

    @Test
    void shouldNotChangeASeededLevelNorGiveOne() {
        put(StaffFixtures.ADMIN, sichuan, leveled(sichuan, "PREFECTURE")).statusCode(422)
                .body("code", equalTo("LEVEL_NOT_CHANGEABLE"));
        put(StaffFixtures.ADMIN, county, leveled(county, "PROVINCIAL")).statusCode(422)
                .body("code", equalTo("LEVEL_NOT_CHANGEABLE"));
    }
}
