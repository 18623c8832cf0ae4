package org.dengji.web.pagecache;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import org.dengji.common.HttpMethods;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Every request that may have changed something and was not refused forgets the kept public pages,
 * whatever it changed: a new endpoint is covered without having to remember it, and a change is
 * rare beside the reads, so forgetting too much costs little.
 */
public class ForgetPagesAfterChanges {

    private final PageCache pages;

    public ForgetPagesAfterChanges(PageCache pages) {
        this.pages = pages;
    }

    @ServerResponseFilter
    public void forgetAfterAChange(ContainerRequestContext request, ContainerResponseContext response) {
        if (!HttpMethods.isRead(request.getMethod()) && response.getStatus() < 400) {
            pages.forget();
        }
    }
}
