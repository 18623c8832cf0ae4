package org.dengji.security;

import io.quarkus.security.AuthenticationFailedException;
import java.time.Duration;
import java.util.Map;
import java.util.OptionalLong;

/**
 * A sign-in refused unread because too many attempts failed just before. It travels as Quarkus's
 * authentication failure (so the usual challenge is sent), with the time to wait as an attribute.
 */
public final class SignInDelay {

    private static final String RETRY_AFTER = "dengji.sign-in.retry-after-seconds";

    private SignInDelay() {
    }

    static AuthenticationFailedException refusal(Duration wait) {
        long seconds = wholeSeconds(wait);
        return new AuthenticationFailedException("too many failed sign-ins: try again in " + seconds + " s",
                Map.of(RETRY_AFTER, seconds));
    }

    /** The seconds to wait, when {@code failure} is a delayed sign-in. */
    public static OptionalLong retryAfterSeconds(Throwable failure) {
        if (failure instanceof AuthenticationFailedException refused && refused.getAttribute(RETRY_AFTER) != null) {
            return OptionalLong.of(refused.<Long>getAttribute(RETRY_AFTER));
        }
        return OptionalLong.empty();
    }

    /** Whole seconds, rounded up, as the Retry-After header counts them; at least one. */
    static long wholeSeconds(Duration wait) {
        return Math.max(1, (wait.toMillis() + 999) / 1000);
    }
}
