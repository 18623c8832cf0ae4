package org.dengji.web.problem;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * A page refused before any resource or mapper ran answers with an empty body (the CSRF check's 400
 * on a form posted without its token, or after its token expired). The reader still gets the error
 * page in their language; the JSON API is left alone.
 */
public class BodilessErrorPages {

    private final ErrorPages pages;

    public BodilessErrorPages(ErrorPages pages) {
        this.pages = pages;
    }

    @ServerResponseFilter
    public void explain(ContainerRequestContext request, ContainerResponseContext response) {
        int status = response.getStatus();
        if (status < 400 || response.hasEntity() || HttpMethod.HEAD.equals(request.getMethod())
                || request.getUriInfo().getPath().startsWith("/api/")) {
            return;
        }
        Response.Status known = Response.Status.fromStatusCode(status);
        Response page = pages.render(status, known == null ? "HTTP_" + status : known.name(), "", List.of());
        response.setEntity(page.getEntity(), null, MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"));
    }
}
