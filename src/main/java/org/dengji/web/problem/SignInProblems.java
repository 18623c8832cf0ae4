package org.dengji.web.problem;

import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.core.Response;
import java.util.OptionalLong;
import org.dengji.security.SignInDelay;

/**
 * The answers to a missing or refused sign-in made with credentials (HTTP Basic): exactly one
 * {@code WWW-Authenticate} challenge (the Basic mechanism has already added one when it refused the
 * credentials), a body in the form of the path (a problem for the API, a page otherwise), and 429
 * with {@code Retry-After} for a sign-in refused unread after too many failures.
 */
final class SignInProblems {

    static final String CHALLENGE = "WWW-Authenticate";

    /** A refusal's response with its body, in the form the path answers in. */
    interface Refusal {
        Response of(int status, String code, String detail);
    }

    private SignInProblems() {
    }

    static Response of(RuntimeException e, RoutingContext routing, Refusal refusal) {
        MultiMap sent = routing.response().headers();
        OptionalLong wait = SignInDelay.retryAfterSeconds(e);
        if (wait.isPresent()) {
            sent.remove(CHALLENGE);
            return Response.fromResponse(refusal.of(429, "SIGN_IN_DELAYED", "Too many failed sign-ins: try again in "
                    + wait.getAsLong() + " seconds.")).header("Retry-After", wait.getAsLong()).build();
        }
        Response unauthorized = refusal.of(401, "AUTHENTICATION_REQUIRED",
                "Sign in: this endpoint needs HTTP Basic credentials.");
        if (sent.contains(CHALLENGE)) {
            return unauthorized;
        }
        return Response.fromResponse(unauthorized).header(CHALLENGE, "Basic realm=\"Dengji\"").build();
    }
}
