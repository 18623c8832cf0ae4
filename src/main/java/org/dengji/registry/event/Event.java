package org.dengji.registry.event;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumMap;
import java.util.Map;
import org.dengji.authority.Organisation;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.Section;
import org.dengji.standards.core.Title;

/** An event (a tournament section): what it was, who organised it, and where it is in its life cycle. */
@Entity
@Table(name = "event")
public class Event extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false)
    public String name;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public EventCategory category;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Section section;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "organiser_id")
    public Organisation organiser;

    public String city;

    @Column(name = "start_date")
    public LocalDate startDate;

    @Column(name = "end_date", nullable = false)
    public LocalDate endDate;

    @Column(nullable = false)
    public int rounds;

    /** The rounds the file announced (TRF 142 or XXR) where it holds fewer; null otherwise. */
    @Column(name = "announced_rounds")
    public Integer announcedRounds;

    /** How the file's points are counted where it is not 1, ½, 0 (TRF26 162); null for the standard. */
    @Column(name = "points_system")
    public String pointsSystem;

    /** A team event: the players' points and ranks are informative. */
    @Column(nullable = false)
    public boolean team;

    @Column(name = "time_control")
    public String timeControl;

    @Column(name = "pairing_system")
    public String pairingSystem;

    @Column(nullable = false)
    public boolean official;

    /** Whether the event's games count for the national rating (set at import, changed by a registrar). */
    @Column(nullable = false)
    public boolean rated;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public EventStatus status = EventStatus.DRAFT;

    @Enumerated(EnumType.STRING)
    @Column(name = "source_format", nullable = false)
    public SourceFormat sourceFormat;

    @Column(name = "source_hash")
    public String sourceHash;

    @Column(name = "norm_rate_gm")
    public BigDecimal normRateGm;

    @Column(name = "norm_rate_master")
    public BigDecimal normRateMaster;

    @Column(name = "faulty_games", nullable = false)
    public int faultyGames;

    /** Loaded by the demo registry, not real results. */
    @Column(nullable = false)
    public boolean demo;

    @Column(name = "published_at")
    public Instant publishedAt;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Version
    public long version;

    /** Whether the file held fewer complete rounds than it announced: the registrar decides whether it is final. */
    public boolean incomplete() {
        return announcedRounds != null && announcedRounds > rounds;
    }

    /**
     * The most one round can score in the event's points system: 1, or the highest value of its own
     * system ({@code W 3.0 D 1.0 L 0.0 A 0.0 P 3.0} gives 3).
     */
    public BigDecimal mostPerRound() {
        BigDecimal most = BigDecimal.ONE;
        if (pointsSystem != null) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("-?\\d+(\\.\\d+)?").matcher(pointsSystem);
            while (m.find()) {
                most = most.max(new BigDecimal(m.group()));
            }
        }
        return most;
    }

    /** The rate this (title) tournament prescribes for each title, as the evaluator reads it. */
    public Map<Title, BigDecimal> normRates() {
        Map<Title, BigDecimal> rates = new EnumMap<>(Title.class);
        if (normRateGm != null) {
            rates.put(Title.GRANDMASTER, normRateGm);
        }
        if (normRateMaster != null) {
            rates.put(Title.MASTER, normRateMaster);
        }
        return rates;
    }

    /** A one-line summary for the audit log. */
    public String summary() {
        return "%s [%s %s %s] %s official=%s rated=%s end=%s rounds=%d status=%s".formatted(name, category, section,
                organiser == null ? null : organiser.unitCode, city, official, rated, endDate, rounds, status);
    }
}
