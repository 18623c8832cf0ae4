package org.dengji.web.problem;

import io.netty.handler.codec.http2.Http2ConnectionHandler;
import io.netty.handler.codec.http2.Http2Stream;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.net.impl.ConnectionBase;
import io.vertx.ext.web.RoutingContext;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * Reads an HTTP/2 body of undeclared length ahead of Quarkus REST, counting it as it comes, so that a
 * body past its limit is refused with a problem or page ({@link EarlyRefusals#refuseBody}) on its own
 * stream, while the connection serves on. Quarkus REST's own count of such a body answers a bare 413
 * and closes the whole connection.
 *
 * <p>A body within its limit is handed to Quarkus REST, which takes a body already read instead of
 * reading the stream, but which also pauses the request as it starts: and an HTTP/2 request refuses a
 * pause once its end has been delivered. So the end is held back. Vert.x delivers a stream's frames
 * through a queue that holds them while the request is paused, and a DATA frame's end of stream right
 * after its data: the reader pauses the request after every piece of data, and hands the body over,
 * still paused, once the codec has seen the end of the stream and every byte received has been read. The
 * end then waits in the queue until Quarkus REST resumes the request. An end carried by trailers instead
 * (no request this service serves sends them) reaches the reader; that request is refused as unreadable.
 */
final class Http2BodyReader {

    private static final Logger LOG = Logger.getLogger(Http2BodyReader.class);
    private static final Set<HttpMethod> WITH_BODIES = Set.of(HttpMethod.POST, HttpMethod.PUT, HttpMethod.PATCH);

    private final RoutingContext context;
    private final HttpServerRequest request;
    private final long limit;
    private final EarlyRefusals refusals;
    private final Buffer body = Buffer.buffer();
    private boolean done;

    private Http2BodyReader(RoutingContext context, long limit, EarlyRefusals refusals) {
        this.context = context;
        this.request = context.request();
        this.limit = limit;
        this.refusals = refusals;
    }

    /** Whether {@code request} may send an HTTP/2 body of undeclared length, still to be read. */
    static boolean applies(HttpServerRequest request) {
        return request.version() == HttpVersion.HTTP_2 && request.getHeader("Content-Length") == null
                && WITH_BODIES.contains(request.method()) && !request.isEnded();
    }

    /** Reads the body of {@code context}, then goes on to the next route, or refuses it past {@code limit}. */
    static void read(RoutingContext context, long limit, EarlyRefusals refusals) {
        new Http2BodyReader(context, limit, refusals).start();
    }

    private void start() {
        request.pause();
        request.handler(this::take);
        request.endHandler(this::endedByTrailers);
        request.exceptionHandler(this::gone);
        // Later, not now: the codec marks the end of the stream after it has delivered the frame carrying it.
        context.vertx().runOnContext(later -> carryOn());
    }

    private void take(Buffer data) {
        if (done) {
            return; // the rest of a refused body: read, so that the stream's window stays open, and dropped
        }
        body.appendBuffer(data);
        if (body.length() > limit) {
            done = true;
            refusals.refuseBody(context, limit);
            return;
        }
        request.pause();
        context.vertx().runOnContext(later -> carryOn());
    }

    private void carryOn() {
        if (done || request.isEnded()) {
            return;
        }
        if (request.bytesRead() == body.length() && endReceived()) {
            done = true;
            request.handler(null).endHandler(null).exceptionHandler(null);
            context.setBody(body);
            context.next();
        } else {
            request.resume();
        }
    }

    private void endedByTrailers(Void end) {
        if (!done) {
            done = true;
            refusals.refuseHead(context, 400, "MALFORMED_REQUEST", "The request's body is followed by trailer fields,"
                    + " which this service does not read.", null);
        }
    }

    private void gone(Throwable failure) {
        done = true;
        LOG.debugf(failure, "An HTTP/2 body ended unread at %s", request.path());
    }

    /** Whether the codec has received the end of this request's stream (or the stream is closed). */
    private boolean endReceived() {
        if (!(request.connection() instanceof ConnectionBase connection)) {
            return false;
        }
        Http2ConnectionHandler codec = connection.channel().pipeline().get(Http2ConnectionHandler.class);
        if (codec == null) {
            return false;
        }
        Http2Stream stream = codec.connection().stream(request.streamId());
        return stream == null || !stream.state().remoteSideOpen();
    }
}
