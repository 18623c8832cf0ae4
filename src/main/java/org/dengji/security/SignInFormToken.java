package org.dengji.security;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The login form carries a token too, so that no other site can sign a browser in to an account of
 * its choosing (login CSRF: the victim would then work, and leave records, in the attacker's
 * account). Before sign-in there is no session to bind the token to: the token is the one of the
 * browser's {@code csrf-token} cookie, which the login page sets (HttpOnly, SameSite=Strict, so no
 * other site reads or sends it), and the form must carry the same value.
 *
 * <p>A sign-in posted by a script, not a browser (no {@code Origin}, {@code Referer} or
 * {@code Sec-Fetch-Site} header), needs no token: login CSRF works only through a victim's browser,
 * and a browser names the origin of every POST it sends (the Fetch standard), so a tokenless post
 * from another site is always refused, while an operator's {@code curl} to {@code /j_security_check}
 * still signs in.
 *
 * <p>Quarkus form login reads {@code /j_security_check} itself, before any application filter could
 * read its body without taking it away from Quarkus; so the token is checked where the posted form is
 * at hand, in {@link PasswordSignIn}, before the password is read or counted. A refusal is an
 * ordinary failed sign-in (one redirect to the login page), which then says that the form had
 * expired instead of blaming the password.
 */
@ApplicationScoped
public class SignInFormToken {

    private final String formPostPath;
    private final String field;
    private final String cookie;

    public SignInFormToken(
            @ConfigProperty(name = "quarkus.http.auth.form.post-location", defaultValue = "/j_security_check")
            String formPostPath,
            @ConfigProperty(name = "quarkus.rest-csrf.form-field-name", defaultValue = "csrf-token") String field,
            @ConfigProperty(name = "quarkus.rest-csrf.cookie-name", defaultValue = "csrf-token") String cookie) {
        this.formPostPath = formPostPath;
        this.field = field;
        this.cookie = cookie;
    }

    /** A sign-in with the login form: the posted form at {@code /j_security_check}, not HTTP Basic. */
    boolean isFormSignIn(RoutingContext routing) {
        return routing != null && HttpMethod.POST.equals(routing.request().method())
                && routing.normalizedPath().equals(formPostPath);
    }

    /**
     * Whether the posted login form may be tried (once Quarkus has read the form): it carries the
     * token of the browser's cookie, or it carries none and no browser sent it.
     */
    boolean mayBeTried(RoutingContext routing) {
        String posted = routing.request().formAttributes().get(field);
        if (posted == null || posted.isEmpty()) {
            return !sentByABrowser(routing);
        }
        Cookie kept = routing.request().getCookie(cookie);
        return kept != null && MessageDigest.isEqual(posted.getBytes(StandardCharsets.UTF_8),
                kept.getValue().getBytes(StandardCharsets.UTF_8));
    }

    private static boolean sentByABrowser(RoutingContext routing) {
        var headers = routing.request().headers();
        return headers.contains("Origin") || headers.contains("Referer") || headers.contains("Sec-Fetch-Site");
    }
}
