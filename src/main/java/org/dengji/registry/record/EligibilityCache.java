package org.dengji.registry.record;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.LocalDate;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.dengji.standards.core.Evaluation;

/**
 * Evaluations of players' records, kept per instance. Safe to share between requests and
 * instances: the key holds everything the answer depends on — the player, the version of their
 * record (moved on whenever an event of theirs is published, locked or corrected, by any instance),
 * the standard version and the day — so a stale entry is never found, only left to be evicted.
 */
@ApplicationScoped
public class EligibilityCache {

    /** Entries kept before the cache starts again empty: bounds memory without bookkeeping per hit. */
    static final int MAX_ENTRIES = 100_000;

    record Key(long playerId, long recordVersion, String standard, LocalDate on) {
    }

    private final Map<Key, Evaluation> entries = new ConcurrentHashMap<>();

    Evaluation get(Key key, Supplier<Evaluation> compute) {
        Evaluation cached = entries.get(key);
        if (cached != null) {
            return cached;
        }
        if (entries.size() >= MAX_ENTRIES) {
            entries.clear();
        }
        Evaluation fresh = compute.get();
        entries.put(key, fresh);
        return fresh;
    }
}
