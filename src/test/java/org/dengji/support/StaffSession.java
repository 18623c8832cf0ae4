package org.dengji.support;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.restassured.http.Cookie;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One browser's cookies, kept by hand so that a test can copy them (as somebody who saved them
 * would) and replay the copy later. Follows no redirect: tests see every answer.
 */
public final class StaffSession {

    private static final Pattern FORM_TOKEN = Pattern.compile("name=\"csrf-token\" value=\"([^\"]+)\"");

    private final Map<String, String> cookies;

    private StaffSession(Map<String, String> cookies) {
        this.cookies = new LinkedHashMap<>(cookies);
    }

    public static StaffSession anonymous() {
        return new StaffSession(Map.of());
    }

    /** Signs in with the login form; the answer must be a redirect away from the login page. */
    public static StaffSession signIn(String username, String password) {
        StaffSession session = anonymous();
        Response answer = session.signInAgain(username, password);
        assertEquals(302, answer.statusCode());
        assertEquals(false, answer.header("Location").contains("/login"), "refused: " + answer.header("Location"));
        return session;
    }

    /** Opens the login page and posts its form, with its token, in this browser; returns the answer. */
    public Response signInAgain(String username, String password) {
        return signInWith(formToken("/login"), username, password);
    }

    /**
     * Posts the login form as a browser does (it names where the post comes from) with {@code token} as
     * its form token (none when null); returns the answer.
     */
    public Response signInWith(String token, String username, String password) {
        RequestSpecification form = request().header("Sec-Fetch-Site", "same-origin")
                .formParam("j_username", username).formParam("j_password", password);
        if (token != null) {
            form.formParam("csrf-token", token);
        }
        return keep(form.post("/j_security_check"));
    }

    public RequestSpecification request() {
        return given().redirects().follow(false).cookies(cookies);
    }

    /** Applies the answer's Set-Cookie headers, as a browser does, and returns the answer. */
    public Response keep(Response answer) {
        for (Cookie cookie : answer.getDetailedCookies()) {
            if (cookie.getValue() == null || cookie.getValue().isEmpty() || cookie.getMaxAge() == 0) {
                cookies.remove(cookie.getName());
            } else {
                cookies.put(cookie.getName(), cookie.getValue());
            }
        }
        return answer;
    }

    public Response get(String path) {
        return keep(request().get(path));
    }

    /** The form token of {@code page}, read from its first form as a browser would submit it. */
    public String formToken(String page) {
        Response answer = get(page);
        assertEquals(200, answer.statusCode(), page);
        Matcher token = FORM_TOKEN.matcher(answer.asString());
        if (!token.find()) {
            throw new AssertionError("no form token on " + page);
        }
        return token.group(1);
    }

    /** Posts a form with the token of {@code page}, the page the form is on. */
    public Response postForm(String page, String action, Map<String, ?> fields) {
        String token = formToken(page);
        return keep(request().contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token).formParams(fields).post(action));
    }

    /** Signs out with the form in the page header. */
    public Response signOut() {
        return postForm("/", "/logout", Map.of());
    }

    /** A copy of the cookies as they are now, as somebody saving them would keep them. */
    public StaffSession copy() {
        return new StaffSession(cookies);
    }

    public boolean has(String cookie) {
        return cookies.containsKey(cookie);
    }

    public String cookie(String name) {
        return cookies.get(name);
    }

    public void set(String name, String value) {
        if (value == null) {
            cookies.remove(name);
        } else {
            cookies.put(name, value);
        }
    }
}
