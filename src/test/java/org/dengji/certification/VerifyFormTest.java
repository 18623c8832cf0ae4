package org.dengji.certification;

import static io.restassured.RestAssured.given;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.containsStringIgnoringCase;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Locale;
import org.dengji.certification.certificate.Certificate;
import org.dengji.common.Role;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /verify}: the public verification form leads to the verification page of the number typed,
 * tidied as people type it; it refuses an empty or malformed number with the reason; and the page
 * says "valid" only for a number issued and, when a code is given, the right code.
 */
@QuarkusTest
class VerifyFormTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    private String number;
    private String code;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
        long id = world.onNotice(ZJ, world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        number = stepOk(world.staffAt(ZJ, Role.APPROVER), id, "APPROVE").extract().path("certificateNumber");
        code = QuarkusTransaction.requiringNew().call(() -> Certificate.byNumber(number).orElseThrow().verificationCode);
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private static Response form(String lang, String typedNumber, String typedCode) {
        var request = given().redirects().follow(false).cookie("lang", lang).queryParam("number", typedNumber);
        if (typedCode != null) {
            request.queryParam("code", typedCode);
        }
        return request.get("/verify");
    }

    @Test
    void shouldShowTheFormInEitherLanguageAndLinkItFromTheHomePage() {
        String zh = given().get("/verify").then().statusCode(200).extract().asString();
        assertThat(zh, containsString("<form method=\"get\" action=\"/verify\""));
        assertThat(zh, containsString("name=\"number\""));
        assertThat(zh, containsString("name=\"code\""));
        assertThat(zh, not(containsString("id=\"form-errors\"")));
        given().cookie("lang", "en").get("/verify").then().statusCode(200).body(containsString("Verify a certificate"));
        given().get("/").then().body(containsString("<a href=\"/verify\" id=\"home-verify\">证书核验</a>"));
        given().cookie("lang", "en").get("/").then().body(containsString("id=\"home-verify\">Verify a certificate</a>"));
    }

    @Test
    void shouldLeadToTheVerificationPageOfTheNumberAsTypedTidied() {
        String typed = "  " + number.toLowerCase(Locale.ROOT).replace("-", " - ") + " ";
        Response sent = form("zh-CN", typed, " " + code.toLowerCase(Locale.ROOT) + " ");
        assertEquals(303, sent.statusCode());
        assertThat(sent.header("Location"), containsString("/verify/" + number + "?code=" + code));

        Response fullWidth = form("zh-CN", toFullWidth(number), null);
        assertEquals(303, fullWidth.statusCode());
        assertThat(fullWidth.header("Location"), containsString("/verify/" + number));
        assertThat(fullWidth.header("Location"), not(containsString("code=")));
    }

    @Test
    void shouldSayValidOnlyForTheRightCodeInEitherLanguage() {
        String right = given().get("/verify/" + number + "?code=" + code).then().statusCode(200).extract().asString();
        assertThat(right, containsString("本证书有效。"));
        assertThat(right, containsString("验证码与本证书一致"));
        String wrong = given().get("/verify/" + number + "?code=WRONGONE").then().statusCode(200).extract().asString();
        assertThat(wrong, not(containsString("有效")));
        assertThat(wrong, containsString("验证码与本证书不符"));
        assertThat(wrong, containsString("未能确认"));

        String rightEn = given().cookie("lang", "en").get("/verify/" + number + "?code=" + code).asString();
        assertThat(rightEn, containsString("This certificate is valid."));
        String wrongEn = given().cookie("lang", "en").get("/verify/" + number + "?code=WRONGONE").asString();
        assertThat(wrongEn, not(containsStringIgnoringCase("valid")));
        assertThat(wrongEn, containsString("does not match"));
    }

    @Test
    void shouldNeverSayValidForANumberNeverIssued() {
        String issuedWithoutCode = given().get("/verify/" + number).asString();
        assertThat(issuedWithoutCode, containsString("本证书有效。"));
        String unknown = number.substring(0, number.lastIndexOf('-') + 1) + "9999";
        Response sent = form("zh-CN", unknown, null);
        assertEquals(303, sent.statusCode());
        Response zh = given().get("/verify/" + unknown);
        assertEquals(404, zh.statusCode());
        assertThat(zh.asString(), not(containsString("有效")));
        assertThat(zh.asString(), containsString("没有编号为 " + unknown + " 的证书"));
        Response en = given().cookie("lang", "en").get("/verify/" + unknown + "?code=" + code);
        assertEquals(404, en.statusCode());
        assertThat(en.asString(), not(containsStringIgnoringCase("valid")));
    }

    @Test
    void shouldGiveTheFormAgainWithTheReasonForAnEmptyOrMalformedNumber() {
        Response empty = form("zh-CN", "   ", null);
        assertEquals(400, empty.statusCode());
        assertThat(empty.asString(), containsString("请输入证书编号。"));
        Response malformed = form("zh-CN", "abc/../1", null);
        assertEquals(400, malformed.statusCode());
        assertThat(malformed.asString(), containsString("这不是证书编号"));
        assertThat(malformed.asString(), containsString("value=\"ABC/../1\""));
        Response badCode = form("zh-CN", number, "12");
        assertEquals(400, badCode.statusCode());
        assertThat(badCode.asString(), containsString("验证码是证书上印的 8 个字母或数字"));
        assertThat(badCode.asString(), containsString("value=\"" + number + "\""));

        Response emptyEn = form("en", "", null);
        assertEquals(400, emptyEn.statusCode());
        assertThat(emptyEn.asString(), containsString("Please type the certificate number."));
        assertThat(form("en", "12345", null).asString(), containsString("This is not a certificate number"));
    }

    private static String toFullWidth(String ascii) {
        StringBuilder wide = new StringBuilder();
        ascii.chars().forEach(c -> wide.append(c == '-' ? '－' : (char) (c - 0x21 + 0xFF01)));
        return wide.toString();
    }
}
