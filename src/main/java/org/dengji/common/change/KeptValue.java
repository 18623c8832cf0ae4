package org.dengji.common.change;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * One value read from the database and kept until forgotten, for a {@link KeptInMemory} that keeps a single
 * value. A reading that began before a forgetting is returned to its reader but never kept: it may show what the
 * change that made it be forgotten had not yet written.
 */
public final class KeptValue<T> {

    private final AtomicLong forgotten = new AtomicLong();
    private volatile T kept;

    /** The kept value, or the one {@code read} gives now, kept unless it was forgotten meanwhile. */
    public T get(Supplier<T> read) {
        T value = kept;
        if (value != null) {
            return value;
        }
        long before = forgotten.get();
        value = read.get();
        synchronized (this) {
            if (forgotten.get() == before) {
                kept = value;
            }
        }
        return value;
    }

    /** Forgets the value: the next {@link #get} reads it again. */
    public void forget() {
        synchronized (this) {
            forgotten.incrementAndGet();
            kept = null;
        }
    }
}
