package org.dengji.audit;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.in;
import static org.hamcrest.Matchers.not;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.authority.OrganisationService;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /api/v1/audit}: administrators read entries within their jurisdiction only, filtered by
 * entity, user name and time, a page at a time ({@code {"items": [...], "total": n}}). Each test makes
 * its own entries in a province of its own (广西 4500; 贵州 5200 as the other one).
 */
@QuarkusTest
class AuditApiTest {

    @Inject
    TreeFixtures tree;

    @Inject
    TestClock clock;

    @Inject
    OrganisationService organisations;

    private Organisation guangxi;
    private Organisation guizhou;

    @BeforeEach
    void setUp() {
        guangxi = tree.seeded("4500");
        guizhou = tree.seeded("5200");
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    private static RequestSpecification as(String user) {
        String password = user.equals(StaffFixtures.ADMIN) ? StaffFixtures.ADMIN_PASSWORD : StaffFixtures.PASSWORD;
        return given().auth().preemptive().basic(user, password);
    }

    /** Adds a prefecture under {@code parent} through the API, as {@code user}; returns its id. */
    private String addPrefecture(String user, Organisation parent) {
        String location = as(user).contentType(ContentType.JSON)
                .body("{\"parentId\": %d, \"level\": \"PREFECTURE\", \"nameZh\": \"审计市\", \"nameEn\": \"Audit City\", \"unitCode\": \"%s\"}"
                        .formatted(parent.id, tree.freeUnitCode()))
                .when().post("/api/v1/organisations").then().statusCode(201).extract().header("Location");
        return location.substring(location.lastIndexOf('/') + 1);
    }

    @Test
    void administratorReadsTheTrailOfANewUnit() {
        String id = addPrefecture(StaffFixtures.ADMIN, guangxi);

        as(StaffFixtures.ADMIN).queryParams(Map.of("entityType", "organisation", "entityId", id))
                .when().get("/api/v1/audit").then()
                .statusCode(200)
                .body("total", equalTo(1))
                .body("items", hasSize(1))
                .body("items[0].actor", equalTo("admin"))
                .body("items[0].action", equalTo("ORGANISATION_CREATED"))
                .body("items[0].organisationId", equalTo(Integer.parseInt(id)));
    }

    @Test
    void aCountyAdministratorDoesNotReadTheNationalAdministratorsTrail() {
        Organisation prefecture = tree.unit(guangxi, OrganisationLevel.PREFECTURE, "Audit Prefecture");
        String county = tree.admin(tree.unit(prefecture, OrganisationLevel.COUNTY, "Audit County"));
        int nationalAdmin = as(StaffFixtures.ADMIN).when().get("/api/v1/me").then().extract().path("id");
        Map<String, Object> trail = Map.of("entityType", "user", "entityId", nationalAdmin);

        as(county).queryParams(trail).when().get("/api/v1/audit").then()
                .statusCode(200).body("items", empty()).body("total", equalTo(0));
        as(StaffFixtures.ADMIN).queryParams(trail).when().get("/api/v1/audit").then()
                .statusCode(200).body("items.action", hasItem("USER_CREATED"));
    }

    @Test
    void aProvincialAdministratorReadsItsOwnProvinceAndNotAnother() {
        String own = addPrefecture(StaffFixtures.ADMIN, guangxi);
        String other = addPrefecture(StaffFixtures.ADMIN, guizhou);
        tree.admin(guangxi);
        List<Integer> subtree = QuarkusTransaction.requiringNew().call(() -> organisations.subtreeIds(guangxi))
                .stream().map(Long::intValue).toList();

        as(tree.admin(guangxi)).queryParams(Map.of("size", 200))
                .when().get("/api/v1/audit").then()
                .statusCode(200)
                .body("items.entityId", hasItem(own))
                .body("items.entityId", not(hasItem(other)))
                .body("items.organisationId", everyItem(in(subtree)));
    }

    @Test
    void standardsConcernTheNationalUnit() {
        String code = "AUDIT-" + tree.freeUnitCode();
        as(StaffFixtures.ADMIN).contentType(ContentType.JSON).body("{\"code\": \"" + code + "\"}")
                .when().post("/api/v1/standards/CN-NATIONAL-1/drafts").then().statusCode(201);
        Map<String, Object> trail = Map.of("entityType", "standard", "entityId", code);

        as(StaffFixtures.ADMIN).queryParams(trail).when().get("/api/v1/audit").then()
                .body("total", equalTo(1)).body("items[0].organisationId", equalTo(tree.seeded("0001").id.intValue()));
        as(tree.admin(guangxi)).queryParams(trail).when().get("/api/v1/audit").then()
                .statusCode(200).body("total", equalTo(0));
    }

    @Test
    void filtersByUserNameAndPages() {
        String provincial = tree.admin(guangxi);
        String first = addPrefecture(provincial, guangxi);
        String second = addPrefecture(provincial, guangxi);
        addPrefecture(StaffFixtures.ADMIN, guangxi);

        as(provincial).queryParams(Map.of("username", provincial)).when().get("/api/v1/audit").then()
                .statusCode(200).body("total", equalTo(2)).body("items.actor", everyItem(equalTo(provincial)));
        as(provincial).queryParams(Map.of("username", provincial, "size", 1, "page", 0)).when().get("/api/v1/audit")
                .then().body("items.entityId", equalTo(List.of(second))).body("total", equalTo(2));
        as(provincial).queryParams(Map.of("username", provincial, "size", 1, "page", 1)).when().get("/api/v1/audit")
                .then().body("items.entityId", equalTo(List.of(first)));
    }

    @Test
    void filtersByDayAndInstant() {
        String provincial = tree.admin(guizhou);
        clock.fix(LocalDate.of(2031, 3, 1));
        String march1 = addPrefecture(provincial, guizhou);
        clock.fix(LocalDate.of(2031, 3, 5));
        String march5 = addPrefecture(provincial, guizhou);
        Map<String, Object> mine = Map.of("username", provincial);

        as(provincial).queryParams(mine).queryParam("from", "2031-03-02").when().get("/api/v1/audit").then()
                .body("items.entityId", equalTo(List.of(march5)));
        as(provincial).queryParams(mine).queryParam("to", "2031-03-01").when().get("/api/v1/audit").then()
                .body("items.entityId", equalTo(List.of(march1)));
        as(provincial).queryParams(mine).queryParam("from", "2031-03-01T04:00:00Z").queryParam("to", "2031-03-05T04:00:00Z")
                .when().get("/api/v1/audit").then()
                .body("items.entityId", equalTo(List.of(march1)));
    }

    @Test
    void shouldNameAWrongParameter() {
        as(StaffFixtures.ADMIN).queryParam("page", "first").when().get("/api/v1/audit").then()
                .statusCode(400).contentType("application/problem+json").body("violations[0].field", equalTo("page"));
        as(StaffFixtures.ADMIN).queryParam("size", "0").when().get("/api/v1/audit").then()
                .statusCode(400).body("violations[0].field", equalTo("size"));
        as(StaffFixtures.ADMIN).queryParam("size", "201").when().get("/api/v1/audit").then()
                .statusCode(400).body("violations[0].field", equalTo("size"));
        as(StaffFixtures.ADMIN).queryParam("from", "yesterday").when().get("/api/v1/audit").then()
                .statusCode(400).body("violations[0].field", equalTo("from"));
    }

    @Test
    void readsEveryEntryUnfilteredAsTheNationalAdministrator() {
        as(StaffFixtures.ADMIN).when().get("/api/v1/audit").then()
                .statusCode(200).body("total", greaterThanOrEqualTo(1)).body("items.size()", greaterThanOrEqualTo(1));
    }

    @Test
    void shouldNotShowTheTrailToARegistrarOrAnonymous() {
        String registrar = tree.staffOf(guangxi, Role.REGISTRAR);
        as(registrar).when().get("/api/v1/audit").then().statusCode(403);
        given().when().get("/api/v1/audit").then().statusCode(401);
    }
}
