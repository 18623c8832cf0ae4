package org.dengji.registry.imports;

import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;

/**
 * Imports decide who is new and register them one at a time: each takes this row lock before it
 * looks players up, and holds it until it commits. Two imports naming the same new person at the
 * same moment would otherwise both find nobody and register two players; with the lock the second
 * finds the first's player (or, for the same file, the first's event). The lock is a row of
 * {@code registry_lock}, so it holds across instances sharing one database. Reading and checking a
 * file happen before it, so only the writing of imports waits.
 */
@ApplicationScoped
public class RegistrationLock {

    /** How long an import waits for another to commit before H2 gives up (its default is one second). */
    private static final int H2_WAIT_MILLIS = 60_000;

    @Transactional(Transactional.TxType.MANDATORY)
    public void acquire() {
        EntityManager em = Panache.getEntityManager();
        if (isH2(em)) {
            em.createNativeQuery("SET LOCK_TIMEOUT " + H2_WAIT_MILLIS).executeUpdate();
        }
        em.createNativeQuery("SELECT name FROM registry_lock WHERE name = 'player-registration' FOR UPDATE")
                .getResultList();
    }

    private static boolean isH2(EntityManager em) {
        return em.unwrap(org.hibernate.Session.class).doReturningWork(c -> c.getMetaData().getURL())
                .startsWith("jdbc:h2:");
    }
}
