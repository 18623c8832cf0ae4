package org.dengji.common.change;

import io.quarkus.arc.All;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/**
 * Every {@link KeptInMemory} of this instance, forgotten together: after a change made here, and when
 * another instance announces one. Forgetting everything after any change costs little (changes are
 * rare beside reads) and needs no list of which change makes which copy stale.
 */
@ApplicationScoped
public class KeptData {

    private final List<KeptInMemory> kept;

    KeptData(@All List<KeptInMemory> kept) {
        this.kept = List.copyOf(kept);
    }

    /** Tells every cache to forget what it keeps. */
    public void forgetAll() {
        kept.forEach(KeptInMemory::invalidate);
    }

    /** How many caches take part: each is forgotten by {@link #forgetAll()}. */
    public int caches() {
        return kept.size();
    }
}
