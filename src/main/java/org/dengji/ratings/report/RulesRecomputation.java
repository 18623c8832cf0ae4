package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.YearMonth;
import java.util.List;
import org.dengji.ratings.version.RatingRulesPublished;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventStatus;

/**
 * A published rule set rules the events ending on or after its first day: reports already written for such events
 * (an event dated ahead, or one ending the day the set takes effect) are rewritten under it, through the queue, from
 * that day's month. With no such event, as when a set takes effect ahead of every recorded event, nothing is queued.
 */
@ApplicationScoped
public class RulesRecomputation {

    private static final List<EventStatus> RATED_STATUSES = List.of(EventStatus.PUBLISHED, EventStatus.LOCKED);

    private final QueuedRecomputations queue;

    public RulesRecomputation(QueuedRecomputations queue) {
        this.queue = queue;
    }

    void onPublished(@Observes RatingRulesPublished published) {
        if (Event.count("rated = true and status in ?1 and endDate >= ?2", RATED_STATUSES,
                published.effectiveFrom()) == 0) {
            return;
        }
        queue.request(RatingRecomputation.Cause.RULES_PUBLISHED, YearMonth.from(published.effectiveFrom()),
                "rating rules " + published.code() + " in force from " + published.effectiveFrom());
    }
}
