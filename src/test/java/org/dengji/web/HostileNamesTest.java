package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.dengji.certification.CertificationFixtures.as;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.dengji.authority.Organisation;
import org.dengji.certification.CertificationFixtures;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The attack suite's case of hostile names. A name no certificate font has (an emoji, CJK Extension
 * G, a private-use character, a right-to-left override, a name of forty emoji) goes in through the
 * player correction and comes out as a certificate: the PDF is made (□ for each such character) and
 * the approver is told which characters; never a server error. A name with a control character is
 * refused, naming the field, at every door where names come in: players, objections (API and
 * form), accounts (API and forms), organisations (API and form), event corrections, standard drafts.
 */
@QuarkusTest
class HostileNamesTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;
    private static final String BELL = "\u0007";

    @Inject
    CertificationFixtures world;

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    @ParameterizedTest
    @CsvSource({
        "'王😀', U+1F600",
        "'𰻝𰻝面', U+30EDD",
        "'王\uE000', U+E000",
        "'\u202E王浩', U+202E",
        "'😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀', U+1F600",
    })
    void shouldPrintACertificateForANameNoFontHas(String name, String reported) throws IOException {
        clock.fix(LocalDate.of(2025, 7, 1));
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("nameZh", name)).post("/api/v1/players/" + player
                + "/corrections").then().statusCode(200);
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        String approver = world.staffAt(ZJ, Role.APPROVER);
        String number = CertificationFixtures.stepOk(approver, id, "APPROVE")
                .body("certificateUnprintable", equalTo(List.of(reported))).extract().path("certificateNumber");

        Response pdf = given().auth().preemptive().basic(approver, StaffFixtures.PASSWORD)
                .get("/certificates/" + number + "/pdf");
        assertEquals(200, pdf.statusCode(), pdf.asString());
        try (PDDocument doc = Loader.loadPDF(pdf.asByteArray())) {
            assertTrue(new PDFTextStripper().getText(doc).contains(number));
        }
        given().auth().preemptive().basic(approver, StaffFixtures.PASSWORD).get("/certificates/" + number + "?lang=en")
                .then().statusCode(200).body(containsString("of the name cannot be printed:"))
                .body(containsString(reported));
    }

    @Test
    void shouldRefuseAControlCharacterInNamesThroughTheApi() {
        long zhejiang = staff.unit(ZJ).id;
        String admin = staff.ensure("hostile-names-admin", Role.ADMIN, CertificationFixtures.NATIONAL);
        refused(as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("nameZh", "王" + BELL + "浩"))
                .post("/api/v1/players/" + world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL") + "/corrections"), "nameZh");
        refused(given().contentType("application/json").body(Map.of("name", "李" + BELL + "明", "contact", "138",
                "text", "Not his game.")).post("/api/v1/notices/" + onNotice() + "/objections"), "name");
        refused(as(admin).body(Map.of("username", "hostile-name", "password", "a-long-password", "displayName",
                "王\n芳", "organisationId", zhejiang, "roles", List.of("REVIEWER"))).post("/api/v1/users"),
                "displayName");
        // Each body is the record as it is but for the name, so that nothing else could change.
        long clerk = staff.account(world.staffAt(ZJ, Role.REVIEWER)).id;
        refused(as(admin).body(Map.of("displayName", "王\u0000芳", "organisationId", zhejiang, "roles",
                List.of("REVIEWER"))).put("/api/v1/users/" + clerk), "displayName");
        refused(as(admin).body(unit(zhejiang, "PREFECTURE", "杭\t州", "Hangzhou", "3392"))
                .post("/api/v1/organisations"), "nameZh");
        Organisation beijing = staff.unit("1100");
        Map<String, Object> renamed = new java.util.HashMap<>(unit(beijing.parentId(), beijing.level.name(),
                beijing.nameZh, "Bei\rjing", beijing.unitCode));
        renamed.put("adminCode", beijing.adminCode);
        renamed.put("grantedTitles", beijing.grants.stream().map(Enum::name).toList());
        refused(as(admin).body(renamed).put("/api/v1/organisations/" + beijing.id), "nameEn");
        refused(as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("name", "Open" + BELL))
                .post("/api/v1/events/" + world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN",
                        org.dengji.registry.RegistryFixtures.tag(), "Hostile").id() + "/corrections"), "name");
        refused(as(admin).body(Map.of("code", "HOSTILE-NAME-1", "nameZh", "标准\u001b"))
                .post("/api/v1/standards/CN-NATIONAL-1/drafts"), "nameZh");
    }

    @Test
    void shouldRefuseAControlCharacterInNamesThroughTheForms() {
        long zhejiang = staff.unit(ZJ).id;
        StaffSession visitor = StaffSession.anonymous();
        Response objection = visitor.postForm("/notices", "/notices/" + onNotice() + "/objections",
                Map.of("name", "李\t明", "contact", "13800000000", "text", "Not his game."));
        assertEquals(400, objection.statusCode(), objection.asString());

        String admin = staff.ensure("hostile-names-form-admin", Role.ADMIN, CertificationFixtures.NATIONAL);
        StaffSession browser = StaffSession.signIn(admin, StaffFixtures.PASSWORD);
        Response newAccount = browser.postForm("/admin/users", "/admin/users", Map.of("username", "hostile-form-name",
                "displayName", "王" + BELL + "芳", "password", "a-long-password", "organisationId", zhejiang,
                "roles", "REVIEWER"));
        assertEquals(400, newAccount.statusCode(), newAccount.asString());
        assertThat(newAccount.asString(), containsString("不能含有制表符、换行符等控制字符"));
        long clerk = staff.account(world.staffAt(ZJ, Role.REVIEWER)).id;
        Response rename = browser.postForm("/admin/users/" + clerk, "/admin/users/" + clerk, Map.of("displayName",
                "王\n芳", "organisationId", zhejiang, "roles", "REVIEWER"));
        assertEquals(400, rename.statusCode(), rename.asString());

        Response newUnit = browser.postForm("/admin/organisations/new?parent=" + zhejiang, "/admin/organisations",
                Map.of("parentId", zhejiang, "level", "PREFECTURE", "nameZh", "杭州市", "nameEn", "Hang" + BELL + "zhou",
                        "unitCode", "3391"));
        assertEquals(400, newUnit.statusCode(), newUnit.asString());
        assertThat(newUnit.asString(), containsString("不能含有制表符、换行符等控制字符"));
        given().get("/organisations").then().body(org.hamcrest.Matchers.not(containsString("3391")));
    }

    private long onNotice() {
        clock.fix(LocalDate.of(2025, 7, 1));
        return world.onNotice(ZJ, world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
    }

    private static Map<String, Object> unit(Long parentId, String level, String nameZh, String nameEn, String code) {
        return Map.of("parentId", parentId, "level", level, "nameZh", nameZh, "nameEn", nameEn, "unitCode", code,
                "grantedTitles", List.of());
    }

    private static void refused(Response answer, String field) {
        ValidatableResponse then = answer.then();
        then.statusCode(400).body("code", equalTo("VALIDATION_FAILED")).body("violations.field", hasItem(field));
    }
}
