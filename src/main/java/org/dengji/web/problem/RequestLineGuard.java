package org.dengji.web.problem;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.net.URISyntaxException;
import org.dengji.common.DengjiConfig;

/**
 * Refuses, first of all routes, a request target that is not a URI (a broken %-escape such as
 * {@code /players/%ZZ}: 400 MALFORMED_URI) or that is longer than
 * {@code dengji.http.limits.max-uri-length} (414 URI_TOO_LONG), with a problem or page and the
 * security headers, before authentication, the router's path handling or any resource sees it.
 *
 * <p>Both were refused with a bare status before, below any route: the broken URI by Quarkus's own
 * check, which {@link org.dengji.web.DengjiMain} turns off ({@code vertx.disableURIValidation}) so that
 * this check, the same one, answers instead; the long one by Vert.x at
 * {@code quarkus.http.limits.max-initial-line-length}, which is set above this limit so that the
 * request reaches this route. A request line past that cannot be read at all, and is answered by
 * {@link DecoderRefusals} instead.
 */
@ApplicationScoped
public class RequestLineGuard {

    private final int maxUriLength;
    private final EarlyRefusals refusals;

    public RequestLineGuard(DengjiConfig config, EarlyRefusals refusals) {
        this.maxUriLength = config.http().limits().maxUriLength();
        this.refusals = refusals;
    }

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(this::check);
    }

    void check(RoutingContext context) {
        String target = context.request().uri();
        if (target.length() > maxUriLength) {
            refusals.refuseHead(context, 414, "URI_TOO_LONG", "The address is longer than " + maxUriLength
                    + " characters, the longest this service reads.", (long) maxUriLength);
        } else if (!isUri(target)) {
            refusals.refuseHead(context, 400, "MALFORMED_URI", "The address is not a well-formed URI: a"
                    + " %-escape that is not % and two hexadecimal digits, or a character no address holds.", null);
        } else {
            context.next();
        }
    }

    /** The check Quarkus makes before any route when {@code vertx.disableURIValidation} is not set. */
    static boolean isUri(String target) {
        try {
            new URI(target);
            return true;
        } catch (URISyntaxException malformed) {
            return false;
        }
    }
}
