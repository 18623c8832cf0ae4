package org.dengji.registry.duplicate;

import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import org.dengji.registry.player.Player;

/**
 * Row locks that make a merge, an undo or a dismissal check and change its two player records as one
 * step. The checks ({@link MergeRules}) read state that other requests change: whether a record was
 * merged away, whether a merge was undone, which merge of a record is the latest. Without a lock two
 * requests could both read the state before either changed it and both succeed, for instance two
 * undos of one merge, each moving the results back. The record versions alone do not prevent that:
 * a request that loads the records only after the other one committed sees their new versions and
 * passes.
 *
 * <p>So every such request locks both records (the lower id first, so that two requests never wait for
 * each other in a circle) before it checks anything, and reads the entry or the merge it acts on
 * again once it holds them. A record changed since it was loaded fails the lock on its version, which
 * the error mapper answers 409 {@code CONCURRENT_CHANGE}; the locks are held until commit.
 */
final class RecordLocks {

    private RecordLocks() {
    }

    /** Locks {@code a} and {@code b} until commit, the lower id first; then reads {@code decision} again. */
    static void lockThenReread(Player a, Player b, Object decision) {
        EntityManager em = Player.getEntityManager();
        boolean aFirst = a.id < b.id;
        em.lock(aFirst ? a : b, LockModeType.PESSIMISTIC_WRITE);
        em.lock(aFirst ? b : a, LockModeType.PESSIMISTIC_WRITE);
        em.refresh(decision);
    }
}
