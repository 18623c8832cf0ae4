package org.dengji.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.narayana.jta.QuarkusTransactionException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.dengji.common.DengjiConfig;

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
 * a load balancer sees the same ones. Attempts that run at the very same moment are all read before
 * any of them is counted: a burst can exceed the free failures by the number of requests in flight,
 * and is slowed from then on.
 */
@ApplicationScoped
public class SignInThrottle {

    private static final Duration FIRST_DELAY = Duration.ofSeconds(1);
    private static final String ACCOUNT = "account:";
    private static final String ADDRESS = "address:";

    private final DengjiConfig.SignIn config;
    private final Clock clock;

    public SignInThrottle(DengjiConfig config, Clock clock) {
        this.config = config.signIn();
        this.clock = clock;
    }

    /**
     * One sign-in attempt as the counts see it before its password is read: how long it must still
     * wait (zero: it may go ahead), and whether its account and address have failures on record.
     */
    public record Attempt(String username, String address, Duration waitFor, boolean accountCounted) {

        public boolean delayed() {
            return !waitFor.isZero();
        }
    }

    public Attempt attempt(String username, String address) {
        Instant now = clock.instant();
        String accountKey = accountKey(username, address);
        List<ThrottleCount> counts = QuarkusTransaction.requiringNew().call(
                () -> ThrottleCount.list("key in ?1", List.of(accountKey, addressKey(address))));
        Duration wait = Duration.ZERO;
        for (ThrottleCount count : counts) {
            Duration remaining = remainingDelay(count, now);
            if (remaining.compareTo(wait) > 0) {
                wait = remaining;
            }
        }
        boolean accountCounted = counts.stream().anyMatch(count -> count.key.equals(accountKey));
        return new Attempt(username, address, wait, accountCounted);
    }

    /**
     * What is left of the delay that {@code count} imposes; never more than the delay itself, so that
     * a clock set back (or a failure stamped ahead of it) cannot stretch a delay.
     */
    private Duration remainingDelay(ThrottleCount count, Instant now) {
        if (count.lastFailureAt.plus(config.forgetAfter()).isBefore(now)) {
            return Duration.ZERO;
        }
        int free = count.key.startsWith(ADDRESS) ? config.freeFailuresPerAddress() : config.freeFailures();
        Duration delay = delayAfter(count.failures, free, config.maxDelay());
        Duration remaining = Duration.between(now, count.lastFailureAt.plus(delay));
        return remaining.isNegative() ? Duration.ZERO : remaining.compareTo(delay) > 0 ? delay : remaining;
    }

    /**
     * Counts a failed attempt: on its account from its address when the account exists (names that
     * exist nowhere would only fill the table), and on its address in any case.
     */
    public void failed(Attempt attempt, boolean accountExists) {
        Instant now = clock.instant();
        QuarkusTransaction.requiringNew().run(() -> ThrottleCount.delete("lastFailureAt < ?1",
                now.minus(config.forgetAfter())));
        if (accountExists) {
            count(accountKey(attempt.username(), attempt.address()), now);
        }
        count(addressKey(attempt.address()), now);
    }

    /** A correct sign-in: the account's count from this address starts again; nothing is written when there is none. */
    public void succeeded(Attempt attempt) {
        if (attempt.accountCounted()) {
            QuarkusTransaction.requiringNew().run(
                    () -> ThrottleCount.deleteById(accountKey(attempt.username(), attempt.address())));
        }
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

    /** Adds one failure under {@code key}; two first failures at once both insert, and the loser adds to the winner's row. */
    private static void count(String key, Instant now) {
        try {
            QuarkusTransaction.requiringNew().run(() -> add(key, now));
        } catch (PersistenceException | QuarkusTransactionException concurrentInsert) {
            QuarkusTransaction.requiringNew().run(() -> add(key, now));
        }
    }

    private static void add(String key, Instant now) {
        int updated = ThrottleCount.update("failures = failures + 1, lastFailureAt = ?1 where key = ?2", now, key);
        if (updated == 0) {
            ThrottleCount count = new ThrottleCount();
            count.key = key;
            count.failures = 1;
            count.lastFailureAt = now;
            count.persistAndFlush();
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
