package org.dengji.web.problem;

import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.vertx.VertxOptionsCustomizer;
import io.vertx.core.VertxOptions;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.impl.HttpServerConnection;
import io.vertx.core.metrics.MetricsOptions;
import io.vertx.core.net.SocketAddress;
import io.vertx.core.spi.metrics.HttpServerMetrics;
import io.vertx.core.spi.metrics.VertxMetrics;
import io.vertx.core.spi.observability.HttpRequest;
import jakarta.enterprise.context.ApplicationScoped;
import org.dengji.common.DengjiConfig;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Answers the HTTP/1.1 requests that Vert.x's decoder cannot read, like every other refusal: a request
 * line over {@code quarkus.http.limits.max-initial-line-length} (414 URI_TOO_LONG), a header block over
 * {@code quarkus.http.limits.max-header-size} (431 HEADERS_TOO_LARGE), bytes that are no HTTP request
 * (400 MALFORMED_REQUEST). Vert.x answers them with a bare status, no body and no security headers.
 * (Over HTTP/2, headers past their limit are refused by {@link HeaderListGuard}.)
 *
 * <p>Those requests never reach a route, and Quarkus exposes neither the server nor its connections.
 * Vert.x does tell its metrics of every request as it begins, invalid ones included, before it picks the
 * handler of the request from its connection: so this class is a metrics observer that measures
 * nothing, and that gives the connection of an unreadable request the handler answering it here.
 */
@ApplicationScoped
public class DecoderRefusals implements VertxOptionsCustomizer {

    private final EarlyRefusals refusals;
    private final int maxUriLength;
    private final long maxHeaderSize;

    public DecoderRefusals(EarlyRefusals refusals, DengjiConfig config,
            @ConfigProperty(name = "quarkus.http.limits.max-header-size", defaultValue = "20K") MemorySize headers) {
        this.refusals = refusals;
        this.maxUriLength = config.http().limits().maxUriLength();
        this.maxHeaderSize = headers.asLongValue();
    }

    @Override
    public void accept(VertxOptions options) {
        options.setMetricsOptions(new MetricsOptions().setEnabled(true).setFactory(vertxOptions -> new Observer()));
    }

    void refuse(HttpServerRequest request) {
        Throwable cause = request.decoderResult().cause();
        if (cause instanceof TooLongHttpLineException) {
            refusals.refuseUnread(request, 414, "URI_TOO_LONG", "The address is longer than " + maxUriLength
                    + " characters, the longest this service reads.", (long) maxUriLength);
        } else if (cause instanceof TooLongHttpHeaderException) {
            refusals.refuseUnread(request, 431, "HEADERS_TOO_LARGE", HeaderListGuard.detail(maxHeaderSize),
                    maxHeaderSize);
        } else {
            refusals.refuseUnread(request, 400, "MALFORMED_REQUEST", "The request is not readable HTTP.", null);
        }
    }

    private final class Observer implements VertxMetrics {
        @Override
        public HttpServerMetrics<?, ?, ?> createHttpServerMetrics(HttpServerOptions options, SocketAddress local) {
            return new RequestsBeginning();
        }
    }

    private final class RequestsBeginning implements HttpServerMetrics<Void, Void, Void> {
        @Override
        public Void requestBegin(Void socket, HttpRequest begun) {
            if (begun instanceof HttpServerRequest request && request.decoderResult().isFailure()
                    && request.connection() instanceof HttpServerConnection connection) {
                connection.invalidRequestHandler(DecoderRefusals.this::refuse);
            }
            return null;
        }
    }
}
