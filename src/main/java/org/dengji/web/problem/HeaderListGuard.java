package org.dengji.web.problem;

import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Holds an HTTP/2 request's headers to the size an HTTP/1.1 request may send
 * ({@code quarkus.http.limits.max-header-size}, 20 KiB), and refuses a larger list with 431
 * HEADERS_TOO_LARGE, a problem or page like every refusal ({@link DecoderRefusals} answers the same for
 * HTTP/1.1).
 *
 * <p>The HTTP/2 codec bounds the list itself at {@code quarkus.http.limits.max-header-list-size}, and
 * answers past it with a bare 431 on the stream, before any route: no body, no security headers, and no
 * hook to add them. So that bound is set well above this one (64 KiB) and this check, the first after the
 * request line's, is the one a client meets; only a list past the codec's bound still gets its bare
 * answer. The list is measured as HTTP/2 measures it (RFC 9113, section 6.5.2): each field's name and
 * value in octets, plus 32, the pseudo-fields (method, path, scheme, authority) included.
 */
@ApplicationScoped
public class HeaderListGuard {

    /** What HTTP/2 adds to each field's name and value when it sizes a header list. */
    private static final int FIELD_OVERHEAD = 32;

    private final long maxHeaderSize;
    private final EarlyRefusals refusals;

    public HeaderListGuard(EarlyRefusals refusals,
            @ConfigProperty(name = "quarkus.http.limits.max-header-size", defaultValue = "20K") MemorySize headers) {
        this.refusals = refusals;
        this.maxHeaderSize = headers.asLongValue();
    }

    void install(@Observes Router router) {
        // After the request line's check, so that an address past its limit is refused as that (414).
        router.route().order(Integer.MIN_VALUE + 1).handler(this::check);
    }

    void check(RoutingContext context) {
        HttpServerRequest request = context.request();
        if (request.version() == HttpVersion.HTTP_2 && headerListSize(request) > maxHeaderSize) {
            refusals.refuseHead(context, 431, "HEADERS_TOO_LARGE", detail(maxHeaderSize), maxHeaderSize);
        } else {
            context.next();
        }
    }

    /** The refusal's sentence for headers over {@code limit} bytes, over either version of HTTP. */
    static String detail(long limit) {
        return "The request's headers are larger than " + BodySize.describe(limit) + ", the most this service reads.";
    }

    /** The size of {@code request}'s header list as HTTP/2 counts it; its values are octets, one a char. */
    static long headerListSize(HttpServerRequest request) {
        long size = 0;
        boolean pseudoFieldsListed = false;
        for (Map.Entry<String, String> field : request.headers()) {
            size += field.getKey().length() + field.getValue().length() + FIELD_OVERHEAD;
            pseudoFieldsListed |= field.getKey().startsWith(":");
        }
        if (!pseudoFieldsListed) {
            size += pseudo(":method", request.method().name()) + pseudo(":path", request.uri())
                    + pseudo(":scheme", request.scheme()) + pseudo(":authority", request.authority());
        }
        return size;
    }

    private static long pseudo(String name, Object value) {
        return value == null ? 0 : name.length() + value.toString().length() + FIELD_OVERHEAD;
    }
}
