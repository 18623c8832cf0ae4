package org.dengji.common.change;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import org.dengji.common.HttpMethods;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Every request that may change something (any method but a read) is marked as such before it runs,
 * so that its transactions announce the change to the other instances; when it was not refused, this
 * instance forgets what it keeps as soon as it answers, whatever it changed. A new endpoint is covered
 * without having to remember it, and a change is rare beside the reads, so forgetting too much costs
 * little.
 */
public class ChangeFilters {

    /** The longest description of a change sent to the other instances (a notification's payload). */
    static final int DESCRIPTION_LIMIT = 200;

    private final ChangingRequest changing;
    private final KeptData kept;

    public ChangeFilters(ChangingRequest changing, KeptData kept) {
        this.changing = changing;
        this.kept = kept;
    }

    @ServerRequestFilter(preMatching = true)
    public void markAChange(ContainerRequestContext request) {
        if (!HttpMethods.isRead(request.getMethod())) {
            changing.mayChange(describe(request.getMethod(), request.getUriInfo().getRequestUri().getRawPath()));
        }
    }

    @ServerResponseFilter
    public void forgetAfterAChange(ContainerRequestContext request, ContainerResponseContext response) {
        if (!HttpMethods.isRead(request.getMethod()) && response.getStatus() < 400) {
            kept.forgetAll();
        }
    }

    /** The method and path, cut to {@link #DESCRIPTION_LIMIT} characters: the query is nobody else's business. */
    static String describe(String method, String path) {
        String described = method + " " + path;
        return described.length() <= DESCRIPTION_LIMIT ? described : described.substring(0, DESCRIPTION_LIMIT);
    }
}
