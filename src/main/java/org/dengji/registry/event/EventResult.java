package org.dengji.registry.event;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.util.List;
import org.dengji.registry.player.Player;

/**
 * A player's result in an event: the final place (a shared place such as 5–8 is a range and not a
 * definite place), points, games played (forfeits and byes are not games) and their split, and the
 * player line as the file had it.
 */
@Entity
@Table(name = "event_result")
@NamedQuery(name = EventResult.PUBLISHED_OF_PLAYER, query = "select r from EventResult r join fetch r.event e"
        + " join fetch e.organiser where r.player = :player and e.status in :statuses order by e.endDate, e.id, r.id")
@NamedQuery(name = EventResult.PUBLISHED_OF_NUMBER, query = "select r, o.level from EventResult r join fetch r.player p"
        + " join fetch r.event e join e.organiser o where p.registrationNo = :no and p.mergedInto is null and e.status in"
        + " (org.dengji.registry.event.EventStatus.PUBLISHED, org.dengji.registry.event.EventStatus.LOCKED)"
        + " order by e.endDate, e.id, r.id")
public class EventResult extends PanacheEntityBase {

    /** A player's results in events of the given statuses, oldest first, with their events and organisers. */
    public static final String PUBLISHED_OF_PLAYER = "EventResult.publishedOfPlayer";

    /**
     * The published and locked results of the player with a registration number (as stored), unless that
     * record was merged into another, oldest first: each with its player and event, and the level of the
     * event's organiser (the organiser itself is not loaded, nor the grants that come with it). One
     * statement for one player's eligibility; the statuses are written into the query, not bound, so that
     * Hibernate translates it once and not on every call as it does a query with a list parameter.
     */
    public static final String PUBLISHED_OF_NUMBER = "EventResult.publishedOfNumber";

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "event_result_seq")
    @SequenceGenerator(name = "event_result_seq", sequenceName = "event_result_seq", allocationSize = 1000)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "event_id")
    public Event event;

    /** Whose result it is; set through {@link #belongTo}, which copies the player's names beside it. */
    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "player_id")
    public Player player;

    /**
     * The player's registration number and names as the registry now knows them (not as the file wrote them:
     * {@link #enteredName}), so that an event's pages read them from its own rows instead of looking up each
     * player on every view. {@link ResultNames} rewrites them when the player's names are corrected.
     */
    @Column(name = "player_registration_no", nullable = false)
    public String playerRegistrationNo;

    @Column(name = "player_name_zh")
    public String playerNameZh;

    @Column(name = "player_name_latin")
    public String playerNameLatin;

    @Column(name = "start_number", nullable = false)
    public int startNumber;

    @Column(name = "rank_from")
    public Integer rankFrom;

    @Column(name = "rank_to")
    public Integer rankTo;

    @Column(nullable = false)
    public BigDecimal points;

    @Column(name = "game_points", nullable = false)
    public BigDecimal gamePoints;

    @Column(nullable = false)
    public int games;

    @Column(nullable = false)
    public int wins;

    @Column(nullable = false)
    public int draws;

    @Column(nullable = false)
    public int losses;

    @Column(name = "forfeit_wins", nullable = false)
    public int forfeitWins;

    @Column(name = "forfeit_losses", nullable = false)
    public int forfeitLosses;

    @Column(nullable = false)
    public int byes;

    @Column(name = "entered_name", nullable = false)
    public String enteredName;

    @Column(name = "entered_sex")
    public String enteredSex;

    @Column(name = "entered_title")
    public String enteredTitle;

    /** The FIDE rating the file gave (TRF 001, CSV fide_rating), kept beside the national one. */
    @Column(name = "entered_rating")
    public Integer enteredRating;

    /** The national rating the file gave (TRF26 CHN record, CSV national_rating): the import's starting rating. */
    @Column(name = "national_rating")
    public Integer nationalRating;

    @Column(name = "entered_fed")
    public String enteredFed;

    @Column(name = "entered_fide_id")
    public Long enteredFideId;

    @Column(name = "entered_birth")
    public String enteredBirth;

    @Column(name = "faulty_games", nullable = false)
    public int faultyGames;

    /** The rounds, as {@link RoundCells} writes them: one column, read and written whole. */
    @Column(name = "round_cells", nullable = false, length = RoundCells.LONGEST)
    public String roundCells = "";

    /** Makes this the result of {@code p}, with their names beside it. */
    public void belongTo(Player p) {
        player = p;
        playerRegistrationNo = p.registrationNo;
        playerNameZh = p.nameZh;
        playerNameLatin = p.nameLatin;
    }

    /** The rounds in round order (the crosstable row). */
    public List<RoundEntry> roundEntries() {
        return RoundCells.read(roundCells);
    }

    /** A definite place: known and not shared (第二条(二)). */
    public boolean hasDefiniteRank() {
        return rankFrom != null && rankFrom.equals(rankTo);
    }

    /** "5", "5–8" or "" when unknown. */
    public String rankText() {
        if (rankFrom == null) {
            return "";
        }
        return hasDefiniteRank() ? rankFrom.toString() : rankFrom + "–" + rankTo;
    }

    /** A one-line summary for the audit log. */
    public String summary() {
        return "#%d %s rank=%s points=%s games=%d w/d/l=%d/%d/%d".formatted(startNumber, enteredName, rankText(),
                points.toPlainString(), games, wins, draws, losses);
    }
}
