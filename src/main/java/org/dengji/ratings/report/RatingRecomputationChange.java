package org.dengji.ratings.report;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A row of {@code rating_recomputation_change} (migration V64): a player whose rating a recomputation changed,
 * with the first period whose list shows them otherwise, and their rating on it before and after (null: unrated).
 */
@Entity
@Table(name = "rating_recomputation_change")
public class RatingRecomputationChange extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "recomputation_id", nullable = false)
    public long recomputationId;

    @Column(name = "player_id", nullable = false)
    public long playerId;

    @Column(nullable = false)
    public String period;

    @Column(name = "rating_was")
    public Integer ratingWas;

    @Column(name = "rating_now")
    public Integer ratingNow;
}
