package org.dengji.web.pagecache;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Response;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.time.Clock;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.dengji.common.KeptForVisitors;
import org.dengji.common.i18n.PageLanguage;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Serves the pages marked {@link KeptForVisitors} to visitors who are not signed in from the
 * {@link PageCache}, and keeps what the page rendered when it had to render. A signed-in person's page
 * names them and carries their sign-out form, so it is always rendered for them and never kept.
 */
public class KeptPageFilters {

    private static final String RENDERING = KeptPageFilters.class.getName() + ".rendering";
    private static final String HTML = "text/html;charset=UTF-8";

    private final PageCache cache;
    private final SecurityIdentity identity;
    private final PageLanguage ui;
    private final Clock clock;

    public KeptPageFilters(PageCache cache, SecurityIdentity identity, PageLanguage ui, Clock clock) {
        this.cache = cache;
        this.identity = identity;
        this.ui = ui;
        this.clock = clock;
    }

    @ServerRequestFilter
    public Optional<Response> answerFromKeptPage(ContainerRequestContext request, ResourceInfo resource) {
        Method method = resource.getResourceMethod();
        if (method == null || !method.isAnnotationPresent(KeptForVisitors.class) || !identity.isAnonymous()) {
            return Optional.empty();
        }
        Map<String, List<String>> query;
        try {
            query = request.getUriInfo().getQueryParameters();
        } catch (RuntimeException undecodable) {
            return Optional.empty(); // the page answers it as it would without a cache
        }
        Set<String> reads = queryParameters(method);
        PageKey key = PageKey.of(LocalDate.now(clock), ui.language(), request.getUriInfo().getRequestUri().getRawPath(),
                query, reads);
        reads.add(PageLanguage.PARAMETER); // read too, as the language, which is part of the key
        PageCache.Lookup lookup = cache.lookup(key, reads.containsAll(query.keySet()));
        if (lookup instanceof PageCache.Hit hit) {
            return Optional.of(Response.ok(hit.body(), HTML).build());
        }
        request.setProperty(RENDERING, lookup);
        return Optional.empty();
    }

    @ServerResponseFilter
    public void keepRenderedPage(ContainerRequestContext request, ContainerResponseContext response) {
        if (!(request.getProperty(RENDERING) instanceof PageCache.Render rendering)) {
            return;
        }
        if (response.getStatus() == 200 && response.getEntity() instanceof String html) {
            cache.rendered(rendering, html);
        } else {
            cache.failed(rendering);
        }
    }

    /** The names of the query parameters that {@code method} declares. */
    static Set<String> queryParameters(Method method) {
        Set<String> names = new HashSet<>();
        for (Annotation[] annotations : method.getParameterAnnotations()) {
            for (Annotation annotation : annotations) {
                if (annotation instanceof QueryParam param) {
                    names.add(param.value());
                }
            }
        }
        return names;
    }
}
