package org.dengji.registry.pages;

import io.vertx.core.Context;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import java.time.Clock;
import java.time.Instant;
import org.dengji.common.change.KeptInMemory;
import org.dengji.registry.event.Event;

/**
 * Whether demo data is present, for the banner every page shows then ({@code inject:demo.present}).
 * Asked on every page, so the answer is kept for a few seconds: the banner may lag that long behind
 * the loading or removal of the demo registry, unless it is made through an instance, which forgets the
 * kept answer everywhere ({@link KeptInMemory}). An error page can be rendered on an I/O thread, where
 * no query may run: there the kept answer stands until a worker thread asks again.
 */
@Named("demo")
@ApplicationScoped
public class DemoBanner implements KeptInMemory {

    static final long KEEP_SECONDS = 10;

    private final Clock clock;
    private volatile Instant checkedAt = Instant.EPOCH;
    private volatile boolean present;

    public DemoBanner(Clock clock) {
        this.clock = clock;
    }

    public boolean isPresent() {
        Instant now = clock.instant();
        if (now.isAfter(checkedAt.plusSeconds(KEEP_SECONDS)) && !Context.isOnEventLoopThread()) {
            present = Event.count("demo", true) > 0;
            checkedAt = now;
        }
        return present;
    }

    /** Forgets the kept answer (after the demo registry was loaded). */
    public void refresh() {
        checkedAt = Instant.EPOCH;
    }

    @Override
    public void invalidate() {
        refresh();
    }
}
