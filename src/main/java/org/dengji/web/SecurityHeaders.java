package org.dengji.web;

import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The browser-side defences on every response, pages, API, files and error pages alike.
 *
 * <ul>
 * <li>{@code Content-Security-Policy}: the pages carry no script and no inline style, so nothing but
 * the site's own stylesheet and images may load, no script runs, forms post only here, and no other
 * site may frame a page ({@code frame-ancestors}, with {@code X-Frame-Options} for older browsers).
 * The Swagger UI (staff only) is the one page made of script; it gets its own, looser policy.</li>
 * <li>{@code X-Content-Type-Options: nosniff}, {@code Referrer-Policy: same-origin}.</li>
 * <li>{@code Cache-Control: no-store} on staff pages ({@code /admin/…}) and on every answer to a
 * request that carries credentials (a session cookie or an Authorization header), so that nothing a
 * signed-in user saw stays in a shared browser's cache; a file that set its own caching keeps it.</li>
 * </ul>
 */
@ApplicationScoped
public class SecurityHeaders {

    static final String PAGE_POLICY = "default-src 'none'; style-src 'self'; img-src 'self' data:;"
            + " form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
    static final String SWAGGER_UI_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline';"
            + " style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'";
    private static final String SWAGGER_UI = "/q/swagger-ui";

    private final String sessionCookie;

    public SecurityHeaders(@ConfigProperty(name = "quarkus.http.auth.form.cookie-name",
            defaultValue = "quarkus-credential") String sessionCookie) {
        this.sessionCookie = sessionCookie;
    }

    /** First of all routes, so that even a response another handler ends early carries the headers. */
    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(context -> {
            context.addHeadersEndHandler(ignored -> addTo(context));
            context.next();
        });
    }

    /** Sets (never adds twice) the headers on the response about to be sent for {@code context}. */
    public void addTo(RoutingContext context) {
        addTo(context.request());
    }

    /** The same, for a request no route has seen (one the HTTP decoder refused). */
    public void addTo(HttpServerRequest request) {
        HttpServerResponse response = request.response();
        String path = request.path() == null ? "" : request.path();
        response.putHeader("Content-Security-Policy", path.startsWith(SWAGGER_UI) ? SWAGGER_UI_POLICY : PAGE_POLICY);
        response.putHeader("X-Frame-Options", "DENY");
        response.putHeader("X-Content-Type-Options", "nosniff");
        response.putHeader("Referrer-Policy", "same-origin");
        boolean staffPage = path.startsWith("/admin/") || path.equals("/admin");
        if ((staffPage || carriesCredentials(request)) && !response.headers().contains("Cache-Control")) {
            response.putHeader("Cache-Control", "no-store");
        }
    }

    private boolean carriesCredentials(HttpServerRequest request) {
        return request.getHeader("Authorization") != null || request.getCookie(sessionCookie) != null;
    }
}
