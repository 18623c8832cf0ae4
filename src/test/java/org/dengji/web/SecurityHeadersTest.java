package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.support.Browserless;
import org.dengji.support.RawHttp;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/** The browser-side defences on pages, API answers and error pages, and what staff alone may see. */
@QuarkusTest
class SecurityHeadersTest {

    private static final String POLICY = "default-src 'none'; style-src 'self'; img-src 'self' data:;"
            + " form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

    private static ValidatableResponse hasTheDefences(ValidatableResponse response) {
        return response.header("Content-Security-Policy", equalTo(POLICY))
                .header("X-Frame-Options", equalTo("DENY"))
                .header("X-Content-Type-Options", equalTo("nosniff"))
                .header("Referrer-Policy", equalTo("same-origin"));
    }

    @Test
    void shouldDefendEveryKindOfResponse() {
        hasTheDefences(given().when().get("/").then().statusCode(200)).header("Cache-Control", nullValue());
        hasTheDefences(given().when().get("/api/v1/standards").then().statusCode(200));
        hasTheDefences(given().when().get("/no-such-page").then().statusCode(404));
        hasTheDefences(given().when().get("/css/site.css").then().statusCode(200));
        hasTheDefences(given().contentType("text/plain").body("x").when().post("/eligibility").then().statusCode(415));
    }

    @Test
    void shouldKeepNoCopyOfStaffPages() {
        Browserless admin = Browserless.signIn(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
        hasTheDefences(given().filter(admin.cookies()).when().get("/admin/users").then().statusCode(200))
                .header("Cache-Control", equalTo("no-store"));
        given().filter(admin.cookies()).when().get("/organisations").then().statusCode(200)
                .header("Cache-Control", equalTo("no-store"));
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/api/v1/me").then().statusCode(200).header("Cache-Control", equalTo("no-store"));
        given().redirects().follow(false).when().get("/admin/users").then().statusCode(302)
                .header("Cache-Control", equalTo("no-store"));
    }

    @Test
    void shouldNeedNoInlineScriptOrStyleOnAnyPage() {
        for (String page : new String[] { "/", "/organisations", "/standards", "/standards/CN-NATIONAL-1",
                "/eligibility", "/login", "/no-such-page" }) {
            String html = given().when().get(page).then().extract().asString();
            assertFalse(html.contains("<script") || html.contains("style=") || html.contains("<style")
                    || html.matches("(?s).*\\son[a-z]+=.*"), page + " needs inline code the policy forbids");
        }
    }

    @Test
    void shouldShowMetricsAndSwaggerUiToStaffOnly() {
        given().when().get("/q/metrics").then().statusCode(401);
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/q/metrics").then().statusCode(200).body(containsString("jvm_memory_used_bytes"));
        given().redirects().follow(false).when().get("/q/swagger-ui/").then().statusCode(302)
                .header("Location", containsString("/login"));
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/q/swagger-ui/").then().statusCode(200);
        given().when().get("/q/health").then().statusCode(200);
        given().accept("application/json").when().get("/q/openapi").then().statusCode(200);
    }

    @Test
    void shouldKeepTheLanguageSwitchOnSite() {
        HttpResponse<String> page = RawHttp.request("GET", "//evil.example/..").send();
        Matcher link = Pattern.compile("id=\"lang-switch\" href=\"([^\"]*)\"").matcher(page.body());
        assertTrue(link.find(), page.statusCode() + " " + page.body());
        String href = link.group(1);
        assertTrue(href.startsWith("/") && !href.startsWith("//") && !href.contains(":"), href);
        assertEquals("/evil.example/..?lang=en", href.replace("&amp;", "&"));
    }

    @Test
    void shouldLeaveAnonymousPagesCacheable() {
        given().when().get("/standards").then().statusCode(200).header("Cache-Control", not("no-store"));
    }
}
