package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.dengji.common.change.KeptInMemory;

/**
 * The latest month with a rating list, kept in memory: every rated player's page names it, and it changes only
 * when reports are written, by a request (which forgets what is kept as it answers), the recomputation queue
 * (which forgets it when a run commits) or another instance (which announces it). A reading that began before
 * a change is never kept.
 */
@ApplicationScoped
public class LatestMonth implements KeptInMemory {

    private final AtomicLong forgotten = new AtomicLong();
    private volatile Optional<String> kept;

    /** The kept month, or the one {@code query} reads now (kept unless something changed meanwhile). */
    Optional<String> read(Supplier<String> query) {
        Optional<String> month = kept;
        if (month != null) {
            return month;
        }
        long before = forgotten.get();
        month = Optional.ofNullable(query.get());
        synchronized (this) {
            if (forgotten.get() == before) {
                kept = month;
            }
        }
        return month;
    }

    @Override
    public void invalidate() {
        synchronized (this) {
            forgotten.incrementAndGet();
            kept = null;
        }
    }
}
