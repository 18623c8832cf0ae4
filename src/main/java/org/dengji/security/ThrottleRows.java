package org.dengji.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.dengji.common.DatabaseRefusals;

/**
 * The rows of the sign-in throttle as {@link SignInThrottle} uses them: created before they are
 * locked, locked in one order, and forgotten when nothing has touched them for a long while.
 */
final class ThrottleRows {

    private ThrottleRows() {
    }

    /**
     * Creates the rows of {@code keys} that do not exist yet, each in a transaction of its own and
     * before any is locked: a row cannot be locked before it exists, and two first attempts that both
     * insert it would fail one another inside a locking transaction. The loser of that insert finds the
     * winner's row, which is all it needed.
     */
    static void ensure(List<String> keys, Instant now) {
        List<String> existing = QuarkusTransaction.requiringNew().call(() -> ThrottleCount.<ThrottleCount>list(
                "key in ?1", keys).stream().map(row -> row.key).toList());
        for (String key : keys) {
            if (!existing.contains(key)) {
                try {
                    // Flushed: a key taken meanwhile is refused here, not at commit (where it is logged as a failure).
                    QuarkusTransaction.requiringNew().run(() -> ThrottleCount.fresh(key, now).persistAndFlush());
                } catch (RuntimeException failure) {
                    if (!DatabaseRefusals.uniqueViolation(failure)) {
                        throw failure;
                    }
                    // Another attempt created the row first: it is there to be locked.
                }
            }
        }
    }

    /**
     * The rows of {@code keys}, each locked until the transaction ends, null where a row has been
     * forgotten since it was created. Locked in key order: two attempts that share rows (an address's
     * row, shared by all its accounts) then never wait for each other in a circle.
     */
    static List<ThrottleCount> locked(List<String> keys) {
        return keys.stream().sorted()
                .map(key -> ThrottleCount.<ThrottleCount>findById(key, LockModeType.PESSIMISTIC_WRITE)).toList();
    }

    /**
     * {@code work} in a transaction of its own; empty when the database would not grant it a lock: a
     * deadlock with {@link #forget}, or H2's lock timeout at the end of a long queue of attempts.
     */
    static <T> Optional<T> underLocks(Supplier<T> work) {
        try {
            return Optional.of(QuarkusTransaction.requiringNew().call(work::get));
        } catch (RuntimeException failure) {
            if (DatabaseRefusals.lockNotGranted(failure)) {
                return Optional.empty();
            }
            throw failure;
        }
    }

    /**
     * Deletes the rows that no failure and no check has touched since {@code cutoff}. Housekeeping: when
     * it meets an attempt's locks it gives up, and the next failure tries again.
     */
    static void forget(Instant cutoff) {
        underLocks(() -> ThrottleCount.delete("lastFailureAt < ?1 and (checkingSince is null or checkingSince < ?1)",
                cutoff));
    }
}
