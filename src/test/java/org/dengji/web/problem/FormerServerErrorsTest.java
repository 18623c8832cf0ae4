package org.dengji.web.problem;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.net.http.HttpResponse;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import jakarta.inject.Inject;
import org.dengji.support.Browserless;
import org.dengji.support.RawHttp;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/**
 * Requests that answered 500 before, each now a 4xx with a problem body (API) or an error page in the
 * reader's language (pages). The test names read as the list. Races are in
 * {@link ConcurrentWritesTest}, dates in {@link DateRangeTest}, the standards' numbers in
 * {@link StandardInputTest}.
 */
@QuarkusTest
class FormerServerErrorsTest {

    private static final String WHAT_IF = "/api/v1/eligibility/what-if";
    private static final String PROBLEM = "application/problem+json";

    @Inject
    StaffFixtures staff;

    private static String thousandAndOneFields() {
        return IntStream.range(0, 1001).mapToObj(i -> "f" + i + "=1").collect(Collectors.joining("&"));
    }

    @Test
    void shouldRefuseAMalformedMultipartBodyOnWhatIf() {
        HttpResponse<String> answer = RawHttp.request("POST", WHAT_IF)
                .header("Content-Type", "multipart/form-data; boundary=xx").body("garbage, no boundary in sight").send();
        assertEquals(400, answer.statusCode());
        assertEquals(PROBLEM, answer.headers().firstValue("Content-Type").orElseThrow());
        assertTrue(answer.body().contains("\"code\":\"MALFORMED_MULTIPART\""), answer.body());
    }

    @Test
    void shouldRefuseAnUnparseableContentTypeOnWhatIf() {
        HttpResponse<String> answer = RawHttp.request("POST", WHAT_IF)
                .header("Content-Type", ";;;/").body("{\"gender\": \"MALE\"}").send();
        assertEquals(400, answer.statusCode());
        assertTrue(answer.body().contains("\"code\":\"MALFORMED_CONTENT_TYPE\""), answer.body());
    }

    @Test
    void shouldRefuseOverAThousandFormFieldsToLogout() {
        HttpResponse<String> answer = RawHttp.request("POST", "/logout")
                .header("Content-Type", "application/x-www-form-urlencoded").body(thousandAndOneFields()).send();
        assertEquals(413, answer.statusCode());
        assertTrue(answer.body().contains("请求过大"), "the error page, in Chinese by default: " + answer.body());
        assertTrue(answer.body().contains("TOO_MANY_FIELDS"));
    }

    @Test
    void shouldRefuseOverAThousandFormFieldsToTheCalculator() {
        HttpResponse<String> answer = RawHttp.request("POST", "/eligibility?lang=en")
                .header("Content-Type", "application/x-www-form-urlencoded").body(thousandAndOneFields()).send();
        assertEquals(413, answer.statusCode());
        assertTrue(answer.body().contains("The request is too large."), answer.body());
    }

