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
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The cookies of a staff session. Quarkus form login keeps the session in its encrypted credential
 * cookie, which holds only the user name and an expiry; beside it Dengji sets a signed generation
 * cookie, {@value #GENERATION}, naming the account's session generation at sign-in and a random value
 * drawn for that sign-in (its {@link SessionStamp}). Every request is checked against the account
 * ({@link SessionSignIn}), so moving the generation on (sign-out, a new password, deactivation) ends
 * sessions on every instance, with no session store; the page forms of the session carry a token
 * made from the stamp ({@link SessionFormTokens}), new at every sign-in. The signing key is derived
 * from the session encryption key, which every instance shares.
 */
@ApplicationScoped
public class SessionCookies {

    public static final String GENERATION = "dengji-session";
    /** Set when a sign-in was refused unread: the epoch second before which the next one is refused too. */
    public static final String SIGN_IN_WAIT = "dengji-sign-in-wait";
    /** Set when a sign-in was refused because its form carried no valid token: the login page says so. */
    public static final String SIGN_IN_FORM_EXPIRED = "dengji-sign-in-form-expired";

    /** What the generation cookie names: the account, its session generation, and the sign-in it stands for. */
    public record SessionStamp(String username, long generation, String signIn) {
    }

    private static final String HMAC = "HmacSHA256";
    private static final Base64.Encoder ENCODE = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODE = Base64.getUrlDecoder();
    private static final SecureRandom RANDOM = new SecureRandom();

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
        this.signingKey = derive("dengji session generation", sessionKey);
        this.credentialCookie = credentialCookie;
        this.formTokenCookie = formTokenCookie;
        this.formPostPath = formPostPath;
        this.clock = clock;
    }

    /**
     * A form sign-in succeeded: name the generation the session belongs to, with a value of its own,
     * and drop the form token of before sign-in so that the next page issues the session's own.
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

    /** The stamp of the request's generation cookie if it is {@code username}'s; empty if absent or forged. */
    Optional<SessionStamp> stampOf(RoutingContext routing, String username) {
        Cookie cookie = routing == null ? null : routing.request().getCookie(GENERATION);
        return cookie == null ? Optional.empty()
                : stamp(cookie.getValue()).filter(stamp -> stamp.username().equals(username));
    }

    /** The stamp a generation cookie's value names, when this service signed it; empty if malformed or forged. */
    Optional<SessionStamp> stamp(String cookieValue) {
        String[] parts = cookieValue.split("\\.");
        try {
            if (parts.length != 4) {
                return Optional.empty();
            }
            String username = new String(DECODE.decode(parts[0]), StandardCharsets.UTF_8);
            if (!MessageDigest.isEqual(DECODE.decode(parts[3]), mac(username, parts[1], parts[2]))) {
                return Optional.empty();
            }
            return Optional.of(new SessionStamp(username, Long.parseLong(parts[1]), parts[2]));
        } catch (IllegalArgumentException malformed) {
            return Optional.empty();
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

    /** Tells the login page, which a refused form sign-in is sent back to, that the form had no valid token. */
    void signInFormExpired(RoutingContext routing) {
        routing.response().addCookie(strict(SIGN_IN_FORM_EXPIRED, "1", routing).setMaxAge(60));
    }

    /** Ends the session in this browser: the credential and generation cookies are dropped. */
    public void endSession(RoutingContext routing) {
        expire(routing, credentialCookie);
        expire(routing, GENERATION);
    }

    private String value(String username, long generation) {
        byte[] signIn = new byte[16];
        RANDOM.nextBytes(signIn);
        String count = Long.toString(generation);
        String drawn = ENCODE.encodeToString(signIn);
        return ENCODE.encodeToString(username.getBytes(StandardCharsets.UTF_8)) + "." + count + "." + drawn + "."
                + ENCODE.encodeToString(mac(username, count, drawn));
    }

    private byte[] mac(String username, String generation, String signIn) {
        return hmac(signingKey, username + "\n" + generation + "\n" + signIn);
    }

    static byte[] hmac(SecretKeySpec key, String text) {
        try {
            Mac mac = Mac.getInstance(HMAC);
            mac.init(key);
            return mac.doFinal(text.getBytes(StandardCharsets.UTF_8));
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

    /** A signing key of its own for {@code purpose}, derived from (never equal to) the session encryption key. */
    static SecretKeySpec derive(String purpose, String sessionKey) {
        try {
            return new SecretKeySpec(MessageDigest.getInstance("SHA-256")
                    .digest((purpose + "\n" + sessionKey).getBytes(StandardCharsets.UTF_8)), HMAC);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
