package org.dengji.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import org.dengji.common.DengjiConfig;
import org.jboss.logging.Logger;

/**
 * Slows down password guessing. Failed sign-ins are counted per account tried from one address, and
 * per address over all accounts; past the free failures ({@code dengji.sign-in.*}) the next attempt
 * must wait one second after the last failure, then two, four, … up to a maximum, and is refused
 * unread until then. A count is forgotten a while after its last failure and a correct sign-in clears
 * the account's count from that address.
 *
 * <p>Why these keys: an account's count is kept per address so that somebody guessing the
 * administrator's password from elsewhere never delays the administrator's own sign-in (a lock on
 * the account alone would hand every stranger a way to shut its owner out); the count per address
 * stops one address from trying many accounts. Counts live in the database, so every instance behind
 * a load balancer sees the same ones.
 *
 * <p>Bursts: attempts sent at the same moment would all read the counts before any of them had failed,
 * and all be checked. So an attempt decides with its rows locked ({@link ThrottleRows#locked}), one
 * attempt after the other on every instance, and counts its check as under way before it reads the
 * password: a check under way is a failure that may yet come. While the failures and the checks under
 * way leave no room under the free failures, an attempt waits for those checks to end, then decides
 * again: if they failed it is delayed and refused unread, if they succeeded it goes ahead. So of forty
 * wrong guesses at once exactly five are checked, and twenty right passwords at once all get in.
 */
@ApplicationScoped
public class SignInThrottle {

    private static final Logger LOG = Logger.getLogger(SignInThrottle.class);

    private static final Duration FIRST_DELAY = Duration.ofSeconds(1);
    /** How long an attempt waits for the checks under way: several bcrypt checks on a busy machine. */
    static final Duration WAIT_FOR_CHECKS = Duration.ofSeconds(10);
    private static final long FIRST_PAUSE_MILLIS = 10;
    private static final long LONGEST_PAUSE_MILLIS = 200;
    /** Times a check's end is tried when the database grants no lock (a deadlock with the clean-up). */
    private static final int SETTLE_TURNS = 5;
    private static final String ACCOUNT = "account:";
    private static final String ADDRESS = "address:";

    private final DengjiConfig.SignIn config;
    private final Clock clock;

    public SignInThrottle(DengjiConfig config, Clock clock) {
        this.config = config.signIn();
        this.clock = clock;
    }

    /**
     * One sign-in attempt as the counts decided it before its password is read: how long it must
     * still wait (zero: it may go ahead), and the keys under which its check is counted as under way.
     */
    public record Attempt(List<String> keys, Duration waitFor) {

        public boolean delayed() {
            return !waitFor.isZero();
        }
    }

    /** How a checked attempt ended. */
    public enum Outcome {
        SIGNED_IN,
        FAILED,
        /** The check itself failed (an error, not a wrong password): it is no longer under way. */
        ABANDONED
    }

    /**
     * What the locked rows say: go ahead (the check is then counted as under way), wait this long, or
     * wait for the checks under way.
     */
    private record Verdict(Duration delay, boolean checksUnderWay) {

        static final Verdict GO = new Verdict(Duration.ZERO, false);
        static final Verdict BUSY = new Verdict(Duration.ZERO, true);
    }

    /**
     * Decides an attempt on the account {@code username} (counted for it only when it exists: names that
     * exist nowhere would only fill the table) from {@code address}, waiting while checks under way
     * leave it no room. When the wait is over and there is still no room, it is delayed by a second.
     */
    public Attempt attempt(String username, String address, boolean accountExists) {
        List<String> keys = accountExists ? List.of(accountKey(username, address), addressKey(address))
                : List.of(addressKey(address));
        long deadline = System.nanoTime() + WAIT_FOR_CHECKS.toNanos();
        for (long pause = FIRST_PAUSE_MILLIS; ; pause = Math.min(2 * pause, LONGEST_PAUSE_MILLIS)) {
            ThrottleRows.ensure(keys, clock.instant());
            Verdict verdict = ThrottleRows.underLocks(() -> decide(keys, clock.instant())).orElse(Verdict.BUSY);
            if (!verdict.checksUnderWay()) {
                return new Attempt(verdict.delay().isZero() ? keys : List.of(), verdict.delay());
            }
            if (System.nanoTime() - deadline > 0 || !paused(pause)) {
                return new Attempt(List.of(), FIRST_DELAY);
            }
        }
    }