    @Test
    void shouldRefuseAJsonKeyGivenTwice() {
        given().contentType(ContentType.JSON)
                .body("{\"gender\": \"MALE\", \"standard\": null, \"results\": [], \"gender\": \"MALE\"}")
                .when().post(WHAT_IF).then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("MALFORMED_JSON"))
                .body("violations[0].message", equalTo("Duplicate field 'gender'"))
                .body("violations[0].line", equalTo(1));
    }

    @Test
    void shouldRefuseAnEmptyPostToTheCalculator() {
        HttpResponse<String> bare = RawHttp.request("POST", "/eligibility").send();
        assertEquals(415, bare.statusCode());
        assertTrue(bare.body().contains("请通过页面上的表单提交"), bare.body());
        // An empty form has no CSRF token: refused, with a page that says so.
        HttpResponse<String> emptyForm = RawHttp.request("POST", "/eligibility?lang=en")
                .header("Content-Type", "application/x-www-form-urlencoded").send();
        assertEquals(400, emptyForm.statusCode());
        assertTrue(emptyForm.body().contains("This form has expired"), emptyForm.body());
    }

    @Test
    void shouldTakeAnEmptyGrantedTitlesFieldAsNoGrant() {
        long xinjiang = staff.unit("6500").id;
        Browserless admin = Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
        String token = admin.csrfTokenOf("/admin/organisations/new?parent=" + xinjiang);
        given().filter(admin.cookies()).redirects().follow(false)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token).formParam("parentId", xinjiang).formParam("level", "PLAN_CITY")
                .formParam("nameZh", "空授权市").formParam("nameEn", "Empty Grant City").formParam("unitCode", "6571")
                .formParam("grantedTitles", "").formParam("grantedTitles", "SECOND_CLASS")
                .when().post("/admin/organisations").then().statusCode(303);
        given().when().get("/api/v1/organisations").then().statusCode(200)
                .body("find { it.unitCode == '6571' }.grantedTitles", equalTo(java.util.List.of("SECOND_CLASS")));
    }

    @Test
    void shouldRefuseATextPlainBodyToAPageForm() {
        for (String page : new String[] { "/eligibility", "/logout", "/admin/organisations" }) {
            HttpResponse<String> answer = RawHttp.request("POST", page + "?lang=en")
                    .header("Content-Type", "text/plain").body("gender=MALE").send();
            assertEquals(415, answer.statusCode(), page);
            assertTrue(answer.body().contains("Please send this through the form on the page."), page);
            assertTrue(answer.headers().firstValue("Content-Type").orElseThrow().startsWith("text/html"), page);
        }
    }

    @Test
    void shouldAnswerATooLargeBodyWithAProblem() {
        String answer = RawHttp.announceBody(WHAT_IF, "application/json", 21L * 1024 * 1024);
        assertTrue(answer.startsWith("HTTP/1.1 413 "), answer);
        assertTrue(answer.contains("\"code\":\"BODY_TOO_LARGE\""), answer);
        String page = RawHttp.announceBody("/eligibility?lang=en", "application/x-www-form-urlencoded", 21L * 1024 * 1024);
        assertTrue(page.startsWith("HTTP/1.1 413 ") && page.contains("The request is too large."), page);
    }

    @Test
    void shouldGiveARefusedFormWithoutTokenABody() {
        given().contentType("application/x-www-form-urlencoded").formParam("a", "b")
                .when().post(WHAT_IF).then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("BAD_REQUEST")).body("instance", equalTo(WHAT_IF));
    }

    @Test
    void shouldNeverNameJacksonOptionsToAClient() {
        String answer = given().contentType(ContentType.JSON)
                .body("{\"gender\": \"MALE\", \"results\": [{\"category\": \"NATIONAL_INDIVIDUAL\", \"section\": \"OPEN\","
                        + " \"points\": NaN}]}")
                .when().post(WHAT_IF).then().statusCode(400).extract().asString();
        assertFalse(answer.contains("Feature"), answer);
        String nested = given().contentType(ContentType.JSON).body("{\"gender\": " + "[".repeat(1500))
                .when().post(WHAT_IF).then().statusCode(400).extract().asString();
        assertFalse(nested.contains("Constraints") || nested.contains("Feature") || nested.contains("`"), nested);
    }

    @Test
    void shouldRefuseTrailingTextAfterTheJsonValue() {
        given().contentType(ContentType.JSON).body("{\"gender\": \"MALE\"} and more")
                .when().post(WHAT_IF).then().statusCode(400).body("code", equalTo("MALFORMED_JSON"));
    }

    @Test
    void shouldAnswerAnArrayWhereARecordBelongsWithAProblem() {
        given().contentType(ContentType.JSON).body("[1, 2]")
                .when().post(WHAT_IF).then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("INVALID_BODY"))
                .body("detail", not(containsString("WhatIfRequest")))
                .body("violations.field", hasItem("(body)"))
                .body("stack", nullValue());
    }
}
