package org.dengji.security;

import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.dengji.common.HttpMethods;
import org.dengji.common.i18n.PageLanguage;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Page forms that change something carry the form token of their page (the CSRF token of
 * quarkus-rest-csrf) in a form body (a page post that is not a form is refused before, with 415, by
 * the web layer); a signed-in member's token is the one of their session ({@link SessionFormTokens}).
 * Those filters answer a missing, stale, wrong or other session's token with an empty 400; this guard
 * turns it into a page in the reader's language that says what happened and leads back to the form.
 * It runs before the filter that gives every other empty refusal a generic page. Nothing has been
 * read or written when it answers. The JSON API
 * under {@code /api/} is not a page: its clients authenticate with HTTP Basic, which no other site
 * can make a browser send by itself.
 */
public class FormTokenGuard {

    private final PageLanguage ui;

    public FormTokenGuard(PageLanguage ui) {
        this.ui = ui;
    }

    /**
     * The CSRF filter's refusal is the only empty 400 a page post can get (every other refusal here
     * has a body): it becomes the page that explains it.
     */
    @ServerResponseFilter(priority = Priorities.USER + 100)
    public void explainRefusedToken(ContainerRequestContext request, ContainerResponseContext response,
            RoutingContext routing) {
        if (isPageChange(request, routing) && response.getStatus() == 400 && !response.hasEntity()) {
            Response page = expired(routing);
            response.setEntity(page.getEntity(), null, page.getMediaType());
        }
    }

    private static boolean isPageChange(ContainerRequestContext request, RoutingContext routing) {
        return !HttpMethods.isRead(request.getMethod()) && !routing.normalizedPath().startsWith("/api/");
    }

    private Response expired(RoutingContext routing) {
        String page = SessionPages.Templates.expired(backTo(routing)).setLocale(ui.locale()).render();
        return Response.status(Response.Status.BAD_REQUEST).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                .entity(page).build();
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
