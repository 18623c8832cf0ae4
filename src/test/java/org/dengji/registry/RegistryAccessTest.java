package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The access matrix of the registry's write endpoints: a registrar of the organising unit's subtree
 * may; a reviewer (wrong role), an anonymous caller and a registrar of another province may not.
 */
@QuarkusTest
class RegistryAccessTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    private long draft() {
        return postTrf(ZJ_REGISTRAR, fixture("trf/round-robin.trf", tag()), provincialOpen()).statusCode(201)
                .extract().jsonPath().getLong("id");
    }

    @Test
    void shouldLetOnlyARegistrarOfTheSubtreeImportATrf() {
        String file = fixture("trf/round-robin.trf", tag());
        postTrf(ZJ_REVIEWER, file, provincialOpen()).statusCode(403).body("code", equalTo("FORBIDDEN"));
        postTrf(BJ_REGISTRAR, file, provincialOpen()).statusCode(403).body("code", equalTo("OUT_OF_JURISDICTION"));
        given().contentType("text/plain").body(file).when().post("/api/v1/events/trf?" + provincialOpen())
                .then().statusCode(401);
        postTrf(ZJ_REGISTRAR, file, provincialOpen()).statusCode(201);
    }

    @Test
    void shouldRecogniseTheSameFileWithinTheOrganisingUnitOnly() {
        String file = fixture("trf/round-robin.trf", tag());
        String beijing = "organisation=1100&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true";
        long zhejiang = postTrf(ZJ_REGISTRAR, file, provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
        // Another unit importing the same file gets an event of its own, and is told nothing of the first.
        long own = postTrf(BJ_REGISTRAR, file, beijing).statusCode(201).body("unchanged", equalTo(false))
                .extract().jsonPath().getLong("id");
        org.junit.jupiter.api.Assertions.assertNotEquals(zhejiang, own);
        postTrf(BJ_REGISTRAR, file, beijing).statusCode(200).body("unchanged", equalTo(true))
                .body("id", equalTo((int) own));
    }

    @Test
    void shouldLetOnlyARegistrarOfTheSubtreePublishAndLock() {
        long id = draft();
        for (String step : new String[] {"publish", "lock"}) {
            String path = "/api/v1/events/" + id + "/" + step;
            asRegistrar(ZJ_REVIEWER).when().post(path).then().statusCode(403);
            // An event outside the registrar's jurisdiction answers as one that does not exist.
            asRegistrar(BJ_REGISTRAR).when().post(path).then().statusCode(404)
                    .body("code", equalTo("EVENT_NOT_FOUND"));
            given().contentType("application/json").when().post(path).then().statusCode(401);
            asRegistrar(ZJ_REGISTRAR).when().post(path).then().statusCode(200)
                    .body("status", equalTo(step.equals("publish") ? "PUBLISHED" : "LOCKED"));
        }
    }

    @Test
    void shouldFollowTheLifeCycleOneWay() {
        long id = draft();
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/lock").then().statusCode(409)
                .body("code", equalTo("EVENT_STATE"));
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(409);
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/999999/publish").then().statusCode(404);
    }

    @Test
    void shouldLetOnlyARegistrarOfTheSubtreeExportTheTrf() {
        long id = draft();
        String path = "/api/v1/events/" + id + "/export.trf";
        asRegistrar(ZJ_REVIEWER).when().get(path).then().statusCode(403);
        asRegistrar(BJ_REGISTRAR).when().get(path).then().statusCode(404);
        given().when().get(path).then().statusCode(401);
        asRegistrar(ZJ_REGISTRAR).when().get(path).then().statusCode(200);
    }

    @Test
    void shouldMoveAPlayerOnlyForARegistrarCoveringBothUnits() {
        String tag = tag();
        long id = postTrf(ZJ_REGISTRAR, fixture("trf/round-robin.trf", tag), provincialOpen()).statusCode(201)
                .extract().jsonPath().getLong("id");
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        String regNo = given().when().get("/api/v1/events/" + id + "/standings").then().statusCode(200)
                .extract().jsonPath().getString("[0].registrationNo");
        String move = "/api/v1/players/" + regNo + "/move?unit=";
        asRegistrar(ZJ_REGISTRAR).when().post(move + "1100").then().statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION"));
        asRegistrar(BJ_REGISTRAR).when().post(move + "1100").then().statusCode(404)
                .body("code", equalTo("PLAYER_NOT_FOUND"));
        asRegistrar(ZJ_REVIEWER).when().post(move + "3300").then().statusCode(403);
        given().contentType("application/json").when().post(move + "3300").then().statusCode(401);
        asRegistrar("national-registrar").when().post(move + "1100").then().statusCode(200)
                .body("homeUnit", equalTo("1100"));
        asRegistrar(ZJ_REGISTRAR).when().post(move + "3300").then().statusCode(404);
    }
}
