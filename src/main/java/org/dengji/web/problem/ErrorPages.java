package org.dengji.web.problem;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.List;
import org.dengji.common.Violation;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.UiLocale;

/**
 * Failures on pages: a readable page in the reader's language, or the way to the login form. The page
 * says what went wrong by the status, in words; the English detail and the violations are written for
 * the API and stay there (a form shows its own errors, field by field). The code rides along in an
 * attribute for tests and support, never as text.
 */
@ApplicationScoped
public class ErrorPages {

    /** The cookie Quarkus form login reads to return the user where they were going. */
    static final String RETURN_COOKIE = "quarkus-redirect-location";

    static final MediaType HTML = MediaType.TEXT_HTML_TYPE.withCharset("UTF-8");

    @Inject
    UiLocale ui;

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

    /** Needs no request scope, no identity and no database: the request may not have reached any. */
    static String plainHtml(int status, String code, String detail, Language language) {
        return Templates.plain(status, code, detail, language.tag()).setLocale(language.locale()).render();
    }

    Response toLogin(UriInfo uri) {
        NewCookie back = new NewCookie.Builder(RETURN_COOKIE)
                .value(uri.getRequestUri().getRawPath()
                        + (uri.getRequestUri().getRawQuery() == null ? "" : "?" + uri.getRequestUri().getRawQuery()))
                .path("/")
                .httpOnly(true)
                .sameSite(NewCookie.SameSite.LAX)
                .build();
        return Response.seeOther(URI.create("/login")).cookie(back).build();
    }
}
