package org.dengji.web.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.vertx.http.runtime.RouteConstants;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import org.dengji.common.i18n.UiLocale;
import org.dengji.web.SecurityHeaders;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Refusals made by the HTTP layer before Quarkus REST, and so before {@link ProblemMapper}, sees the
 * request: a body larger than {@code quarkus.http.limits.max-body-size} (Quarkus answers 413 with no
 * body), and a request the router fails with a bare status. They get the same problem body (API) or
 * error page (pages) as every other 4xx; the page is the layout-free one, since no request scope,
 * identity or database is at hand here. (A request line that is not a URI at all, such as a path with
 * a broken %-escape, is refused with a bare 400 by Quarkus before any router, where no application
 * code runs.)
 *
 * <p>Failures that carry an exception (authentication challenges, login redirects) are left to the
 * handlers that know them.
 */
@ApplicationScoped
public class EarlyRefusals {

    private final long maxBodyBytes;
    private final ObjectMapper json;
    private final SecurityHeaders headers;

    public EarlyRefusals(@ConfigProperty(name = "quarkus.http.limits.max-body-size", defaultValue = "10240K")
            MemorySize maxBody, ObjectMapper json, SecurityHeaders headers) {
        this.maxBodyBytes = maxBody.asLongValue();
        this.json = json;
        this.headers = headers;
    }

    void install(@Observes Router router) {
        // Just before Quarkus's own check of the declared length, which would answer without a body.
        router.route().order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT - 1).handler(this::refuseOversizedBody);
        router.route().order(Integer.MIN_VALUE).failureHandler(this::answerBareFailure);
    }

    void refuseOversizedBody(RoutingContext context) {
        String length = context.request().getHeader("Content-Length");
        if (length != null && declaredLength(length) > maxBodyBytes) {
            // The body is never read: the connection cannot carry another request after it.
            context.response().putHeader("Connection", "close")
                    .endHandler(sent -> context.request().connection().close());
            answer(context, 413, "BODY_TOO_LARGE", "The body is larger than " + maxBodyBytes / (1024 * 1024)
                    + " MB, the most this service reads.");
            return;
        }
        context.next();
    }

    void answerBareFailure(RoutingContext context) {
        Throwable failure = context.failure();
        int status = failure instanceof HttpException http ? http.getStatusCode() : context.statusCode();
        boolean bare = failure == null || failure instanceof HttpException;
        if (!bare || status < 400 || status >= 500 || context.response().headWritten()) {
            context.next();
            return;
        }
        answer(context, status, EmptyErrorBodies.codeOf(status), EmptyErrorBodies.detailOf(status));
    }

    private void answer(RoutingContext context, int status, String code, String detail) {
        String path = context.request().path();
        String type;
        String body;
        if (ProblemMapper.isApi(path)) {
            type = Problem.MEDIA_TYPE;
            body = problemJson(Problem.of(status, code, detail, path, List.of()));
        } else {
            type = ErrorPages.HTML.toString();
            body = ErrorPages.plainHtml(status, code, detail, UiLocale.languageOf(context.request()));
        }
        headers.addTo(context);
        context.response().setStatusCode(status).putHeader("Content-Type", type).end(body);
    }

    private String problemJson(Problem problem) {
        try {
            return json.writeValueAsString(problem);
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException("a problem record always serialises", impossible);
        }
    }

    /** An unreadable length is left to the HTTP layer, which refuses it on its own. */
    private static long declaredLength(String header) {
        try {
            return Long.parseLong(header.trim());
        } catch (NumberFormatException unreadable) {
            return -1;
        }
    }
}
