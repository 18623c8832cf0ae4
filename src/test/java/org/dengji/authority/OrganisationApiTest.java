package org.dengji.authority;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The organisation write endpoints: the access matrix, validation and the audit trail. */
@QuarkusTest
class OrganisationApiTest {

    private static final String BEIJING = "1100";
    private static final String GUANGDONG = "4400";

    @Inject
    StaffFixtures staff;

    @Inject
    AuditLog audit;

    @Inject
    TreeFixtures tree;

    private long guangdong;
    private long beijing;

    @BeforeEach
    void setUp() {
        staff.ensure("registrar", Role.REGISTRAR, "0001");
        staff.ensure("gd-admin", Role.ADMIN, GUANGDONG);
        guangdong = staff.unit(GUANGDONG).id;
        beijing = staff.unit(BEIJING).id;
    }

    private static String prefecture(long parent, String code) {
        return """
                {"parentId": %d, "level": "PREFECTURE", "nameZh": "测试市", "nameEn": "Test City", "unitCode": "%s"}
                """.formatted(parent, code);
    }

    private String freshCode() {
        return tree.freeUnitCode();
    }

    @Test
    void shouldListTheSeededTreePublicly() {
        given().when().get("/api/v1/organisations").then()
                .statusCode(200)
                .body("unitCode", hasItem("0001"))
                .body("unitCode", hasItem("0002"))
                .body("findAll { it.level == 'PROVINCIAL' }", hasSize(31))
                .body("find { it.unitCode == '4400' }.nameZh", equalTo("广东省"))
                .body("find { it.unitCode == '4400' }.adminCode", equalTo("440000"))
                .body("find { it.unitCode == '0001' }.approvableTitles", equalTo(java.util.List.of("GRANDMASTER", "MASTER",
                        "FIRST_CLASS", "SECOND_CLASS", "THIRD_CLASS")))
                .body("find { it.unitCode == '0002' }.level", equalTo("ASSOCIATION"))
                .body("find { it.unitCode == '0002' }.approvableTitles", equalTo(java.util.List.of("AMATEUR_MASTER",
                        "AMATEUR_CANDIDATE_MASTER", "AMATEUR_FIRST", "AMATEUR_SECOND", "AMATEUR_THIRD", "AMATEUR_FOURTH",
                        "AMATEUR_FIFTH", "AMATEUR_SIXTH")))
                .body("find { it.unitCode == '4400' }.approvableTitles", equalTo(java.util.List.of("FIRST_CLASS",
                        "SECOND_CLASS", "THIRD_CLASS")));
    }

    @Test
    void shouldCreateUnitAsNationalAdministrator() {
        String code = freshCode();
        String location = given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body(prefecture(guangdong, code))
                .when().post("/api/v1/organisations").then()
                .statusCode(201)
                .header("Location", notNullValue())
                .body("unitCode", equalTo(code))
                .body("approvableTitles", equalTo(java.util.List.of("SECOND_CLASS", "THIRD_CLASS")))
                .extract().header("Location");
        long id = Long.parseLong(location.substring(location.lastIndexOf('/') + 1));
        given().when().get("/api/v1/organisations/" + id).then().statusCode(200).body("parentId", equalTo((int) guangdong));
        var entries = audit.forEntity(AuditedEntity.ORGANISATION, id);
        org.junit.jupiter.api.Assertions.assertEquals(1, entries.size());
        org.junit.jupiter.api.Assertions.assertEquals("admin", entries.get(0).actor);
        org.junit.jupiter.api.Assertions.assertEquals("ORGANISATION_CREATED", entries.get(0).action);
    }

