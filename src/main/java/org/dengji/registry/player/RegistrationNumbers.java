package org.dengji.registry.player;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.FlushModeType;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * The next player id from the database sequence {@code player_seq}, in the SQL of the database in
 * use (H2 and PostgreSQL spell it differently). The database hands each number out once, whatever
 * runs at the same time; the registration number is made from it before the player row is written.
 */
@ApplicationScoped
public class RegistrationNumbers {

    private final EntityManager em;
    private volatile String nextValue;

    public RegistrationNumbers(EntityManager em) {
        this.em = em;
    }

    long next() {
        if (nextValue == null) {
            nextValue = em.getEntityManagerFactory().unwrap(SessionFactoryImplementor.class).getJdbcServices()
                    .getDialect().getSequenceSupport().getSequenceNextValString("player_seq");
        }
        // COMMIT: a native query would otherwise flush the whole session first, and an import that
        // registers hundreds of players would flush (and dirty-check) everything it wrote so far each time.
        return ((Number) em.createNativeQuery(nextValue).setFlushMode(FlushModeType.COMMIT).getSingleResult())
                .longValue();
    }
}
