package org.dengji.security;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Duration;
import java.time.Instant;

/**
 * Failed sign-ins counted under one key (an account tried from an address, or an address alone), and
 * the attempts under that key whose password is being checked right now. A row is read and changed
 * only while locked ({@link SignInThrottle}).
 */
@Entity
@Table(name = "sign_in_throttle")
public class ThrottleCount extends PanacheEntityBase {

    /** A password check takes well under a second: one started this long ago died with its instance. */
    static final Duration LOST_CHECK = Duration.ofMinutes(1);

    @Id
    @Column(name = "throttle_key", length = 200)
    public String key;

    @Column(nullable = false)
    public int failures;

    /** The last failure; on a row with no failure yet, when the row was created. */
    @Column(name = "last_failure_at", nullable = false)
    public Instant lastFailureAt;

    /** Attempts whose password is being checked now: each is a failure that may yet come. */
    @Column(nullable = false)
    public int checking;

    /** When the latest of those checks started. */
    @Column(name = "checking_since")
    public Instant checkingSince;

    static ThrottleCount fresh(String key, Instant now) {
        ThrottleCount count = new ThrottleCount();
        count.key = key;
        count.lastFailureAt = now;
        return count;
    }

    /** The failures that still count at {@code now}: none once forgotten. */
    int failuresAt(Instant now, Duration forgetAfter) {
        return lastFailureAt.plus(forgetAfter).isBefore(now) ? 0 : failures;
    }

    /** The checks still under way at {@code now}: none when the latest started so long ago that all were lost. */
    int checksAt(Instant now) {
        return checking == 0 || checkingSince == null || checkingSince.plus(LOST_CHECK).isBefore(now) ? 0 : checking;
    }

    void startCheck(Instant now) {
        checking = checksAt(now) + 1;
        checkingSince = now;
    }

    /** A check has ended, whatever its outcome; never below zero (a lost check may have been given up). */
    void endCheck() {
        checking = Math.max(0, checking - 1);
    }

    void fail(Instant now, Duration forgetAfter) {
        failures = failuresAt(now, forgetAfter) + 1;
        lastFailureAt = now;
    }
}