    @Test
    void shouldNotCreateUnitAsRegistrar() {
        given().auth().preemptive().basic("registrar", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(prefecture(guangdong, freshCode()))
                .when().post("/api/v1/organisations").then()
                .statusCode(403)
                .contentType("application/problem+json");
    }

    @Test
    void shouldNotCreateUnitWhenAnonymous() {
        given().contentType(ContentType.JSON).body(prefecture(guangdong, freshCode()))
                .when().post("/api/v1/organisations").then()
                .statusCode(401)
                .header("WWW-Authenticate", containsString("Basic"))
                .contentType("application/problem+json");
    }

    @Test
    void shouldNotCreateUnitUnderAnotherProvince() {
        given().auth().preemptive().basic("gd-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(prefecture(beijing, freshCode()))
                .when().post("/api/v1/organisations").then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("code", equalTo("OUT_OF_JURISDICTION"));
    }

    @Test
    void shouldCreateUnitUnderOwnProvinceAsProvincialAdministrator() {
        given().auth().preemptive().basic("gd-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(prefecture(guangdong, freshCode()))
                .when().post("/api/v1/organisations").then()
                .statusCode(201);
    }

    @Test
    void shouldRejectWrongPassword() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, "wrong-password")
                .contentType(ContentType.JSON).body(prefecture(guangdong, freshCode()))
                .when().post("/api/v1/organisations").then()
                .statusCode(401);
    }

    @Test
    void shouldRejectMalformedJsonWithProblem() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body("{\"parentId\": 3,\n \"level\": ")
                .when().post("/api/v1/organisations").then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("MALFORMED_JSON"))
                .body("violations[0].line", equalTo(2))
                .body(not(containsString("Exception")));
    }

    @Test
    void shouldRejectUnknownEnumValueWithProblem() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON)
                .body(prefecture(guangdong, freshCode()).replace("PREFECTURE", "GALAXY"))
                .when().post("/api/v1/organisations").then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("INVALID_VALUE"))
                .body("violations[0].field", equalTo("level"))
                .body("violations[0]", not(org.hamcrest.Matchers.hasKey("line")))
                .body(not(containsString("org.dengji")));
    }

    @Test
    void shouldRejectWrongTypeWithProblem() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON)
                .body(prefecture(guangdong, freshCode()).replace("\"parentId\": " + guangdong, "\"parentId\": \"abc\""))
                .when().post("/api/v1/organisations").then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("violations[0].field", equalTo("parentId"));
    }

    @Test
    void shouldNameEveryInvalidField() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON)
                .body("{\"parentId\": %d, \"level\": \"PREFECTURE\", \"nameZh\": \"\", \"nameEn\": \"X\", \"unitCode\": \"12a\"}"
                        .formatted(guangdong))
                .when().post("/api/v1/organisations").then()
                .statusCode(400)
                .body("code", equalTo("VALIDATION_FAILED"))
                .body("violations.field", equalTo(java.util.List.of("nameZh", "unitCode")));
    }

    @Test
    void shouldRefuseDuplicateUnitCode() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body(prefecture(guangdong, GUANGDONG))
                .when().post("/api/v1/organisations").then()
                .statusCode(409)
                .body("code", equalTo("UNIT_CODE_TAKEN"));
    }

    @Test
    void shouldRefuseCountyUnderNationalAuthority() {
        long national = staff.unit("0001").id;
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON)
                .body(prefecture(national, freshCode()).replace("PREFECTURE", "COUNTY"))
                .when().post("/api/v1/organisations").then()
                .statusCode(422)
                .body("code", equalTo("LEVEL_NOT_ALLOWED_HERE"))
                .body("violations[0].field", equalTo("level"));
    }

    @Test
    void shouldRefuseGrantToPrefecture() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON)
                .body(prefecture(guangdong, freshCode()).replace("}", ", \"grantedTitles\": [\"FIRST_CLASS\"]}"))
                .when().post("/api/v1/organisations").then()
                .statusCode(400)
                .body("code", equalTo("GRANT_NOT_ALLOWED"));
    }

    @Test
    void shouldRefuseATitleAsAGrant() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON)
                .body(prefecture(guangdong, freshCode()).replace("PREFECTURE", "PLAN_CITY")
                        .replace("}", ", \"grantedTitles\": [\"GRANDMASTER\"]}"))
                .when().post("/api/v1/organisations").then()
                .statusCode(400)
                .body("code", equalTo("INVALID_VALUE"))
                .body("violations[0].field", equalTo("grantedTitles[0]"));
    }

    @Test
    void shouldRefuseAGrantByAProvincialAdministrator() {
        String code = freshCode();
        given().auth().preemptive().basic("gd-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON)
                .body(prefecture(guangdong, code).replace("PREFECTURE", "PLAN_CITY")
                        .replace("}", ", \"grantedTitles\": [\"FIRST_CLASS\"]}"))
                .when().post("/api/v1/organisations").then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("code", equalTo("GRANT_BY_NATIONAL_AUTHORITY_ONLY"))
                .body("detail", containsString("granted by the national authority only"));
        given().when().get("/api/v1/organisations").then().body("unitCode", not(hasItem(code)));
    }

    @Test
    void shouldGrantFirstClassAuthorityToPlanListedCity() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON)
                .body(prefecture(guangdong, freshCode()).replace("PREFECTURE", "PLAN_CITY")
                        .replace("}", ", \"grantedTitles\": [\"FIRST_CLASS\"]}"))
                .when().post("/api/v1/organisations").then()
                .statusCode(201)
                .body("approvableTitles", equalTo(java.util.List.of("FIRST_CLASS")));
    }
}
