package org.dengji.audit;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/** The audit trail of an entity, read back through the API. */
@QuarkusTest
class AuditApiTest {

    @Inject
    StaffFixtures staff;

    @Test
    void administratorReadsTheTrailOfANewUnit() {
        long anhui = staff.unit("3400").id;
        String location = given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON)
                .body("{\"parentId\": %d, \"level\": \"PREFECTURE\", \"nameZh\": \"合肥市\", \"nameEn\": \"Hefei\", \"unitCode\": \"3401\"}"
                        .formatted(anhui))
                .when().post("/api/v1/organisations").then().statusCode(201).extract().header("Location");
        String id = location.substring(location.lastIndexOf('/') + 1);
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .queryParam("entityType", "organisation").queryParam("entityId", id)
                .when().get("/api/v1/audit").then()
                .statusCode(200)
                .body("$", hasSize(1))
                .body("[0].actor", equalTo("admin"))
                .body("[0].action", equalTo("ORGANISATION_CREATED"));
    }

    @Test
    void shouldNotShowTheTrailToARegistrarOrAnonymous() {
        staff.ensure("audit-registrar", Role.REGISTRAR, "0001");
        given().auth().preemptive().basic("audit-registrar", StaffFixtures.PASSWORD)
                .queryParam("entityType", "organisation").queryParam("entityId", "1")
                .when().get("/api/v1/audit").then().statusCode(403);
        given().queryParam("entityType", "organisation").queryParam("entityId", "1")
                .when().get("/api/v1/audit").then().statusCode(401);
    }

    @Test
    void shouldNameTheMissingParameter() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .queryParam("entityType", "organisation")
                .when().get("/api/v1/audit").then()
                .statusCode(400)
                .body("violations[0].field", equalTo("entityId"));
    }
}
