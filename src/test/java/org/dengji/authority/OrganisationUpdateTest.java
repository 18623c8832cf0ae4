package org.dengji.authority;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code PUT /api/v1/organisations/{id}}: only an administrator of a unit above may change a unit
 * (its names, codes, grants, level, parent), and only an administrator of the national authority may
 * change its grants; everyone else gets 403, each case its own test. Each test works on units of its
 * own under 四川 (5100), with 云南 (5300) as the other province.
 */
@QuarkusTest
class OrganisationUpdateTest {

    @Inject
    TreeFixtures tree;

    @Inject
    AuditLog audit;

    @TestHTTPResource("/")
    URL base;

    private Organisation sichuan;
    private Organisation prefecture;
    private Organisation county;

    @BeforeEach
    void setUp() {
        sichuan = tree.seeded("5100");
        prefecture = tree.unit(sichuan, OrganisationLevel.PREFECTURE, "Test Prefecture");
        county = tree.unit(prefecture, OrganisationLevel.COUNTY, "Test County");
    }

    static String state(Organisation unit, Long parentId, String level, String nameEn, String grants) {
        return """
                {"parentId": %d, "level": "%s", "nameZh": "%s", "nameEn": "%s", "unitCode": "%s",
                 "grantedTitles": [%s]}""".formatted(parentId, level, unit.nameZh, nameEn, unit.unitCode, grants);
    }

    static String renamed(Organisation unit, String nameEn) {
        return state(unit, unit.parentId(), unit.level.name(), nameEn, "");
    }

    static ValidatableResponse put(String user, Organisation unit, String body) {
        String password = user.equals(StaffFixtures.ADMIN) ? StaffFixtures.ADMIN_PASSWORD : StaffFixtures.PASSWORD;
        return given().auth().preemptive().basic(user, password)
                .contentType(ContentType.JSON).body(body)
                .when().put("/api/v1/organisations/" + unit.id).then();
    }

    @Test
    void provincialAdministratorRenamesAPrefectureAndTheAuditKeepsBothStates() {
        put(tree.admin(sichuan), prefecture, renamed(prefecture, "Renamed Prefecture"))
                .statusCode(200).body("nameEn", equalTo("Renamed Prefecture"));

        var last = audit.forEntity(AuditedEntity.ORGANISATION, prefecture.id).get(0);
        Assertions.assertEquals("ORGANISATION_UPDATED", last.action);
        Assertions.assertEquals(prefecture.id, last.organisationId);
        Assertions.assertTrue(last.before.contains("Test Prefecture"), last.before);
        Assertions.assertTrue(last.after.contains("Renamed Prefecture"), last.after);
    }

    @Test
    void nationalAdministratorRenamesASeededProvince() {
        put(StaffFixtures.ADMIN, sichuan, renamed(sichuan, "Sichuan Province")).statusCode(200);
        put(StaffFixtures.ADMIN, sichuan, renamed(sichuan, "Sichuan")).statusCode(200).body("nameEn", equalTo("Sichuan"));
    }

    @Test
    void shouldNotChangeOwnUnit() {
        put(tree.admin(prefecture), prefecture, renamed(prefecture, "Self-renamed"))
                .statusCode(403).body("code", equalTo("OUT_OF_JURISDICTION")).body("detail", containsString("own unit"));
    }

    @Test
    void shouldNotRenameOwnSeededProvince() {
        put(tree.admin(sichuan), sichuan, renamed(sichuan, "Great Sichuan")).statusCode(403);
        put(tree.admin(sichuan), sichuan, state(sichuan, sichuan.parentId(), "PROVINCIAL", "Sichuan", "")
                .replace("\"5100\"", "\"5199\"")).statusCode(403);
    }

    @Test
    void shouldNotChangeASiblingUnit() {
        Organisation sibling = tree.unit(sichuan, OrganisationLevel.PREFECTURE, "Sibling Prefecture");
        put(tree.admin(sibling), prefecture, renamed(prefecture, "Taken Over")).statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION"));
    }

    @Test
    void shouldNotChangeTheUnitAboveFromAChild() {
        put(tree.admin(county), prefecture, renamed(prefecture, "Renamed From Below")).statusCode(403);
    }

    @Test
    void shouldNotChangeAUnitOfAnotherProvince() {
        put(tree.admin(tree.seeded("5300")), prefecture, renamed(prefecture, "Renamed By Yunnan")).statusCode(403)
                .body("code", equalTo("OUT_OF_JURISDICTION"));
    }

    @Test
    void shouldNotChangeTheNationalAuthority() {
        Organisation national = tree.seeded("0001");
        put(tree.admin(sichuan), national, state(national, 0L, "NATIONAL", "Renamed", "")).statusCode(403);
        put(StaffFixtures.ADMIN, national, state(national, 0L, "NATIONAL", "Renamed", "")).statusCode(403)
                .body("detail", containsString("own unit"));
    }

