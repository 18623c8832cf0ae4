package org.dengji.security;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Where a sign-in returns to. Quarkus form login keeps the URI of the page asked for in a cookie and
 * accepts it at sign-in only as an absolute URI on the request's own scheme, host and port; this keeps
 * that cookie sensible around the cases Quarkus leaves to the application.
 */
@ApplicationScoped
public class SignInReturnPath {

    private final String returnCookie;
    private final String loginPage;
    private final String formPostPath;

    public SignInReturnPath(
            @ConfigProperty(name = "quarkus.http.auth.form.location-cookie", defaultValue = "quarkus-redirect-location")
            String returnCookie,
            @ConfigProperty(name = "quarkus.http.auth.form.login-page", defaultValue = "/login") String loginPage,
            @ConfigProperty(name = "quarkus.http.auth.form.post-location", defaultValue = "/j_security_check")
            String formPostPath) {
        this.returnCookie = returnCookie;
        this.loginPage = loginPage.startsWith("/") ? loginPage : "/" + loginPage;
        this.formPostPath = formPostPath;
    }

    /**
     * Any other value (a relative path, another site) would make Quarkus refuse every sign-in in this
     * browser until the cookie went away, so the login page drops it.
     */
    public void dropForeign(RoutingContext routing) {
        Cookie back = routing.request().getCookie(returnCookie);
        if (back != null && !sameOrigin(back.getValue(), routing.request().absoluteURI())) {
            SessionCookies.expire(routing, returnCookie);
        }
    }

    /**
     * After the sign-in challenge of a signed-out request: a form posted after its session ended
     * returns to the page the form was on (the Referer, when it is on this site), not to the form's
     * target, which answers only posts; the login page itself returns nowhere in particular; a refused
     * sign-in keeps the page it was heading for.
     */
    public void afterChallenge(RoutingContext routing) {
        boolean get = "GET".equals(routing.request().method().name());
        String path = routing.normalizedPath();
        if (get && !path.equals(loginPage) || path.equals(formPostPath)) {
            return;
        }
        String referer = get ? null : routing.request().getHeader("Referer");
        if (referer != null && sameOrigin(referer, routing.request().absoluteURI())
                && !loginPage.equals(URI.create(referer).getRawPath())) {
            routing.response().addCookie(Cookie.cookie(returnCookie, referer).setPath("/")
                    .setSameSite(CookieSameSite.STRICT).setSecure(routing.request().isSSL()));
        } else {
            SessionCookies.expire(routing, returnCookie);
        }
    }

    private static boolean sameOrigin(String value, String requestUri) {
        try {
            URI target = URI.create(value);
            URI here = URI.create(requestUri);
            return target.isAbsolute() && here.getScheme().equals(target.getScheme())
                    && here.getRawAuthority().equals(target.getRawAuthority());
        } catch (IllegalArgumentException | NullPointerException malformed) {
            return false;
        }
    }
}
