package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventCorrected;
import org.dengji.registry.event.EventPublished;

/**
 * An event's rating report is computed when the event is published and again when it is corrected: each time
 * with the other events of its period, in date order, and every later period after them ({@link RatingRun}),
 * inside the transaction that published or corrected it.
 *
 * <p>Only played games count: forfeits, byes and games of less than one move are not rated (FIDE Rating
 * Regulations 5). How a player's starting rating is chosen and how an unrated player reaches an initial rating
 * is told by {@link EventRating}.
 */
@ApplicationScoped
public class RatingReports {

    private final RatingRun run;

    public RatingReports(RatingRun run) {
        this.run = run;
    }

    void onPublished(@Observes EventPublished published) {
        run.forEvent(Event.findById(published.eventId()), RatingRecomputation.Cause.PUBLISHED);
    }

    void onCorrected(@Observes EventCorrected corrected) {
        run.forEvent(Event.findById(corrected.eventId()), RatingRecomputation.Cause.CORRECTED);
    }
}
