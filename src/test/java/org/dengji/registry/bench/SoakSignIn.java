package org.dengji.registry.bench;

import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/**
 * A member of staff signing in as a person does, in a browser of their own: the login page, the form with the
 * right password (answered by a redirect away from the login page), then the registrar's desk with the session.
 */
final class SoakSignIn {

    private SoakSignIn() {
    }

    static void signIn(String base, String user, String password, SoakTally tally) throws Exception {
        HttpClient browser = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .cookieHandler(new CookieManager()).followRedirects(HttpClient.Redirect.NEVER).build();
        long t0 = System.nanoTime();
        HttpResponse<String> login = browser.send(HttpRequest.newBuilder(URI.create(base + "/login")).build(),
                HttpResponse.BodyHandlers.ofString());
        String form = "j_username=" + URLEncoder.encode(user, StandardCharsets.UTF_8) + "&j_password="
                + URLEncoder.encode(password, StandardCharsets.UTF_8);
        HttpResponse<String> signedIn = browser.send(HttpRequest.newBuilder(URI.create(base + "/j_security_check"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        String to = signedIn.headers().firstValue("Location").orElse("");
        if (login.statusCode() != 200 || signedIn.statusCode() / 100 != 3 || to.contains("login")) {
            tally.error("sign-in", "login page " + login.statusCode() + ", form " + signedIn.statusCode() + " to " + to);
            return;
        }
        HttpResponse<String> desk = browser.send(HttpRequest.newBuilder(URI.create(base + "/registry/events")).build(),
                HttpResponse.BodyHandlers.ofString());
        tally.answer("sign-in", System.nanoTime() - t0, desk.statusCode(), "/registry/events", desk.body(), 200);
    }
}
