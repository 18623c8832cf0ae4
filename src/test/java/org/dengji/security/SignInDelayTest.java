package org.dengji.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The delay after failed sign-ins: none below the free failures, then doubling, capped. */
class SignInDelayTest {

    private static final Duration MAX = Duration.ofMinutes(15);

    @Test
    void shouldNotDelayBelowTheFreeFailures() {
        assertEquals(Duration.ZERO, SignInThrottle.delayAfter(0, 5, MAX));
        assertEquals(Duration.ZERO, SignInThrottle.delayAfter(4, 5, MAX));
    }

    @Test
    void shouldDoubleFromOneSecondAtTheFreeFailures() {
        assertEquals(Duration.ofSeconds(1), SignInThrottle.delayAfter(5, 5, MAX));
        assertEquals(Duration.ofSeconds(2), SignInThrottle.delayAfter(6, 5, MAX));
        assertEquals(Duration.ofSeconds(512), SignInThrottle.delayAfter(14, 5, MAX));
    }

    @Test
    void shouldNeverWaitLongerThanTheMaximum() {
        assertEquals(MAX, SignInThrottle.delayAfter(15, 5, MAX));
        assertEquals(MAX, SignInThrottle.delayAfter(Integer.MAX_VALUE, 5, MAX));
    }

    @Test
    void shouldRoundRetryAfterUpToWholeSeconds() {
        assertEquals(1, SignInDelay.wholeSeconds(Duration.ofMillis(1)));
        assertEquals(1, SignInDelay.wholeSeconds(Duration.ofMillis(1000)));
        assertEquals(2, SignInDelay.wholeSeconds(Duration.ofMillis(1001)));
        assertEquals(1, SignInDelay.wholeSeconds(Duration.ZERO));
    }
}
