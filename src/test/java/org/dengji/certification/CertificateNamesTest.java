package org.dengji.certification;

import static io.restassured.RestAssured.given;
import static org.dengji.certification.CertificationFixtures.as;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.dengji.certification.certificate.Certificate;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A certificate for every real name: a Zhejiang winner renamed before the approval, then the PDF
 * (fetched by a script with HTTP Basic) and what the approver is told. Names with characters of CJK
 * Extension B (𬌗 U+2C317, 𠀀 U+20000) print in Debian's fonts-hanazono where it is installed; an
 * emoji, which no configured font has, prints as □ and is named in the approval's answer, on the
 * application's page and on the certificate's page.
 */
@QuarkusTest
class CertificateNamesTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;
    private static final boolean EXTENSION_B_FONT = Files.isReadable(
            Path.of("/usr/share/fonts/truetype/hanazono/HanaMinB.ttf"));

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    /** The approval's answer for a winner registered under {@code name}. */
    private JsonPath approvedAs(String name) {
        clock.fix(LocalDate.of(2025, 7, 1));
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("nameZh", name, "reason", "Household register"))
                .post("/api/v1/players/" + player + "/corrections").then().statusCode(200);
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        return stepOk(world.staffAt(ZJ, Role.APPROVER), id, "APPROVE").extract().jsonPath();
    }

    /** The PDF's text, fetched as a script does, with HTTP Basic. */
    private String pdfText(String number) throws IOException {
        Response pdf = given().auth().preemptive().basic(world.staffAt(ZJ, Role.APPROVER), StaffFixtures.PASSWORD)
                .get("/certificates/" + number + "/pdf");
        assertEquals(200, pdf.statusCode(), pdf.asString());
        assertEquals("application/pdf", pdf.contentType());
        try (PDDocument doc = Loader.loadPDF(pdf.asByteArray())) {
            return new PDFTextStripper().getText(doc);
        }
    }

    private String page(String path) {
        return given().auth().preemptive().basic(world.staffAt(ZJ, Role.APPROVER), StaffFixtures.PASSWORD).get(path)
                .then().statusCode(200).extract().asString();
    }

    @Test
    void shouldPrintNamesWithCharactersOfCjkExtensionB() throws IOException {
        for (String name : List.of("王𬌗", "𠀀明")) {
            JsonPath approval = approvedAs(name);
            String text = pdfText(approval.getString("certificateNumber"));
            if (EXTENSION_B_FONT) {
                assertTrue(text.contains(name), text);
                assertThat(approval.getList("certificateUnprintable"), empty());
            } else {
                assertTrue(text.contains("□"), text);
                assertEquals(1, approval.getList("certificateUnprintable").size());
            }
        }
    }

    @Test
    void shouldPrintAnEmojiAsAPlaceholderAndTellTheApprover() throws IOException {
        JsonPath approval = approvedAs("王😀");
        assertEquals(List.of("U+1F600"), approval.getList("certificateUnprintable"));
        String number = approval.getString("certificateNumber");
        assertTrue(pdfText(number).contains("王□"), "the placeholder is drawn");

        String staffPage = page("/certificates/" + number + "?lang=en");
        assertThat(staffPage, containsString("1 character of the name cannot be printed:"));
        assertThat(staffPage, containsString("U+1F600"));
        assertThat(page("/certificates/" + number), containsString("姓名中有 1 个字符无法印在证书上"));
        assertThat(page("/applications/" + approval.getLong("id") + "?lang=en"),
                containsString("1 character of the name cannot be printed:"));
    }

    @Test
    void shouldPrintAHanAndLatinNameWithoutAnyNote() throws IOException {
        JsonPath approval = approvedAs("王浩然 Wang Haoran");
        assertThat(approval.getList("certificateUnprintable"), empty());
        String number = approval.getString("certificateNumber");
        assertTrue(pdfText(number).contains("王浩然 Wang Haoran"));
        assertThat(page("/certificates/" + number + "?lang=en"), not(containsString("cannot be printed")));
    }

    @Test
    void shouldPrintAStoredNameWithAControlCharacterInsteadOfFailing() throws IOException {
        String number = approvedAs("王浩").getString("certificateNumber");
        // Written before names were checked at every door: the certificate keeps the name it was issued with.
        QuarkusTransaction.requiringNew().run(() -> Certificate.update("playerName = ?1 where number = ?2", "王\u0007浩",
                number));
        assertTrue(pdfText(number).contains("王□浩"));
        assertThat(page("/certificates/" + number + "?lang=en"), containsString("U+0007"));
    }
}
