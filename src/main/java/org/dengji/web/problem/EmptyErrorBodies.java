package org.dengji.web.problem;

import io.vertx.core.Context;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.lang.annotation.Annotation;
import java.util.List;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Every 4xx has a body. Some refusals are made before any resource runs and come with none: the CSRF
 * filter of Quarkus REST answers a form without a valid token with a bare 400, and a filter's
 * {@code abortWith(Response.status(…).build())} does the same. This gives them the problem body (API)
 * or the error page (pages) that the error mapper gives everything else.
 */
public class EmptyErrorBodies {

    private static final Annotation[] NONE = new Annotation[0];

    private final ErrorPages pages;

    public EmptyErrorBodies(ErrorPages pages) {
        this.pages = pages;
    }

    @ServerResponseFilter
    public void fill(ContainerRequestContext request, ContainerResponseContext response) {
        int status = response.getStatus();
        if (status < 400 || status >= 500 || response.hasEntity() || "HEAD".equals(request.getMethod())) {
            return;
        }
        String code = codeOf(status);
        String detail = detailOf(status);
        String path = request.getUriInfo().getPath();
        if (ProblemMapper.isApi(path)) {
            response.setEntity(Problem.of(status, code, detail, path, List.of()), NONE,
                    MediaType.valueOf(Problem.MEDIA_TYPE));
        } else if (Context.isOnEventLoopThread()) {
            // The layout names who is signed in, which cannot be asked on this thread without blocking it.
            response.setEntity(pages.htmlSignedOut(status, code, detail), NONE, ErrorPages.HTML);
        } else {
            response.setEntity(pages.html(status, code, detail, List.of()), NONE, ErrorPages.HTML);
        }
    }

    static String codeOf(int status) {
        Response.Status known = Response.Status.fromStatusCode(status);
        return known == null ? "HTTP_" + status : known.name();
    }

    static String detailOf(int status) {
        if (status == 400) {
            return "The request could not be accepted: a form may be out of date (load the page again) or the"
                    + " request is malformed.";
        }
        Response.Status known = Response.Status.fromStatusCode(status);
        return known == null ? "The request could not be accepted." : known.getReasonPhrase() + ".";
    }
}
