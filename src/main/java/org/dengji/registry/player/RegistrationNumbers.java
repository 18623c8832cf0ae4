package org.dengji.registry.player;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.FlushModeType;
import java.util.List;
import org.hibernate.dialect.Dialect;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * Player ids from the database sequence {@code player_seq}, in the SQL of the database in use (H2 and
 * PostgreSQL spell it differently). The database hands each number out once, whatever runs at the same
 * time; the registration number is made from it before the player row is written. An import asks for
 * all the ids it needs in one query: one round trip per new player was most of a large file's time.
 */
@ApplicationScoped
public class RegistrationNumbers {

    private final EntityManager em;
    private volatile String nextValues;

    public RegistrationNumbers(EntityManager em) {
        this.em = em;
    }

    /** {@code count} fresh ids, in the order the sequence gave them. */
    List<Long> next(int count) {
        if (count == 0) {
            return List.of();
        }
        if (nextValues == null) {
            Dialect dialect = em.getEntityManagerFactory().unwrap(SessionFactoryImplementor.class).getJdbcServices()
                    .getDialect();
            String next = dialect.getSequenceSupport().getSelectSequenceNextValString("player_seq");
            String rows = dialect instanceof PostgreSQLDialect ? "generate_series(1, ?1)" : "system_range(1, ?1)";
            nextValues = "select " + next + " from " + rows;
        }
        // COMMIT: a native query would otherwise flush the whole session first, and dirty-check
        // everything the import wrote so far.
        List<?> ids = em.createNativeQuery(nextValues).setParameter(1, count).setFlushMode(FlushModeType.COMMIT)
                .getResultList();
        return ids.stream().map(id -> ((Number) id).longValue()).toList();
    }
}
