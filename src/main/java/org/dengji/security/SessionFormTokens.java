package org.dengji.security;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.quarkus.vertx.http.runtime.security.SecurityHandlerPriorities;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import javax.crypto.spec.SecretKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The form token of a staff session belongs to that session. quarkus-rest-csrf gives every browser a
 * random token in its {@code csrf-token} cookie, renders it in every form and accepts a form whose
 * field matches the cookie: any matching pair, so a token another account was given, planted in the
 * cookie as well (as a site that can set cookies for this one would), passed with an administrator's
 * session.
 *
 * <p>A request that carries a session stamp signed by this service (see {@link SessionCookies}) is
 * therefore read as if its {@code csrf-token} cookie held the session's own token: an HMAC, under a
 * key of its own, of the stamp (account, session generation and the value drawn at sign-in), so new
 * at every sign-in, dead at sign-out, and held by no other session, not even another sign-in of the
 * same account. quarkus-rest-csrf then renders that token in the session's forms, writes it to the
 * browser's cookie, and refuses every form without it (with an empty 400, which {@link FormTokenGuard}
 * explains), whatever token the browser sent. Signed-out browsers keep their random token, which the
 * login form carries too ({@link SignInFormToken}).
 *
 * <p>Why the cookie header: the token is read from the cookie by quarkus-rest-csrf's filter, which
 * runs after every application filter that does not read the form, in an order no application filter
 * can rely on; rewriting the header before the request is authenticated (when nothing has parsed the
 * cookies yet) serves the filter, the templates and the login form alike.
 */
@ApplicationScoped
public class SessionFormTokens {

    /** As quarkus-rest-csrf's token size (16 bytes, its default), which it checks in the cookie. */
    private static final int TOKEN_BYTES = 16;
    private static final Base64.Encoder ENCODE = Base64.getUrlEncoder().withoutPadding();

    private final SessionCookies cookies;
    private final SecretKeySpec key;
    private final String tokenCookie;

    public SessionFormTokens(SessionCookies cookies,
            @ConfigProperty(name = "quarkus.http.auth.session.encryption-key") String sessionKey,
            @ConfigProperty(name = "quarkus.rest-csrf.cookie-name", defaultValue = "csrf-token") String tokenCookie) {
        this.cookies = cookies;
        this.key = SessionCookies.derive("dengji session form token", sessionKey);
        this.tokenCookie = tokenCookie;
    }

    void install(@Observes Filters filters) {
        filters.register(this::bindToSession, SecurityHandlerPriorities.AUTHENTICATION + 1);
    }

    void bindToSession(RoutingContext routing) {
        List<String> sent = routing.request().headers().getAll(HttpHeaders.COOKIE);
        if (!sent.isEmpty()) {
            List<String> pairs = new ArrayList<>();
            sent.forEach(header -> Arrays.stream(header.split(";")).map(String::trim).filter(p -> !p.isEmpty())
                    .forEach(pairs::add));
            sessionToken(pairs).ifPresent(token -> routing.request().headers().set(HttpHeaders.COOKIE,
                    withToken(pairs, token)));
        }
        routing.next();
    }

    /** The token of the session whose stamp is among the cookie {@code pairs}; empty without a valid stamp. */
    Optional<String> sessionToken(List<String> pairs) {
        String stampPrefix = SessionCookies.GENERATION + "=";
        return pairs.stream().filter(pair -> pair.startsWith(stampPrefix)).findFirst()
                .flatMap(pair -> cookies.stamp(pair.substring(stampPrefix.length()))).map(this::tokenOf);
    }

    private String withToken(List<String> pairs, String token) {
        String tokenPrefix = tokenCookie + "=";
        List<String> kept = new ArrayList<>(pairs.stream().filter(pair -> !pair.startsWith(tokenPrefix)).toList());
        kept.add(tokenPrefix + token);
        return String.join("; ", kept);
    }

    String tokenOf(SessionCookies.SessionStamp stamp) {
        byte[] mac = SessionCookies.hmac(key, stamp.username() + "\n" + stamp.generation() + "\n" + stamp.signIn());
        return ENCODE.encodeToString(Arrays.copyOf(mac, TOKEN_BYTES));
    }
}
