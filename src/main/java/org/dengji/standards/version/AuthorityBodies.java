package org.dengji.standards.version;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.dengji.authority.OrganisationChanged;
import org.dengji.common.change.KeptInMemory;
import org.dengji.standards.core.Title;

/**
 * The bodies to apply to (第三条 in words) of each version, kept in memory: every eligibility answer names
 * them, and they rest on rows that hardly ever change, the version's authority rows and the names of the
 * national authority and the association. Forgotten whenever one of those is written, once the write has
 * committed; {@link #invalidate()} is the one way to forget them, for a hook that hears of writes made
 * by another instance.
 *
 * <p>Forgetting replaces the whole map: a reading that began before the write puts what it read into
 * the map that was forgotten, never into the new one.
 */
@ApplicationScoped
public class AuthorityBodies implements KeptInMemory {

    private volatile Map<Long, Map<Title, ApprovingBody>> kept = new ConcurrentHashMap<>();

    /** The bodies of {@code version}, read by {@code read} when they are not kept. */
    Map<Title, ApprovingBody> of(StandardEntity version, Supplier<Map<Title, ApprovingBody>> read) {
        Map<Long, Map<Title, ApprovingBody>> map = kept;
        Map<Title, ApprovingBody> bodies = map.get(version.id);
        if (bodies == null) {
            bodies = Map.copyOf(read.get());
            map.putIfAbsent(version.id, bodies);
        }
        return bodies;
    }

    /** Forgets every version's bodies: the next answer reads them again. */
    @Override
    public void invalidate() {
        kept = new ConcurrentHashMap<>();
    }

    void organisationChanged(@Observes(during = TransactionPhase.AFTER_SUCCESS) OrganisationChanged change) {
        invalidate();
    }

    void authorityWritten(@Observes(during = TransactionPhase.AFTER_SUCCESS) AuthorityWritten write) {
        invalidate();
    }

    void published(@Observes(during = TransactionPhase.AFTER_SUCCESS) PublishedDocuments.StandardPublished p) {
        invalidate();
    }

    /** Fired when a version's authority rows are written; observed once the write has committed. */
    public record AuthorityWritten(String code) {
    }
}
