package org.dengji.common;

import java.sql.SQLException;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The database's refusals that a caller answers itself instead of failing: a key another request
 * inserted a moment ago (take its row), a lock the database would not grant (try again). Recognised
 * by the SQLSTATE of the {@link SQLException} among the causes, which H2 and PostgreSQL share, however
 * Hibernate or the transaction manager wrapped it.
 */
public final class DatabaseRefusals {

    private static final String UNIQUE_VIOLATION = "23505";
    /** Beside class 40 (deadlock, serialization failure): PostgreSQL's lock not available, H2's lock timeout. */
    private static final Set<String> LOCK_NOT_GRANTED = Set.of("55P03", "HYT00");

    private DatabaseRefusals() {
    }

    public static boolean uniqueViolation(Throwable failure) {
        return hasSqlState(failure, UNIQUE_VIOLATION::equals);
    }

    public static boolean lockNotGranted(Throwable failure) {
        return hasSqlState(failure, state -> state.startsWith("40") || LOCK_NOT_GRANTED.contains(state));
    }

    private static boolean hasSqlState(Throwable failure, Predicate<String> matches) {
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        for (Throwable at = failure; at != null && seen.put(at, true) == null; at = at.getCause()) {
            if (at instanceof SQLException sql && sql.getSQLState() != null && matches.test(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }
}
