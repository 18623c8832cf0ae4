package org.dengji.authority;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.dengji.audit.AuditLog;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Editing a unit: the access matrix, the immutable level, and the before/after audit record. */
@QuarkusTest
class OrganisationUpdateTest {

    @Inject
    StaffFixtures staff;

    @Inject
    AuditLog audit;

    @TestHTTPResource("/")
    URL base;

    private long sichuan;

    @BeforeEach
    void setUp() {
        staff.ensure("sc-admin", Role.ADMIN, "5100");
        staff.ensure("yn-admin", Role.ADMIN, "5300");
        staff.ensure("sc-approver", Role.APPROVER, "5100");
        sichuan = staff.unit("5100").id;
    }

    private static String sichuan(String nameEn) {
        return """
                {"parentId": 1, "level": "PROVINCIAL", "nameZh": "四川省", "nameEn": "%s", "unitCode": "5100",
                 "adminCode": "510000"}""".formatted(nameEn);
    }

    @Test
    void shouldUpdateOwnUnitAndAuditBothStates() {
        given().auth().preemptive().basic("sc-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(sichuan("Sichuan Province"))
                .when().put("/api/v1/organisations/" + sichuan).then()
                .statusCode(200).body("nameEn", equalTo("Sichuan Province"));
        var last = audit.forEntity("organisation", sichuan).get(audit.forEntity("organisation", sichuan).size() - 1);
        Assertions.assertEquals("ORGANISATION_UPDATED", last.action);
        Assertions.assertTrue(last.before.contains("Sichuan"), last.before);
        Assertions.assertTrue(last.after.contains("Sichuan Province"), last.after);
        given().auth().preemptive().basic("sc-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(sichuan("Sichuan"))
                .when().put("/api/v1/organisations/" + sichuan).then().statusCode(200);
    }

    @Test
    void shouldNotUpdateAnotherProvince() {
        given().auth().preemptive().basic("yn-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(sichuan("Renamed"))
                .when().put("/api/v1/organisations/" + sichuan).then()
                .statusCode(403).body("code", equalTo("OUT_OF_JURISDICTION"));
    }

    @Test
    void shouldNotUpdateAsApprover() {
        given().auth().preemptive().basic("sc-approver", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(sichuan("Renamed"))
                .when().put("/api/v1/organisations/" + sichuan).then().statusCode(403);
    }

    @Test
    void shouldNotUpdateWhenAnonymous() {
        given().contentType(ContentType.JSON).body(sichuan("Renamed"))
                .when().put("/api/v1/organisations/" + sichuan).then().statusCode(401);
    }

    @Test
    void shouldKeepTheLevel() {
        given().auth().preemptive().basic("sc-admin", StaffFixtures.PASSWORD)
                .contentType(ContentType.JSON).body(sichuan("Sichuan").replace("PROVINCIAL", "PREFECTURE"))
                .when().put("/api/v1/organisations/" + sichuan).then()
                .statusCode(400).body("code", equalTo("LEVEL_IMMUTABLE"));
    }

    @Test
    void shouldAnswerUnknownUnitWith404() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .contentType(ContentType.JSON).body(sichuan("X"))
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
            String head = "PUT /api/v1/organisations/" + sichuan + " HTTP/1.1\r\nHost: localhost\r\n"
                    + "Content-Type: application/json\r\nContent-Length: " + (64L * 1024 * 1024) + "\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            String status = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            Assertions.assertEquals("HTTP/1.1 413 Request Entity Too Large", status);
        }
    }
}
