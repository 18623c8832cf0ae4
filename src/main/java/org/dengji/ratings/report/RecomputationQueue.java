package org.dengji.ratings.report;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.dengji.common.DaemonThreads;
import org.dengji.common.change.ChangingRequest;
import org.dengji.common.change.KeptData;
import org.jboss.logging.Logger;

/**
 * Runs the queued recomputations in the background, one at a time on each instance and one at a time across
 * instances (each run holds the rating-run lock). Whoever queues a row wakes the queue once it commits; an
 * instance also looks at the queue when it starts, and every few seconds takes again the rows of an instance
 * that stopped mid-run (their transaction rolled back, so the run starts over: nothing half-written stays).
 */
@ApplicationScoped
public class RecomputationQueue {

    private static final Logger LOG = Logger.getLogger(RecomputationQueue.class);

    private final QueuedRecomputations rows;
    private final RatingRun run;
    private final ChangingRequest changing;
    private final KeptData kept;
    private final ExecutorService runner = Executors.newSingleThreadExecutor(DaemonThreads.named("dengji-recomputation-"));
    private final ScheduledExecutorService heartbeat =
            Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("dengji-recomputation-heartbeat-"));
    private final AtomicBoolean draining = new AtomicBoolean();
    private final Set<Long> running = ConcurrentHashMap.newKeySet();

    public RecomputationQueue(QueuedRecomputations rows, RatingRun run, RatingRunConfig config,
            ChangingRequest changing, KeptData kept) {
        this.rows = rows;
        this.run = run;
        this.changing = changing;
        this.kept = kept;
        long every = Math.max(1000, config.queueStaleAfter().toMillis() / 6);
        heartbeat.scheduleWithFixedDelay(this::beat, every, every, TimeUnit.MILLISECONDS);
    }

    void onStart(@Observes StartupEvent start) {
        wake();
    }

    void onQueued(@Observes(during = TransactionPhase.AFTER_SUCCESS) QueuedRecomputations.Queued queued) {
        wake();
    }

    /** Runs what waits, unless this instance is already at it (then the running drain takes it too). */
    public void wake() {
        if (!draining.compareAndSet(false, true)) {
            return;
        }
        try {
            runner.execute(this::drain);
        } catch (RejectedExecutionException stopping) {
            draining.set(false);
        }
    }

    private void drain() {
        try {
            Optional<Long> next;
            while ((next = claim()).isPresent()) {
                runOne(next.get());
            }
        } finally {
            draining.set(false);
        }
        // a row queued after the last look, while this drain was ending, woke nobody: look once more
        if (waiting()) {
            wake();
        }
    }

    private void runOne(long id) {
        running.add(id);
        ManagedContext request = Arc.container().requestContext();
        request.activate(); // the audit log asks who acts: nobody signed in, so the system
        try {
            // the run's transaction tells the other instances; this one forgets its pages and kept data once done
            changing.mayChange("rating recomputation " + id);
            run.queued(id);
            kept.forgetAll();
        } catch (RuntimeException fault) {
            LOG.errorf(fault, "Rating recomputation %d stopped on a fault; none of its reports were written.", id);
            try {
                rows.fail(id, "The recomputation stopped on a fault and wrote nothing; ask again.");
            } catch (RuntimeException unwritten) {
                LOG.errorf(unwritten, "Rating recomputation %d could not be marked as failed.", id);
            }
        } finally {
            request.terminate();
            running.remove(id);
        }
    }

    private Optional<Long> claim() {
        try {
            return rows.claimNext();
        } catch (RuntimeException unread) {
            LOG.warn("Could not read the rating recomputation queue; it is read again on the next wake.", unread);
            return Optional.empty();
        }
    }

    private boolean waiting() {
        try {
            return rows.anyWaiting();
        } catch (RuntimeException unread) {
            return false;
        }
    }

    private void beat() {
        try {
            if (!running.isEmpty()) {
                rows.touch(List.copyOf(running));
            }
            if (rows.requeueStale() > 0) {
                LOG.info("Rating recomputations left running by a stopped instance are queued again.");
                wake();
            }
        } catch (RuntimeException unwritten) {
            LOG.warn("Could not write the rating recomputation queue's heartbeat.", unwritten);
        }
    }

    @PreDestroy
    void stop() {
        heartbeat.shutdownNow();
        runner.shutdownNow();
    }
}
