package org.dengji.support;

import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import org.dengji.common.Clocks;

/**
 * The application's clock in tests: the real time in China until a test fixes a day, and again
 * after {@link #reset()}. Replaces the default {@link Clock} bean of {@link Clocks}.
 */
@Singleton
public class TestClock extends Clock {

    private volatile Instant fixed;

    /** Noon in China on {@code day}, until {@link #reset()}. */
    public void fix(LocalDate day) {
        fixed = day.atTime(LocalTime.NOON).atZone(Clocks.CHINA).toInstant();
    }

    /** Stands still at {@code instant}, until {@link #advance(Duration)} or {@link #reset()}. */
    public void fixAt(Instant instant) {
        fixed = instant;
    }

    /** Moves a fixed clock on by {@code duration}. */
    public void advance(Duration duration) {
        fixed = instant().plus(duration);
    }

    public void reset() {
        fixed = null;
    }

    @Override
    public ZoneId getZone() {
        return Clocks.CHINA;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return Clock.fixed(instant(), zone);
    }

    @Override
    public Instant instant() {
        Instant at = fixed;
        return at != null ? at : Instant.now();
    }
}
