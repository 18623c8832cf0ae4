package org.dengji.web.i18n;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.PageLanguage;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/** Remembers a language chosen with {@code ?lang=} in a cookie, so the choice holds on the next page. */
public class LanguageCookieFilter {

    private static final int ONE_YEAR = 365 * 24 * 3600;

    @ServerResponseFilter
    public void remember(ContainerRequestContext request, ContainerResponseContext response) {
        Language chosen = Language.fromTag(request.getUriInfo().getQueryParameters().getFirst(PageLanguage.PARAMETER));
        if (chosen != null) {
            response.getHeaders().add(HttpHeaders.SET_COOKIE,
                    UiLocale.COOKIE + "=" + chosen.tag() + "; Path=/; Max-Age=" + ONE_YEAR + "; SameSite=Lax");
        }
    }
}
