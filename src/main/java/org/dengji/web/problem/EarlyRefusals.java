package org.dengji.web.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.http.HttpClosedException;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import org.dengji.web.SecurityHeaders;
import org.dengji.web.i18n.UiLocale;
import org.jboss.logging.Logger;

/**
 * Refusals made by the HTTP layer before Quarkus REST, and so before {@link ProblemMapper}, sees the
 * request: a request line that is no URI or too long ({@link RequestLineGuard}), a body over its limit
 * ({@link BodyLimitGuard}), and a request the router fails with a bare status. They get the same
 * problem body (API) or error page (pages) as every other 4xx, and the security headers; the page is
 * the layout-free one, since no request scope, identity or database is at hand here.
 *
 * <p>Failures that carry an exception (authentication challenges, login redirects) are left to the
 * handlers that know them, except those raised while a guard reads a chunked body, and those that
 * follow a refused body once its 413 has been sent.
 */
@ApplicationScoped
public class EarlyRefusals {

    private static final Logger LOG = Logger.getLogger(EarlyRefusals.class);

    private final ObjectMapper json;
    private final SecurityHeaders headers;

    public EarlyRefusals(ObjectMapper json, SecurityHeaders headers) {
        this.json = json;
        this.headers = headers;
    }

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).failureHandler(this::answerBareFailure);
    }

    void answerBareFailure(RoutingContext context) {
        if (nothingToAnswer(context)) {
            LOG.debugf(context.failure(), "Nobody to answer at %s", context.request().path());
            return;
        }
        Throwable failure = context.failure();
        int status = failure instanceof HttpException http ? http.getStatusCode() : context.statusCode();
        boolean bare = failure == null || failure instanceof HttpException || BodyLimitGuard.isReading(context);
        if (!bare || status < 400 || status >= 500 || context.response().headWritten()) {
            context.next();
            return;
        }
        if (status == 413) {
            refuseBody(context, BodyLimitGuard.limitOf(context));
            return;
        }
        answer(context, Problem.of(status, EmptyErrorBodies.codeOf(status), EmptyErrorBodies.detailOf(status),
                context.request().path(), List.of()));
    }

    /**
     * A body refused once its answer is sent: the upload still arriving fails on the closed connection,
     * or the reader that refused it fails after it. Or a client gone while its chunked body was read.
     * The refusal working, or the client leaving: not a fault of the service, and no one to tell.
     */
    private static boolean nothingToAnswer(RoutingContext context) {
        boolean refused = context.response().ended() && context.response().getStatusCode() == 413;
        return refused || BodyLimitGuard.isReading(context) && context.failure() instanceof HttpClosedException;
    }

    /**
     * 413 for a body over {@code limit} bytes (null: a limit not known here), declared or counted. The
     * rest of the body is never read, so an HTTP/1.1 connection cannot carry another request: it is
     * closed once the answer is sent (an HTTP/2 stream ends alone, and the connection serves on).
     * Logged for debugging only: a refusal is not a fault of the service.
     */
    void refuseBody(RoutingContext context, Long limit) {
        LOG.debugf("Refused a body over %s bytes at %s", limit, context.request().path());
        if (context.request().version() != HttpVersion.HTTP_2) {
            context.response().putHeader("Connection", "close")
                    .endHandler(sent -> context.request().connection().close());
        }
        String detail = limit == null ? "The body is larger than this address reads."
                : "The body is larger than " + BodySize.describe(limit) + ", the most this address reads.";
        Problem problem = Problem.of(413, "BODY_TOO_LARGE", detail, context.request().path(), List.of());
        answer(context, limit == null ? problem : problem.withLimit(limit));
    }

    /**
     * A request's head refused as it is (400, 414, 431): no {@code instance}, since the address, or the
     * headers around it, are what is wrong.
     */
    void refuseHead(RoutingContext context, int status, String code, String detail, Long limit) {
        Problem problem = Problem.of(status, code, detail, null, List.of());
        answer(context, limit == null ? problem : problem.withLimit(limit));
    }

    /**
     * A request the HTTP decoder could not read to its end ({@link DecoderRefusals}): the rest of the
     * connection cannot be read either, so it is closed once the answer is sent.
     */
    void refuseUnread(HttpServerRequest request, int status, String code, String detail, Long limit) {
        LOG.debugf("Refused an unreadable request with %d %s", status, code);
        request.response().putHeader("Connection", "close").endHandler(sent -> request.connection().close());
        Problem problem = Problem.of(status, code, detail, null, List.of());
        answer(request, limit == null ? problem : problem.withLimit(limit));
    }

    private void answer(RoutingContext context, Problem problem) {
        answer(context.request(), problem);
    }

    private void answer(HttpServerRequest request, Problem problem) {
        String type;
        String body;
        if (ProblemMapper.isApi(request.path())) {
            type = Problem.MEDIA_TYPE;
            body = problemJson(problem);
        } else {
            type = ErrorPages.HTML.toString();
            body = ErrorPages.plainHtml(problem.status(), problem.code(), problem.detail(),
                    UiLocale.languageOf(request));
        }
        headers.addTo(request);
        request.response().setStatusCode(problem.status()).putHeader("Content-Type", type).end(body);
    }

    private String problemJson(Problem problem) {
        try {
            return json.writeValueAsString(problem);
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException("a problem record always serialises", impossible);
        }
    }
}
