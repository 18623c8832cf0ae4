package org.dengji.security;

import io.quarkus.vertx.http.runtime.security.FormAuthenticationEvent;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.OptionalLong;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The cookies of a staff session. Quarkus form login keeps the session in its encrypted credential
 * cookie, which holds only the user name and an expiry; beside it Dengji sets a signed generation
 * cookie, {@value #GENERATION}, naming the account's session generation at sign-in. Every request is
 * checked against the account ({@link SessionSignIn}), so moving the generation on (sign-out, a new
 * password, deactivation) ends sessions on every instance, with no session store. Its signing key is
 * derived from the session encryption key, which every instance shares.
 */
@ApplicationScoped
public class SessionCookies {

    public static final String GENERATION = "dengji-session";
    /** Set when a sign-in was refused unread: the epoch second before which the next one is refused too. */
    public static final String SIGN_IN_WAIT = "dengji-sign-in-wait";

    private static final String HMAC = "HmacSHA256";
    private static final Base64.Encoder ENCODE = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODE = Base64.getUrlDecoder();

    private final SecretKeySpec signingKey;
    private final String credentialCookie;
    private final String formTokenCookie;
    private final String formPostPath;
    private final Clock clock;

    public SessionCookies(Clock clock, @ConfigProperty(name = "quarkus.http.auth.session.encryption-key") String sessionKey,
            @ConfigProperty(name = "quarkus.http.auth.form.cookie-name", defaultValue = "quarkus-credential")
            String credentialCookie,
            @ConfigProperty(name = "quarkus.rest-csrf.cookie-name", defaultValue = "csrf-token") String formTokenCookie,
            @ConfigProperty(name = "quarkus.http.auth.form.post-location", defaultValue = "/j_security_check")
            String formPostPath) {
        this.signingKey = new SecretKeySpec(derive(sessionKey), HMAC);
        this.credentialCookie = credentialCookie;
        this.formTokenCookie = formTokenCookie;
        this.formPostPath = formPostPath;
        this.clock = clock;
    }

    /**
     * A form sign-in succeeded: name the generation the session belongs to, and drop the form token so
     * that the next page issues a new one (a token from before sign-in never serves after it).
     */
    void onFormSignIn(@Observes FormAuthenticationEvent signIn) {
        RoutingContext routing = HttpSecurityUtils.getRoutingContextAttribute(signIn.getSecurityIdentity());
        Long generation = signIn.getSecurityIdentity().getAttribute(SignInAccount.GENERATION);
        if (routing != null && generation != null) {
            String username = signIn.getSecurityIdentity().getPrincipal().getName();
            routing.response().addCookie(strict(GENERATION, value(username, generation), routing));
            expire(routing, formTokenCookie);
        }
    }

    /** The generation named by the request's generation cookie for {@code username}; empty if absent or forged. */
    OptionalLong generationOf(RoutingContext routing, String username) {
        Cookie cookie = routing == null ? null : routing.request().getCookie(GENERATION);
        if (cookie == null) {
            return OptionalLong.empty();
        }
        String[] parts = cookie.getValue().split("\\.");
        try {
            if (parts.length != 3 || !username.equals(new String(DECODE.decode(parts[0]), StandardCharsets.UTF_8))
                    || !MessageDigest.isEqual(DECODE.decode(parts[2]), mac(username, parts[1]))) {
                return OptionalLong.empty();
            }
            return OptionalLong.of(Long.parseLong(parts[1]));
        } catch (IllegalArgumentException malformed) {
            return OptionalLong.empty();
        }
    }

    /** Tells the login page, which a refused form sign-in is sent back to, how long to wait (not the API). */
    void signInDelayed(RoutingContext routing, Duration wait) {
        if (routing == null || !routing.normalizedPath().equals(formPostPath)) {
            return;
        }
        long seconds = SignInDelay.wholeSeconds(wait);
        long until = clock.instant().getEpochSecond() + seconds;
        routing.response().addCookie(strict(SIGN_IN_WAIT, Long.toString(until), routing).setMaxAge(seconds));
    }

    /** Ends the session in this browser: the credential and generation cookies are dropped. */
    public void endSession(RoutingContext routing) {
        expire(routing, credentialCookie);
        expire(routing, GENERATION);
    }

    private String value(String username, long generation) {
        String count = Long.toString(generation);
        return ENCODE.encodeToString(username.getBytes(StandardCharsets.UTF_8)) + "." + count + "."
                + ENCODE.encodeToString(mac(username, count));
    }

    private byte[] mac(String username, String generation) {
        try {
            Mac mac = Mac.getInstance(HMAC);
            mac.init(signingKey);
            return mac.doFinal((username + "\n" + generation).getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    static Cookie strict(String name, String value, RoutingContext routing) {
        return Cookie.cookie(name, value).setPath("/").setHttpOnly(true).setSameSite(CookieSameSite.STRICT)
                .setSecure(routing.request().isSSL());
    }

    static void expire(RoutingContext routing, String name) {
        routing.response().addCookie(strict(name, "", routing).setMaxAge(0));
    }

    /** A key of its own for the generation cookie, derived from (never equal to) the session encryption key. */
    private static byte[] derive(String sessionKey) {
        try {
            return MessageDigest.getInstance("SHA-256")
                    .digest(("dengji session generation\n" + sessionKey).getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
