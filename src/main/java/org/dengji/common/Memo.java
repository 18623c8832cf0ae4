package org.dengji.common;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A value read from the database and kept for a short while, so that the public pages answer from
 * memory instead of querying on every request. It is read again once it is older than its lifetime,
 * and at once after {@link #forget()} (which the instance that changes the data calls); another
 * instance of the service sees the change when its own copy expires. Age is measured on the
 * monotonic {@link System#nanoTime()} clock: it is a duration, not a date, and must not jump when
 * the wall clock (or a test's clock) does.
 */
public final class Memo<T> {

    private final Supplier<T> read;
    private final long lifetimeNanos;
    /** Counts {@link #forget()}s: a value read while one happened may be old and is not kept. */
    private final AtomicLong forgotten = new AtomicLong();
    /** Set while one caller reads an expired value again; the others keep using the old one meanwhile. */
    private final AtomicBoolean reading = new AtomicBoolean();
    private volatile Kept<T> kept;

    private record Kept<T>(T value, long readAt) {
    }

    public Memo(Supplier<T> read, Duration lifetime) {
        this.read = read;
        this.lifetimeNanos = lifetime.toNanos();
    }

    /**
     * The kept value, or a fresh one when there is none or it has expired. When it has expired, one
     * caller reads it again and the callers that come meanwhile get the expired value, so that many
     * requests at once never all query the database together.
     */
    public T get() {
        Kept<T> now = kept;
        long at = System.nanoTime();
        if (now != null && at - now.readAt() <= lifetimeNanos) {
            return now.value();
        }
        if (now != null && !reading.compareAndSet(false, true)) {
            return now.value();
        }
        try {
            long generation = forgotten.get();
            T value = read.get();
            if (forgotten.get() == generation) {
                kept = new Kept<>(value, at);
            }
            return value;
        } finally {
            if (now != null) {
                reading.set(false);
            }
        }
    }

    /** Drops the kept value: the next {@link #get()} reads afresh. */
    public void forget() {
        forgotten.incrementAndGet();
        kept = null;
    }
}
