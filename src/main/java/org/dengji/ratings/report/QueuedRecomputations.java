package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import jakarta.transaction.Transactional.TxType;
import java.time.Instant;
import java.time.YearMonth;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Organisation;
import org.dengji.common.RegistryLock;

/**
 * The rows of the recomputation queue. Each write is a short transaction of its own, except putting a row in the
 * queue, which commits with what asked for it (a publication, a rule set, a staff request): what is in the queue
 * is never lost, and nothing is queued for a change that rolled back. Times are the machine's, as for background
 * imports: they tell how long ago a runner last wrote.
 */
@ApplicationScoped
public class QueuedRecomputations {

    /** Says, once what queued a row commits, that the queue has work. */
    public record Queued() {
    }

    private final AuditLog audit;
    private final RegistryLock lock;
    private final RatingRunConfig config;
    private final Event<Queued> queued;

    public QueuedRecomputations(AuditLog audit, RegistryLock lock, RatingRunConfig config, Event<Queued> queued) {
        this.audit = audit;
        this.lock = lock;
        this.config = config;
        this.queued = queued;
    }

    /** Puts {@code run} (not yet written) in the queue, in the caller's transaction. */
    @Transactional(TxType.MANDATORY)
    public void enqueue(RatingRecomputation run) {
        run.state = RatingRecomputation.State.QUEUED;
        run.requestedAt = Instant.now();
        run.updatedAt = run.requestedAt;
        run.persist();
        queued.fire(new Queued());
    }

    /**
     * Queues a rewrite of the whole registry from {@code from} on. A request while one still waits joins it (the
     * earlier month is kept, and both reasons): a burst of requests makes one run, not one each. Audited.
     */
    @Transactional
    public RatingRecomputation request(RatingRecomputation.Cause cause, YearMonth from, String reason) {
        lock.acquire(RegistryLock.RATING_QUEUE);
        Optional<RatingRecomputation> waiting = RatingRecomputation.<RatingRecomputation>find(
                "state = ?1 and eventId is null order by id", RatingRecomputation.State.QUEUED).firstResultOptional();
        RatingRecomputation run = waiting.orElseGet(RatingRecomputation::new);
        String before = waiting.map(QueuedRecomputations::described).orElse(null);
        if (waiting.isEmpty() || from.isBefore(YearMonth.parse(run.fromPeriod))) {
            run.fromPeriod = from.toString();
        }
        run.reason = joined(run.reason, reason);
        if (waiting.isEmpty()) {
            run.cause = cause;
            enqueue(run);
        }
        audit.record(AuditRecord.of("RATINGS_RECOMPUTATION_REQUESTED", AuditedEntity.RATING_RECOMPUTATION, run.id,
                Organisation.national().id).change(before, described(run)).because(reason));
        return run;
    }

    /** Marks the oldest waiting row running and answers its id; empty when nothing waits. */
    @Transactional(TxType.REQUIRES_NEW)
    public Optional<Long> claimNext() {
        for (RatingRecomputation next : RatingRecomputation.<RatingRecomputation>find("state = ?1 order by id",
                RatingRecomputation.State.QUEUED).page(0, 5).list()) {
            Instant now = Instant.now();
            if (RatingRecomputation.update("state = ?1, startedAt = ?2, updatedAt = ?2 where id = ?3 and state = ?4",
                    RatingRecomputation.State.RUNNING, now, next.id, RatingRecomputation.State.QUEUED) == 1) {
                return Optional.of(next.id);
            }
        }
        return Optional.empty();
    }

    /** Says that the rows {@code ids} still run, so that no instance takes them for stopped. */
    @Transactional(TxType.REQUIRES_NEW)
    public void touch(Collection<Long> ids) {
        RatingRecomputation.update("updatedAt = ?1 where id in ?2 and state = ?3", Instant.now(), List.copyOf(ids),
                RatingRecomputation.State.RUNNING);
    }

    /** Records that the run stopped on a fault: nothing of it was written (its transaction rolled back). */
    @Transactional(TxType.REQUIRES_NEW)
    public void fail(long id, String why) {
        RatingRecomputation.update("state = ?1, failure = ?2, updatedAt = ?3 where id = ?4 and state = ?5",
                RatingRecomputation.State.FAILED, why, Instant.now(), id, RatingRecomputation.State.RUNNING);
    }

    /** Queues again the running rows nobody has written for a while: their instance stopped. Answers how many. */
    @Transactional(TxType.REQUIRES_NEW)
    public long requeueStale() {
        Instant now = Instant.now();
        return RatingRecomputation.update("state = ?1, updatedAt = ?2 where state = ?3 and updatedAt < ?4",
                RatingRecomputation.State.QUEUED, now, RatingRecomputation.State.RUNNING,
                now.minus(config.queueStaleAfter()));
    }

    /** Whether any row waits. */
    @Transactional(TxType.REQUIRES_NEW)
    public boolean anyWaiting() {
        return RatingRecomputation.count("state", RatingRecomputation.State.QUEUED) > 0;
    }

    private static String described(RatingRecomputation run) {
        return "%s from %s".formatted(run.cause, run.fromPeriod);
    }

    private static String joined(String earlier, String reason) {
        if (reason == null || reason.isBlank()) {
            return earlier;
        }
        String both = earlier == null ? reason.strip() : earlier + "; " + reason.strip();
        return both.length() <= 500 ? both : both.substring(0, 499) + "…";
    }
}
