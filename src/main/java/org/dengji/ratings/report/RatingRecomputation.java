package org.dengji.ratings.report;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * A row of {@code rating_recomputation} (migrations V64, V70): one rewrite of the rating reports from a period on,
 * with how many events and entries it wrote and how many players' ratings it changed. A publication's rewrite is
 * done when its row is written; one staff start, or one a rule set or a running recomputation puts off, waits in
 * the queue first ({@link RecomputationQueue}).
 */
@Entity
@Table(name = "rating_recomputation")
public class RatingRecomputation extends PanacheEntityBase {

    /** What started a recomputation. */
    public enum Cause {
        /** The event was published. */
        PUBLISHED,
        /** The event's facts or results were corrected. */
        CORRECTED,
        /** A registrar changed whether the event is rated. */
        RATED_FLAG,
        /** A run over the whole registry (no event). */
        WHOLE_REGISTRY,
        /** Staff of the national authority asked for it. */
        REQUESTED,
        /** A rating rule set was published: the reports from its first day on follow it. */
        RULES_PUBLISHED
    }

    /** Where a recomputation stands: done at once for a publication, or through the queue. */
    public enum State {
        QUEUED, RUNNING, DONE, FAILED
    }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    /** The event whose change started it; null for a run over the whole registry. */
    @Column(name = "event_id")
    public Long eventId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Cause cause;

    /** The first period rewritten: the event's, or the earlier one its end date was moved from. */
    @Column(name = "from_period", nullable = false)
    public String fromPeriod;

    @Column(nullable = false)
    public int events;

    @Column(nullable = false)
    public int entries;

    @Column(name = "changed_players", nullable = false)
    public int changedPlayers;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public State state = State.DONE;

    /** Why staff asked for it, as they wrote it; null otherwise. */
    public String reason;

    @Column(name = "requested_at")
    public Instant requestedAt;

    @Column(name = "started_at")
    public Instant startedAt;

    /** When its runner last said it still runs (the machine's time, as with background imports). */
    @Column(name = "updated_at")
    public Instant updatedAt;

    /** Why a queued recomputation failed, in words for staff: nothing internal. */
    public String failure;

    /** When it was done; null while it waits or runs. */
    @Column(name = "computed_at")
    public Instant computedAt;
}
