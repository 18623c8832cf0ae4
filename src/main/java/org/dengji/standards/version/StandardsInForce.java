package org.dengji.standards.version;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.dengji.common.change.KeptInMemory;
import org.dengji.standards.core.Track;

/**
 * The version of each track in force on a day ({@link StandardStore#inForce}), kept in memory: every
 * eligibility answer names one, and reading it took a query and the assembly of every version's header.
 * Which version is in force changes only when a version is published (its own start, the end of its
 * predecessor), so the versions are forgotten once a publication has committed here, and after every
 * change made through any instance ({@link KeptInMemory}). The day is part of the key: a version that
 * takes effect tomorrow is in force tomorrow without anything being forgotten.
 *
 * <p>Forgetting replaces the whole map: a reading that began before the publication puts what it read
 * into the map that was forgotten, never into the new one. The map holds a few days of two tracks; it is
 * emptied when it grows past {@link #DAYS_KEPT} entries, as it would on a service running for months.
 */
@ApplicationScoped
public class StandardsInForce implements KeptInMemory {

    /** Entries kept before the map is emptied (one per track and day asked for). */
    static final int DAYS_KEPT = 64;

    private record Day(Track track, LocalDate date) {
    }

    private final StandardStore store;
    private volatile Map<Day, Optional<StandardEntity>> kept = new ConcurrentHashMap<>();

    public StandardsInForce(StandardStore store) {
        this.store = store;
    }

    /**
     * The version of {@code track} in force on {@code date}, read from the database the first time it is
     * asked for since the last publication. The row is shared between requests: read it, never change it.
     */
    public Optional<StandardEntity> on(Track track, LocalDate date) {
        Map<Day, Optional<StandardEntity>> map = kept;
        Day day = new Day(track, date);
        Optional<StandardEntity> version = map.get(day);
        if (version == null) {
            version = store.inForce(track, date);
            if (map.size() >= DAYS_KEPT) {
                map.clear();
            }
            map.putIfAbsent(day, version);
        }
        return version;
    }

    /** Forgets every version kept: the next answer reads them again. */
    @Override
    public void invalidate() {
        kept = new ConcurrentHashMap<>();
    }

    void published(@Observes(during = TransactionPhase.AFTER_SUCCESS) PublishedDocuments.StandardPublished p) {
        invalidate();
    }
}
