package org.dengji.web.problem;

import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.vertx.http.runtime.RouteConstants;
import io.quarkus.vertx.http.runtime.VertxHttpRecorder;
import io.quarkus.vertx.http.runtime.security.QuarkusHttpUser;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.dengji.common.DengjiConfig;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Holds every request to its body limit ({@link BodyLimits}) before any of the body is buffered or
 * parsed, and refuses a body past it with 413 BODY_TOO_LARGE ({@link EarlyRefusals#refuseBody}).
 *
 * <ul>
 * <li>A declared length (Content-Length) over the limit is refused at once, before authentication,
 * which reads the sign-in form itself.</li>
 * <li>A chunked body is read here, counted as it comes, and refused at the first chunk past the limit;
 * within it, it is kept for Quarkus REST, which takes a body already read instead of reading the
 * connection. The reader is Vert.x's {@code BodyHandler}, as Quarkus installs it for every route when
 * an extension asks for one; here it runs only for chunked bodies, so declared ones are read by
 * Quarkus REST as before. A small body is read before authentication, like a declared one, except the
 * sign-in form, which authentication reads itself, bounded by Vert.x's form limits
 * ({@code quarkus.http.limits.max-form-*}). A file route's chunked body is read only once the caller
 * is known to be signed in: an anonymous one is refused (401) unread, as a declared one is.</li>
 * <li>An HTTP/2 body of undeclared length is read here too, for the same requests as a chunked one, by
 * {@link Http2BodyReader}, which holds the end of the stream back for Quarkus REST. A file route's is
 * left to Quarkus REST, which counts it as it reads it, against the same limit, and answers past it with
 * a bare 413 (with the security headers) and the end of the connection.</li>
 * </ul>
 *
 * <p>So no body over a limit reaches Quarkus's own check of {@code quarkus.http.limits.max-body-size},
 * which answers 413 with no body and, for a chunked body, logs an error after it has answered.
 */
@ApplicationScoped
public class BodyLimitGuard {

    private static final String LIMIT = "dengji.body-limit";
    private static final String READING = "dengji.body-reading";
    /** Before CORS (-300) and authentication (-200), after the request line's check. */
    private static final int BEFORE_SIGN_IN = -1000;

    private final BodyLimits limits;
    private final String signInForm;
    private final BodyHandler smallBodies;
    private final BodyHandler fileBodies;
    private final EarlyRefusals refusals;

    public BodyLimitGuard(DengjiConfig config,
            @ConfigProperty(name = "quarkus.http.limits.max-body-size") MemorySize filesLimit,
            @ConfigProperty(name = "quarkus.http.auth.form.post-location", defaultValue = "/j_security_check")
            String signInForm,
            @ConfigProperty(name = "quarkus.http.body.uploads-directory") String uploads, EarlyRefusals refusals) {
        this.limits = new BodyLimits(config.http().limits().maxBodySize().asLongValue(), filesLimit.asLongValue());
        this.signInForm = signInForm;
        this.smallBodies = reader(limits.small(), uploads);
        this.fileBodies = reader(limits.files(), uploads);
        this.refusals = refusals;
    }

    void install(@Observes Router router) {
        router.route().order(BEFORE_SIGN_IN).handler(this::beforeSignIn);
        // After Quarkus's own limit, which sets its limit on every undeclared length for Quarkus REST.
        router.route().order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT + 1).handler(this::afterSignIn);
    }

    void beforeSignIn(RoutingContext context) {
        HttpServerRequest request = context.request();
        boolean fileRoute = BodyLimits.isFileRoute(request.method().name(), request.path());
        long limit = fileRoute ? limits.files() : limits.small();
        context.put(LIMIT, limit);
        if (declaredLength(request) > limit) {
            refusals.refuseBody(context, limit);
        } else if (isChunked(request) && !fileRoute && !isSignInForm(request)) {
            read(context, smallBodies);
        } else if (Http2BodyReader.applies(request) && !fileRoute && !isSignInForm(request)) {
            Http2BodyReader.read(context, limit, refusals);
        } else {
            context.next();
        }
    }

    void afterSignIn(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (isChunked(request) && BodyLimits.isFileRoute(request.method().name(), request.path())
                && isSignedIn(context)) {
            read(context, fileBodies);
            return;
        }
        if (request.getHeader("Content-Length") == null) {
            context.put(VertxHttpRecorder.MAX_REQUEST_SIZE_KEY, limitOf(context));
        }
        context.next();
    }

    /** Whether the body of {@code context} is being read by this guard, whose failures are its refusals. */
    static boolean isReading(RoutingContext context) {
        return context.get(READING) != null;
    }

    /** The body limit that applies to {@code context}; null before this guard has seen it. */
    static Long limitOf(RoutingContext context) {
        return context.get(LIMIT);
    }

    private static void read(RoutingContext context, BodyHandler reader) {
        context.put(READING, Boolean.TRUE);
        reader.handle(context);
    }

    private static BodyHandler reader(long limit, String uploads) {
        return BodyHandler.create(uploads).setBodyLimit(limit).setMergeFormAttributes(false)
                .setDeleteUploadedFilesOnEnd(true);
    }

    private boolean isSignInForm(HttpServerRequest request) {
        return "POST".equals(request.method().name()) && signInForm.equals(request.path());
    }

    private static boolean isSignedIn(RoutingContext context) {
        return context.user() instanceof QuarkusHttpUser user && !user.getSecurityIdentity().isAnonymous();
    }

    /** An HTTP/1.1 body without a declared length. */
    private static boolean isChunked(HttpServerRequest request) {
        return request.version() != HttpVersion.HTTP_2 && request.getHeader("Content-Length") == null
                && request.getHeader("Transfer-Encoding") != null;
    }

    /** An unreadable length is left to the HTTP layer, which refuses it on its own. */
    private static long declaredLength(HttpServerRequest request) {
        String header = request.getHeader("Content-Length");
        try {
            return header == null ? -1 : Long.parseLong(header.trim());
        } catch (NumberFormatException unreadable) {
            return -1;
        }
    }
}