    /**
     * Whether nothing stands against an attempt on {@code username} from {@code address}: under neither
     * key a failure counted or a check under way. Read without locks, in one query: only a password
     * verified a moment ago is taken on the strength of it ({@link PasswordSignIn}), and a guess never
     * is, so a burst of guesses is decided under the locks as before. Read in the caller's transaction,
     * the one that reads the account: one transaction for a script's every request instead of two.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean isClear(String username, String address) {
        Instant now = clock.instant();
        // Two parameters, not a list: a query with a list parameter is translated again on every call.
        String account = accountKey(username, address);
        String from = addressKey(address);
        return ThrottleCount.<ThrottleCount>list("key = ?1 or key = ?2", account, from).stream()
                .allMatch(row -> row.failuresAt(now, config.forgetAfter()) == 0 && row.checksAt(now) == 0);
    }

    private Verdict decide(List<String> keys, Instant now) {
        List<ThrottleCount> rows = ThrottleRows.locked(keys);
        if (rows.contains(null)) {
            return Verdict.BUSY; // forgotten since it was created: created again on the next turn
        }
        Duration wait = rows.stream().map(row -> remainingDelay(row, now)).max(Comparator.naturalOrder())
                .orElse(Duration.ZERO);
        if (!wait.isZero()) {
            return new Verdict(wait, false);
        }
        if (rows.stream().anyMatch(row -> row.checksAt(now) >= room(row, now))) {
            return Verdict.BUSY;
        }
        rows.forEach(row -> row.startCheck(now));
        return Verdict.GO;
    }

    /**
     * How many checks may be under way at once under a row: the failures left before a delay, or one
     * when a delay has just run out (its failure starts a longer one).
     */
    private int room(ThrottleCount row, Instant now) {
        int failures = row.failuresAt(now, config.forgetAfter());
        int free = freeFailures(row);
        return failures < free ? free - failures : 1;
    }

    /**
     * What is left of the delay that {@code row} imposes; never more than the delay itself, so that
     * a clock set back (or a failure stamped ahead of it) cannot stretch a delay.
     */
    private Duration remainingDelay(ThrottleCount row, Instant now) {
        int failures = row.failuresAt(now, config.forgetAfter());
        if (failures == 0) {
            return Duration.ZERO;
        }
        Duration delay = delayAfter(failures, freeFailures(row), config.maxDelay());
        Duration remaining = Duration.between(now, row.lastFailureAt.plus(delay));
        return remaining.isNegative() ? Duration.ZERO : remaining.compareTo(delay) > 0 ? delay : remaining;
    }

    private int freeFailures(ThrottleCount row) {
        return row.key.startsWith(ADDRESS) ? config.freeFailuresPerAddress() : config.freeFailures();
    }

    /**
     * Ends the check of an attempt that went ahead: a failure is counted under each of its keys, a
     * correct sign-in clears the account's count from its address.
     */
    public void settle(Attempt attempt, Outcome outcome) {
        if (attempt.keys().isEmpty()) {
            return;
        }
        Instant now = clock.instant();
        boolean settled = false;
        for (int turn = 0; !settled && turn < SETTLE_TURNS; turn++) {
            settled = ThrottleRows.underLocks(() -> settle(attempt.keys(), outcome, now)).isPresent();
        }
        if (!settled) {
            LOG.warnf("A sign-in %s was not counted: the database granted no lock %d times", outcome, SETTLE_TURNS);
        }
        if (outcome == Outcome.FAILED) {
            ThrottleRows.forget(now.minus(config.forgetAfter()));
        }
    }

    private List<ThrottleCount> settle(List<String> keys, Outcome outcome, Instant now) {
        List<ThrottleCount> rows = ThrottleRows.locked(keys);
        for (ThrottleCount row : rows) {
            if (row != null) {
                row.endCheck();
                if (outcome == Outcome.FAILED) {
                    row.fail(now, config.forgetAfter());
                } else if (outcome == Outcome.SIGNED_IN && row.key.startsWith(ACCOUNT)) {
                    row.failures = 0;
                }
            }
        }
        return rows;
    }

    /** Zero below {@code free} failures; then one second, doubling with every further failure, up to {@code max}. */
    static Duration delayAfter(int failures, int free, Duration max) {
        if (failures < free) {
            return Duration.ZERO;
        }
        int doublings = failures - free;
        if (doublings >= 40) {
            return max;
        }
        Duration delay = FIRST_DELAY.multipliedBy(1L << doublings);
        return delay.compareTo(max) > 0 ? max : delay;
    }

    /** Sleeps {@code millis}; false when interrupted, so that the attempt stops waiting. */
    private static boolean paused(long millis) {
        try {
            Thread.sleep(millis);
            return true;
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    static String accountKey(String username, String address) {
        return ACCOUNT + clip(username, 64) + "@" + clip(address, 100);
    }

    static String addressKey(String address) {
        return ADDRESS + clip(address, 100);
    }

    private static String clip(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max);
    }
}
