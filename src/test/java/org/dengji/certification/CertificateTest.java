package org.dengji.certification;

import static io.restassured.RestAssured.given;
import static org.dengji.certification.CertificationFixtures.as;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.dengji.authority.Grant;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Role;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.TestClock;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Certificates: issued on approval with a number <unit code>-<year>-<title code>-<sequence>, numbers
 * without gaps under 20 concurrent approvals, public verification of a valid and a revoked number
 * (the API says nothing else about the player), the printable page with its QR code, and the PDF.
 */
@QuarkusTest
class CertificateTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;

    @Inject
    CertificationFixtures world;

    @Inject
    TreeFixtures tree;

    @Inject
    TestClock clock;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private String approved(String player) {
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        return stepOk(world.staffAt(ZJ, Role.APPROVER), id, "APPROVE")
                .body("certificateNumber", matchesPattern("3300-2025-FIRST_CLASS-\\d{4}"))
                .extract().path("certificateNumber");
    }

    @Test
    void shouldVerifyAValidAndThenARevokedNumberSayingNothingElseAboutThePlayer() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        String number = approved(player);
        Map<String, Object> answer = given().get("/api/v1/certificates/" + number).then().statusCode(200)
                .body("number", equalTo(number)).body("title", equalTo("FIRST_CLASS"))
                .body("issuedOn", equalTo("2025-07-08")).body("issuer", equalTo("浙江省"))
                .body("status", equalTo("VALID")).extract().jsonPath().getMap("$");
        assertEquals(Set.of("number", "name", "title", "issuedOn", "issuer", "status"), answer.keySet());
        given().get("/players/" + player).then().statusCode(200).body(containsString("一级棋士"));

        given().get("/api/v1/certificates/3300-2025-FIRST_CLASS-9999").then().statusCode(404)
                .body("code", equalTo("CERTIFICATE_NOT_FOUND"));
    }

    @Test
    void shouldShowRevocationOnTheVerificationPage() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        String approver = world.staffAt(ZJ, Role.APPROVER);
        String number = stepOk(approver, id, "APPROVE").extract().path("certificateNumber");
        given().get("/verify/" + number).then().statusCode(200).body(containsString("本证书有效"));
        clock.fix(LocalDate.of(2025, 8, 1));
        CertificationFixtures.step(approver, id, "REVOKE", "Played under another name.").statusCode(200)
                .body("certificateNumber", equalTo(number));
        given().get("/api/v1/certificates/" + number).then().body("status", equalTo("REVOKED"));
        given().get("/verify/" + number).then().statusCode(200).body(containsString("2025-08-01"))
                .body(containsString("已撤销"));
        given().get("/verify/" + number + "?lang=en").then().body(containsString("was revoked on 2025-08-01"));
        given().get("/verify/NO-SUCH-NUMBER").then().statusCode(404)
                .body(containsString("没有编号为 NO-SUCH-NUMBER 的证书"));
        given().get("/verify/NO-SUCH-NUMBER?lang=en").then().statusCode(404)
                .body(containsString("No certificate has the number NO-SUCH-NUMBER."));
        given().get("/verify/" + "<b>".repeat(40)).then().statusCode(404)
                .body(not(containsString("<b>")));
    }

    @Test
    void shouldPrintTheCertificateWithItsQrCodeAndAPdfForStaffOnly() throws Exception {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        String number = approved(player);
        String approver = world.staffAt(ZJ, Role.APPROVER);
        String page = given().auth().preemptive().basic(approver, "fixture-password").get("/certificates/" + number)
                .then().statusCode(200).extract().asString();
        assertTrue(page.contains("<svg") && page.contains("aria-label=\"http"), "the QR code is drawn");
        String code = page.replaceAll("(?s).*id=\"verification-code\">([A-Z0-9]{8})<.*", "$1");
        assertEquals(8, code.length(), code);
        given().get("/verify/" + number + "?code=" + code).then().body(containsString("验证码与本证书一致"));
        given().get("/verify/" + number + "?code=WRONGONE").then().body(containsString("验证码与本证书不符"));

        given().redirects().follow(false).get("/certificates/" + number).then().statusCode(302);
        // Staff outside the jurisdiction get the print page of a certificate they may not handle as nothing.
        given().auth().preemptive().basic(world.staffAt("1100", Role.REVIEWER), "fixture-password")
                .get("/certificates/" + number).then().statusCode(404);

        Response pdf = given().auth().preemptive().basic(approver, "fixture-password")
                .get("/certificates/" + number + "/pdf");
        assertEquals(200, pdf.statusCode());
        assertEquals("application/pdf", pdf.contentType());
        try (PDDocument doc = Loader.loadPDF(pdf.asByteArray())) {
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains(number), text);
            assertTrue(text.contains("国际象棋运动员技术等级证书"), text);
            assertTrue(text.contains(code), text);
        }
    }

    @Test
    void shouldNumberTwentyConcurrentApprovalsOfOneUnitWithoutGaps() throws Exception {
        Organisation city = tree.unit(tree.seeded(ZJ), OrganisationLevel.PLAN_CITY, "Certificate city", Grant.FIRST_CLASS);
        List<String> players = new ArrayList<>();
        while (players.size() < 20) {
            var event = world.imported(city.unitCode, "PROVINCIAL_INDIVIDUAL", "OPEN", RegistryFixtures.tag(), "City");
            for (int place = 1; place <= 6 && players.size() < 20; place++) {
                players.add(event.byPlace().get(place));
            }
        }
        List<Long> ids = new ArrayList<>();
        for (String player : players) {
            ids.add(world.onNotice(ZJ, player, "FIRST_CLASS"));
        }
        clock.fix(LocalDate.of(2025, 7, 8));
        String approver = world.staffAt(city.unitCode, Role.APPROVER);
        ExecutorService pool = Executors.newFixedThreadPool(ids.size());
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Response>> answers = new ArrayList<>();
        for (long id : ids) {
            answers.add(pool.submit(() -> {
                start.await();
                return as(approver).body(Map.of("action", "APPROVE")).post("/api/v1/applications/" + id + "/transitions");
            }));
        }
        start.countDown();
        List<Integer> sequences = new ArrayList<>();
        for (Future<Response> answer : answers) {
            Response r = answer.get();
            assertEquals(200, r.statusCode(), r.asString());
            String number = r.path("certificateNumber");
            assertTrue(number.startsWith(city.unitCode + "-2025-FIRST_CLASS-"), number);
            sequences.add(Integer.parseInt(number.substring(number.lastIndexOf('-') + 1)));
        }
        pool.shutdown();
        sequences.sort(null);
        List<Integer> expected = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            expected.add(i);
        }
        assertEquals(expected, sequences);
    }
}
