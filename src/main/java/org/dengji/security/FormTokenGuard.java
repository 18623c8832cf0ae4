package org.dengji.security;

import io.quarkus.csrf.reactive.runtime.CsrfTokenUtils;
import io.vertx.core.http.Cookie;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;
import java.util.Set;
import org.dengji.common.i18n.UiLocale;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.WithFormRead;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;

/**
 * Every page form that changes something must carry the form token of its page (the CSRF token of
 * quarkus-rest-csrf), in a form body. The CSRF filter itself answers a missing or stale token with an
 * empty 400, and skips the check altogether for a body that is not a form; this guard runs first and
 * answers both with a page in the reader's language that says what happened and leads back to the
 * form, before anything is read or written. The JSON API under {@code /api/} is not a page: its
 * clients authenticate with HTTP Basic, which no other site can make a browser send by itself.
 */
public class FormTokenGuard {

    private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD", "OPTIONS");

    private final UiLocale ui;
    private final String cookieName;
    private final String fieldName;
    private final Optional<String> signatureKey;

    public FormTokenGuard(UiLocale ui,
            @ConfigProperty(name = "quarkus.rest-csrf.cookie-name", defaultValue = "csrf-token") String cookieName,
            @ConfigProperty(name = "quarkus.rest-csrf.form-field-name", defaultValue = "csrf-token") String fieldName,
            @ConfigProperty(name = "quarkus.rest-csrf.token-signature-key") Optional<String> signatureKey) {
        this.ui = ui;
        this.cookieName = cookieName;
        this.fieldName = fieldName;
        this.signatureKey = signatureKey;
    }

    @ServerRequestFilter(priority = Priorities.USER - 100)
    @WithFormRead
    public Optional<Response> requireFormToken(ResteasyReactiveContainerRequestContext request, RoutingContext routing) {
        if (SAFE_METHODS.contains(request.getMethod()) || routing.normalizedPath().startsWith("/api/")) {
            return Optional.empty();
        }
        Cookie cookie = routing.request().getCookie(cookieName);
        String token = isForm(request.getMediaType()) ? formToken(request) : null;
        if (cookie != null && token != null && matches(cookie.getValue(), token)) {
            return Optional.empty();
        }
        String page = SessionPages.Templates.expired(backTo(routing)).setLocale(ui.locale()).render();
        return Optional.of(Response.status(Response.Status.BAD_REQUEST)
                .type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8")).entity(page).build());
    }

    private String formToken(ResteasyReactiveContainerRequestContext request) {
        ResteasyReactiveRequestContext context = (ResteasyReactiveRequestContext) request.getServerRequestContext();
        Object value = context.getFormParameter(fieldName, true, false);
        return value instanceof String token && !token.isEmpty() ? token : null;
    }

    /** The cookie holds the token itself, or its signature when a signature key is configured. */
    private boolean matches(String cookie, String token) {
        String expected = signatureKey.map(key -> CsrfTokenUtils.signCsrfToken(token, key)).orElse(token);
        return MessageDigest.isEqual(cookie.getBytes(StandardCharsets.UTF_8), expected.getBytes(StandardCharsets.UTF_8));
    }

    private static boolean isForm(MediaType type) {
        return type != null && (type.isCompatible(MediaType.APPLICATION_FORM_URLENCODED_TYPE)
                || type.isCompatible(MediaType.MULTIPART_FORM_DATA_TYPE)) && !type.isWildcardType()
                && !type.isWildcardSubtype();
    }

    /** The page the form was on, when the browser says and it is on this site; else the home page. */
    private static String backTo(RoutingContext routing) {
        String referer = routing.request().getHeader("Referer");
        try {
            URI from = referer == null ? null : URI.create(referer);
            URI here = URI.create(routing.request().absoluteURI());
            if (from != null && here.getRawAuthority().equals(from.getRawAuthority()) && from.getRawPath() != null
                    && from.getRawPath().startsWith("/")) {
                return from.getRawPath() + (from.getRawQuery() == null ? "" : "?" + from.getRawQuery());
            }
        } catch (IllegalArgumentException malformed) {
            // A malformed Referer is the browser's business; the home page is always a way back.
        }
        return "/";
    }
}
