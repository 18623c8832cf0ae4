package org.dengji.web.problem;

import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.OptionalLong;
import org.dengji.security.SignInDelay;

/**
 * The API's answers to a missing or refused sign-in: exactly one {@code WWW-Authenticate} challenge
 * (the Basic mechanism has already added one when it refused the credentials), a problem body, and
 * 429 with {@code Retry-After} for a sign-in refused unread after too many failures.
 */
final class SignInProblems {

    static final String CHALLENGE = "WWW-Authenticate";

    private SignInProblems() {
    }

    static Response of(RuntimeException e, RoutingContext routing, Response unauthorized) {
        MultiMap sent = routing.response().headers();
        OptionalLong wait = SignInDelay.retryAfterSeconds(e);
        if (wait.isPresent()) {
            sent.remove(CHALLENGE);
            return Response.status(429).type(Problem.MEDIA_TYPE)
                    .entity(Problem.of(429, "SIGN_IN_DELAYED", "Too many failed sign-ins: try again in "
                            + wait.getAsLong() + " seconds.", routing.normalizedPath(), List.of()))
                    .header("Retry-After", wait.getAsLong())
                    .build();
        }
        if (sent.contains(CHALLENGE)) {
            return unauthorized;
        }
        return Response.fromResponse(unauthorized).header(CHALLENGE, "Basic realm=\"Dengji\"").build();
    }
}
