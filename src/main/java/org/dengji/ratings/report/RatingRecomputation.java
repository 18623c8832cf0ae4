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
 * A row of {@code rating_recomputation} (migration V64): one rewrite of the rating reports from a period on,
 * with how many events and entries it wrote and how many players' ratings it changed.
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
        WHOLE_REGISTRY
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

    @Column(name = "computed_at", nullable = false)
    public Instant computedAt;
}
