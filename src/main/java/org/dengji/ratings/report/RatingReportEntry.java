package org.dengji.ratings.report;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * A row of {@code rating_report_entry} (migration V62): one player's line of a rated event's rating report.
 * The numbers of the calculation are null for a player who was unrated before the event.
 */
@Entity
@Table(name = "rating_report_entry")
public class RatingReportEntry extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "event_id", nullable = false)
    public long eventId;

    @Column(name = "player_id", nullable = false)
    public long playerId;

    /** The rating period, the month of the event's end date: {@code YYYY-MM}. */
    @Column(nullable = false)
    public String period;

    @Column(name = "end_date", nullable = false)
    public LocalDate endDate;

    @Column(name = "rating_before")
    public Integer ratingBefore;

    public Integer k;

    @Column(name = "opponents_average")
    public BigDecimal opponentsAverage;

    public BigDecimal expected;

    public BigDecimal score;

    public BigDecimal change;

    /** Games against rated opponents, the only ones rated. */
    @Column(nullable = false)
    public int games;

    @Column(name = "rating_after")
    public Integer ratingAfter;

    /** An unrated player's games against rated opponents ({@link PooledGames}); null for a rated player. */
    @Column(name = "pooled_games")
    public String pooledGames;
}
