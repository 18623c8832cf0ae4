package org.dengji.common;

import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;

/**
 * Work that two transactions must not do side by side takes one of these row locks and holds it until it
 * commits; a row of {@code registry_lock}, so it holds across instances sharing one database.
 * <ul>
 * <li>{@link #PLAYER_REGISTRATION}: imports decide who is new and register them one at a time. Two imports
 * naming the same new person at the same moment would otherwise both find nobody and register two players;
 * with the lock the second finds the first's player (or, for the same file, the first's event). Reading and
 * checking a file happen before it, so only the writing of imports waits. A correction of a player's names
 * takes it too, before it writes: every result carries a copy of its player's names, and an import that read
 * the old names would otherwise commit them after the correction had rewritten the copies it could see.</li>
 * <li>{@link #RATING_RUN}: a rating run reads the stored reports and rewrites those its change reaches. Two
 * publications at once would each rewrite a later event they both reach from what they read before the other
 * committed: the second's rows collided with the first's, and its ratings missed the first's event.</li>
 * <li>{@link #RATING_QUEUE}: a request for a recomputation joins one still waiting; two requests at once would
 * each find none waiting and queue a run each.</li>
 * </ul>
 */
@ApplicationScoped
public class RegistryLock {

    public static final String PLAYER_REGISTRATION = "player-registration";
    public static final String RATING_RUN = "rating-run";
    public static final String RATING_QUEUE = "rating-queue";

    /** How long a transaction waits for another to commit before H2 gives up (its default is one second). */
    private static final int H2_WAIT_MILLIS = 60_000;

    @Transactional(Transactional.TxType.MANDATORY)
    public void acquire(String name) {
        EntityManager em = Panache.getEntityManager();
        if (Databases.isH2(em)) {
            em.createNativeQuery("SET LOCK_TIMEOUT " + H2_WAIT_MILLIS).executeUpdate();
        }
        if (em.createNativeQuery("SELECT name FROM registry_lock WHERE name = ?1 FOR UPDATE").setParameter(1, name)
                .getResultList().isEmpty()) {
            throw new IllegalStateException("no lock row " + name);
        }
    }
}
