package org.dengji.web.problem;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticator;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.dengji.common.Violation;
import org.dengji.common.i18n.Language;
import org.dengji.security.SignInReturnPath;
import org.dengji.web.i18n.UiLocale;

/**
 * Failures on pages: a readable page in the reader's language, or the way to the login form. The page
 * says what went wrong by the status, in words; the English detail and the violations are written for
 * the API and stay there (a form shows its own errors, field by field). The code rides along in an
 * attribute for tests and support, never as text.
 */
@ApplicationScoped
public class ErrorPages {

    static final MediaType HTML = MediaType.TEXT_HTML_TYPE.withCharset("UTF-8");

    @Inject
    UiLocale ui;

    @Inject
    HttpAuthenticator authenticator;

    @Inject
    SignInReturnPath returnPath;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance error(int status, String code, String detail);

        /** The same message without the site's layout, for failures before any resource ran. */
        static native TemplateInstance plain(int status, String code, String detail, String lang);
    }

    Response render(int status, String code, String detail, List<Violation> violations) {
        return Response.status(status).type(HTML).entity(html(status, code, detail, violations)).build();
    }

    String html(int status, String code, String detail, List<Violation> violations) {
        return Templates.error(status, code, detail).setLocale(ui.locale()).render();
    }

    /**
     * The error page without the site's layout, in the reader's language: for a refused sign-in, where
     * the layout would ask again for the identity that was just refused.
     */
    Response renderSignedOut(int status, String code, String detail) {
        return Response.status(status).type(HTML).entity(htmlSignedOut(status, code, detail)).build();
    }

    String htmlSignedOut(int status, String code, String detail) {
        return plainHtml(status, code, detail, ui.language());
    }

    /** Needs no request scope, no identity and no database: the request may not have reached any. */
    static String plainHtml(int status, String code, String detail, Language language) {
        return Templates.plain(status, code, detail, language.tag()).setLocale(language.locale()).render();
    }

    /**
     * A signed-out visitor of a protected page goes to the login form, by the form mechanism's own
     * challenge: it keeps the absolute URI to come back to in the cookie it will check at sign-in. When
     * the mechanism has answered already (a refused sign-in, an ended session), its one redirect stands.
     */
    Uni<Response> toLogin(RoutingContext routing) {
        HttpServerResponse answered = routing.response();
        if (answered.headers().contains(HttpHeaders.LOCATION)) {
            returnPath.afterChallenge(routing);
            return Uni.createFrom().item(Response.status(answered.getStatusCode()).build());
        }
        return authenticator.getChallenge(routing).map(challenge -> {
            returnPath.afterChallenge(routing);
            Response.ResponseBuilder redirect = Response.status(challenge.status);
            challenge.getHeaders().forEach((name, value) -> redirect.header(name.toString(), value));
            return redirect.build();
        });
    }
}