    @Test
    void shouldNotLetAPlanListedCityGrantItselfAuthority() {
        Organisation city = tree.unit(sichuan, OrganisationLevel.PLAN_CITY, "Test Plan City");
        put(tree.admin(city), city, state(city, sichuan.id, "PLAN_CITY", city.nameEn, "\"FIRST_CLASS\", \"SECOND_CLASS\""))
                .statusCode(403);
        given().when().get("/api/v1/organisations/" + city.id).then().body("grantedTitles", equalTo(List.of()));
    }

    @Test
    void shouldNotLetAnIndustryUnitGrantItselfAuthority() {
        Organisation industry = tree.unit(tree.seeded("0001"), OrganisationLevel.INDUSTRY, "Test Industry");
        put(tree.admin(industry), industry, state(industry, industry.parentId(), "INDUSTRY", industry.nameEn,
                "\"FIRST_CLASS\"")).statusCode(403);
    }

    @Test
    void theNationalAuthorityGrantsAPlanListedCityFirstClassAuthority() {
        Organisation city = tree.unit(sichuan, OrganisationLevel.PLAN_CITY, "Granted Plan City");
        put(StaffFixtures.ADMIN, city, state(city, sichuan.id, "PLAN_CITY", city.nameEn, "\"FIRST_CLASS\""))
                .statusCode(200)
                .body("grantedTitles", equalTo(List.of("FIRST_CLASS")))
                .body("approvableTitles", equalTo(List.of("FIRST_CLASS")));
    }

    @Test
    void shouldNotLetAProvinceGrantItsPlanListedCityAuthority() {
        Organisation city = tree.unit(sichuan, OrganisationLevel.PLAN_CITY, "Province Granted City");
        put(tree.admin(sichuan), city, state(city, sichuan.id, "PLAN_CITY", city.nameEn, "\"FIRST_CLASS\""))
                .statusCode(403)
                .body("code", equalTo("GRANT_BY_NATIONAL_AUTHORITY_ONLY"))
                .body("detail", containsString("granted by the national authority only"))
                .body("detail", containsString("(5100)"))
                .body("violations[0].field", equalTo("grantedTitles"));
        Assertions.assertEquals(java.util.Set.of(), tree.reload(city).grants);
    }

    @Test
    void shouldNotLetAProvinceWithdrawAGrant() {
        Organisation city = tree.unit(sichuan, OrganisationLevel.PLAN_CITY, "Withdrawn City", Grant.SECOND_CLASS);
        put(tree.admin(sichuan), city, state(city, sichuan.id, "PLAN_CITY", city.nameEn, "")).statusCode(403)
                .body("code", equalTo("GRANT_BY_NATIONAL_AUTHORITY_ONLY"));
        Assertions.assertEquals(java.util.Set.of(Grant.SECOND_CLASS), tree.reload(city).grants);
    }

    @Test
    void provincialAdministratorRenamesAGrantedCityKeepingItsGrants() {
        Organisation city = tree.unit(sichuan, OrganisationLevel.PLAN_CITY, "Kept Grant City", Grant.FIRST_CLASS);
        put(tree.admin(sichuan), city, state(city, sichuan.id, "PLAN_CITY", "Renamed Grant City", "\"FIRST_CLASS\""))
                .statusCode(200)
                .body("nameEn", equalTo("Renamed Grant City"))
                .body("grantedTitles", equalTo(List.of("FIRST_CLASS")));
    }

    @Test
    void shouldNotGrantAuthorityToAPrefecture() {
        put(StaffFixtures.ADMIN, prefecture, state(prefecture, sichuan.id, "PREFECTURE", prefecture.nameEn,
                "\"SECOND_CLASS\"")).statusCode(400).body("code", equalTo("GRANT_NOT_ALLOWED"));
    }

    @Test
    void shouldNotUpdateAsApprover() {
        put(tree.staffOf(sichuan, Role.APPROVER), prefecture, renamed(prefecture, "Renamed")).statusCode(403)
                .body("code", equalTo("FORBIDDEN"));
    }

    @Test
    void shouldNotUpdateWhenAnonymous() {
        given().contentType(ContentType.JSON).body(renamed(prefecture, "Renamed"))
                .when().put("/api/v1/organisations/" + prefecture.id).then().statusCode(401);
    }

    @Test
    void shouldAnswerUnknownUnitWith404() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body(renamed(prefecture, "X"))
                .when().put("/api/v1/organisations/999999").then()
                .statusCode(404).body("code", equalTo("ORGANISATION_NOT_FOUND"));
    }

    /**
     * The server refuses a body over the limit from its Content-Length alone, before reading it, and
     * closes the connection: so this speaks HTTP over a socket and sends only the head.
     */
    @Test
    void shouldRefuseOversizedBody() throws Exception {
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            String head = "PUT /api/v1/organisations/" + prefecture.id + " HTTP/1.1\r\nHost: localhost\r\n"
                    + "Content-Type: application/json\r\nContent-Length: " + (64L * 1024 * 1024) + "\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            String status = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            Assertions.assertEquals("HTTP/1.1 413 Request Entity Too Large", status);
        }
    }
}
