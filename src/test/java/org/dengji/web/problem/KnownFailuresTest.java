package org.dengji.web.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.arc.ArcUndeclaredThrowableException;
import jakarta.persistence.OptimisticLockException;
import jakarta.transaction.RollbackException;
import java.io.IOException;
import java.sql.SQLException;
import org.hibernate.StaleObjectStateException;
import org.hibernate.exception.ConstraintViolationException;
import org.junit.jupiter.api.Test;

/** The failures that the error mapper recognises under their wrappers, and those it does not. */
class KnownFailuresTest {

    @Test
    void shouldFindAUniqueViolationUnderTheCommitWrappers() {
        SQLException duplicate = new SQLException("Unique index or primary key violation", "23505");
        var hibernate = new ConstraintViolationException("could not execute statement", duplicate, "uq_app_user_username");
        RollbackException rollback = new RollbackException("ARJUNA016053: Could not commit transaction.");
        rollback.initCause(hibernate);
        Throwable atTheResource = new ArcUndeclaredThrowableException("Error invoking subclass method", rollback);

        assertEquals(KnownFailures.ALREADY_EXISTS, KnownFailures.classify(atTheResource).orElseThrow());
    }

    @Test
    void shouldFindAnOptimisticLockFailureUnderTheCommitWrappers() {
        var stale = new StaleObjectStateException("org.dengji.authority.Organisation", 7L);
        assertEquals(KnownFailures.CONCURRENT_CHANGE,
                KnownFailures.classify(new ArcUndeclaredThrowableException("x", stale)).orElseThrow());
        assertEquals(KnownFailures.CONCURRENT_CHANGE,
                KnownFailures.classify(new OptimisticLockException("Row was updated")).orElseThrow());
    }

    @Test
    void shouldMapTheSqlStatesSharedByH2AndPostgres() {
        assertEquals(409, KnownFailures.bySqlState("23505").status());
        assertEquals(409, KnownFailures.bySqlState("23503").status());
        assertEquals(409, KnownFailures.bySqlState("40001").status());
        assertEquals(409, KnownFailures.bySqlState("40P01").status());
        assertEquals(409, KnownFailures.bySqlState("HYT00").status());
        assertEquals(400, KnownFailures.bySqlState("23513").status(), "H2 check constraint");
        assertEquals(400, KnownFailures.bySqlState("23514").status(), "PostgreSQL check constraint");
        assertEquals(400, KnownFailures.bySqlState("22001").status(), "value too long");
        assertTrue(KnownFailures.bySqlState("22001").suspicious());
        assertNull(KnownFailures.bySqlState("08006"), "a lost connection is not the client's doing");
    }

    @Test
    void shouldLeaveOrdinaryFailuresUnexpected() {
        assertTrue(KnownFailures.classify(new IllegalStateException("a bug")).isEmpty());
        assertTrue(KnownFailures.classify(new IOException("disk full")).isEmpty(),
                "an IOException not raised by the form reader is not a malformed request");
        assertTrue(KnownFailures.classify(new RuntimeException("Param limit of 1000 was exceeded")).isEmpty(),
                "recognised by the class that threw it, not by its words");
    }

    @Test
    void shouldSurviveACauseChainThatLoops() {
        RuntimeException first = new RuntimeException("first");
        RuntimeException second = new RuntimeException("second", first);
        first.initCause(second);
        assertTrue(KnownFailures.classify(first).isEmpty());
    }
}
