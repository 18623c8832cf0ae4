package org.dengji.authority;

import static io.restassured.RestAssured.given;
import static org.dengji.authority.OrganisationUpdateTest.put;
import static org.dengji.authority.OrganisationUpdateTest.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.http.ContentType;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every unit's path (the unit codes from the root down to it) is right from the migration on, for a
 * unit added through the API, and for every unit below one that moves or takes another code: the
 * lists of each jurisdiction select their rows by it.
 */
@QuarkusTest
class OrganisationPathTest {

    @Inject
    TreeFixtures tree;

    private Organisation sichuan;
    private Organisation yunnan;
    private Organisation prefecture;
    private Organisation county;

    @BeforeEach
    void setUp() {
        sichuan = tree.seeded("5100");
        yunnan = tree.seeded("5300");
        prefecture = tree.unit(sichuan, OrganisationLevel.PREFECTURE, "Path Prefecture");
        county = tree.unit(prefecture, OrganisationLevel.COUNTY, "Path County");
    }

    @Test
    void shouldGiveTheSeededUnitsTheirPathsInTheMigration() {
        assertEquals("/0001/", tree.seeded("0001").path);
        assertEquals("/0001/0002/", tree.seeded("0002").path);
        assertEquals("/0001/5100/", sichuan.path);
    }

    @Test
    void shouldGiveAUnitAddedThroughTheApiItsParentsPathAndItsCode() {
        String code = tree.freeUnitCode();
        String body = """
                {"parentId": %d, "level": "COUNTY", "nameZh": "路径县", "nameEn": "Path Added", "unitCode": "%s"}"""
                .formatted(prefecture.id, code);
        int id = given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body(body).when().post("/api/v1/organisations").then().statusCode(201)
                .extract().path("id");
        assertEquals("/0001/5100/" + prefecture.unitCode + "/" + code + "/", QuarkusTransaction.requiringNew()
                .call(() -> Organisation.<Organisation>findById((long) id).path));
    }

    @Test
    void shouldMoveThePathsOfEveryUnitBelowAMovedUnit() {
        put(StaffFixtures.ADMIN, prefecture, state(prefecture, yunnan.id, "PREFECTURE", prefecture.nameEn, ""))
                .statusCode(200);

        Organisation moved = tree.reload(county);
        assertEquals("/0001/5300/" + prefecture.unitCode + "/" + county.unitCode + "/", moved.path);
        assertTrue(moved.isWithin(yunnan), "Yunnan's staff now cover the county");
        assertFalse(moved.isWithin(sichuan), "Sichuan's staff no longer do");
    }

    @Test
    void shouldRewriteThePathsBelowAUnitThatTakesAnotherCode() {
        String code = tree.freeUnitCode();
        String body = """
                {"parentId": %d, "level": "PREFECTURE", "nameZh": "%s", "nameEn": "%s", "unitCode": "%s",
                 "grantedTitles": []}""".formatted(sichuan.id, prefecture.nameZh, prefecture.nameEn, code);
        put(StaffFixtures.ADMIN, prefecture, body).statusCode(200);

        assertEquals("/0001/5100/" + code + "/", tree.reload(prefecture).path);
        assertEquals("/0001/5100/" + code + "/" + county.unitCode + "/", tree.reload(county).path);
    }
}
