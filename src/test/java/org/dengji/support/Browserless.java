package org.dengji.support;

import static io.restassured.RestAssured.given;

import io.restassured.filter.cookie.CookieFilter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A signed-in page session driven with REST Assured: the session cookie and the form CSRF token. */
public final class Browserless {

    private static final Pattern CSRF = Pattern.compile("name=\"csrf-token\" value=\"([^\"]+)\"");

    private final CookieFilter cookies = new CookieFilter();

    public static Browserless signIn(String username, String password) {
        Browserless session = new Browserless();
        String token = session.csrfTokenOf("/login");
        given().filter(session.cookies).redirects().follow(false).formParam("csrf-token", token)
                .formParam("j_username", username).formParam("j_password", password)
                .when().post("/j_security_check").then().statusCode(302);
        return session;
    }

    public static Browserless anonymous() {
        return new Browserless();
    }

    public CookieFilter cookies() {
        return cookies;
    }

    /** GETs a page and returns the CSRF token of its first form. */
    public String csrfTokenOf(String page) {
        String html = given().filter(cookies).when().get(page).then().statusCode(200).extract().asString();
        Matcher m = CSRF.matcher(html);
        if (!m.find()) {
            throw new AssertionError("no CSRF field on " + page);
        }
        return m.group(1);
    }
}
