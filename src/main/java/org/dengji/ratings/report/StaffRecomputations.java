package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.YearMonth;
import java.util.List;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/**
 * Recomputations staff start and follow: the rating reports are national data, so only administrators of the
 * national authority start one or read the queue. A start answers at once; the run goes on in the background
 * ({@link RecomputationQueue}).
 */
@ApplicationScoped
public class StaffRecomputations {

    /** The queue's rows a listing shows at most, newest first. */
    static final int LISTED = 50;

    private final Jurisdiction jurisdiction;
    private final QueuedRecomputations queue;
    private final RatingRun run;
    private final RatingReads reads;
    private final Clock clock;

    public StaffRecomputations(Jurisdiction jurisdiction, QueuedRecomputations queue, RatingRun run, RatingReads reads,
            Clock clock) {
        this.jurisdiction = jurisdiction;
        this.queue = queue;
        this.run = run;
        this.reads = reads;
        this.clock = clock;
    }

    /** Queues a rewrite from the month asked (else the earliest rated event's); joins one still waiting. */
    @Transactional
    public RatingViews.QueueItem start(RecomputationRequest request) {
        requireNational();
        YearMonth from = request == null || request.fromPeriod() == null ? YearMonth.from(run.firstRatedDay())
                : YearMonth.parse(request.fromPeriod());
        YearMonth now = YearMonth.now(clock);
        if (from.isAfter(now)) {
            throw Failure.invalid("FROM_PERIOD_IN_FUTURE", "No rating report can be rewritten from a month after "
                    + now + ".", Violation.field("fromPeriod", "must be " + now + " or earlier"));
        }
        return reads.queueItem(queue.request(RatingRecomputation.Cause.REQUESTED, from,
                request == null ? null : request.reason()));
    }

    /** The queue's rows that are not an event's: staff starts and rule sets, newest first. */
    @Transactional
    public List<RatingViews.QueueItem> list() {
        requireNational();
        return RatingRecomputation.<RatingRecomputation>find("eventId is null order by id desc").page(0, LISTED)
                .list().stream().map(reads::queueItem).toList();
    }

    /** One recomputation with the players it changed; 404 for none with that id. */
    @Transactional
    public RatingViews.QueueItem read(long id) {
        requireNational();
        return RatingRecomputation.<RatingRecomputation>findByIdOptional(id).map(reads::queueItem)
                .orElseThrow(() -> Failure.notFound("NO_RATING_RECOMPUTATION", "No rating recomputation " + id + "."));
    }

    private void requireNational() {
        jurisdiction.requireNationalAuthority("The rating reports are");
    }
}
