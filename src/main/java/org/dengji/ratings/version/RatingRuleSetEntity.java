package org.dengji.ratings.version;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.dengji.ratings.core.RatingRules;
import org.dengji.ratings.core.Score;
import org.dengji.ratings.core.ScoreTables;

/** A row of {@code rating_rule_set} (migration V61): one version of the rating rules. */
@Entity
@Table(name = "rating_rule_set")
public class RatingRuleSetEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, unique = true)
    public String code;

    @Column(name = "based_on_code")
    public String basedOnCode;

    @Column(name = "name_zh", nullable = false)
    public String nameZh;

    @Column(name = "name_en", nullable = false)
    public String nameEn;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public RuleSetStatus status;

    @Column(name = "effective_from")
    public LocalDate effectiveFrom;

    @Column(name = "effective_to")
    public LocalDate effectiveTo;

    public String source;

    @Column(name = "difference_bounds", nullable = false)
    public String differenceBounds;

    @Column(name = "dp_by_percent", nullable = false)
    public String dpByPercent;

    @Column(name = "difference_cap")
    public int differenceCap;

    @Column(name = "uncapped_from_rating")
    public Integer uncappedFromRating;

    @Column(name = "new_player_k")
    public int newPlayerK;

    @Column(name = "new_player_games")
    public int newPlayerGames;

    @Column(name = "junior_k")
    public int juniorK;

    @Column(name = "junior_last_age")
    public int juniorLastAge;

    @Column(name = "junior_rating_limit")
    public int juniorRatingLimit;

    @Column(name = "rated_k")
    public int ratedK;

    @Column(name = "senior_rating")
    public int seniorRating;

    @Column(name = "senior_k")
    public int seniorK;

    @Column(name = "max_k_times_games")
    public int maxKTimesGames;

    @Column(name = "rating_floor")
    public int floor;

    @Column(name = "initial_min_games")
    public int initialMinGames;

    @Column(name = "initial_pool_months")
    public int initialPoolMonths;

    @Column(name = "fictitious_games")
    public int fictitiousGames;

    @Column(name = "fictitious_rating")
    public int fictitiousRating;

    @Enumerated(EnumType.STRING)
    @Column(name = "fictitious_result", nullable = false)
    public Score fictitiousResult;

    @Column(name = "max_initial_rating")
    public int maxInitialRating;

    @Enumerated(EnumType.STRING)
    @Column(name = "initial_rounding", nullable = false)
    public RoundingMode initialRounding;

    @Column(name = "period_months")
    public int periodMonths;

    @Enumerated(EnumType.STRING)
    @Column(name = "change_rounding", nullable = false)
    public RoundingMode changeRounding;

    @Column(name = "fide_rating_as_national", nullable = false)
    public boolean fideRatingAsNational;

    /** Migration V69: null keeps FIDE's 8.3.1, games against unrated opponents not rated. */
    @Column(name = "unrated_opponent_rating")
    public Integer unratedOpponentRating;

    @Column(name = "published_at")
    public Instant publishedAt;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    public boolean isDraft() {
        return status == RuleSetStatus.DRAFT;
    }

    /** The rule set the engine computes with. */
    public RatingRules rules() {
        return new RatingRules(new ScoreTables(numbers(differenceBounds), numbers(dpByPercent)), differenceCap,
                uncappedFromRating, newPlayerK, newPlayerGames, juniorK, juniorLastAge, juniorRatingLimit, ratedK,
                seniorRating, seniorK, maxKTimesGames, floor, initialMinGames, initialPoolMonths, fictitiousGames,
                fictitiousRating, fictitiousResult, maxInitialRating, initialRounding, periodMonths, changeRounding,
                fideRatingAsNational, unratedOpponentRating);
    }

    /** Writes every number of {@code rules} into this row. */
    public void set(RatingRules rules) {
        differenceBounds = text(rules.tables().differenceUpperBounds());
        dpByPercent = text(rules.tables().dpByPercent());
        differenceCap = rules.differenceCap();
        uncappedFromRating = rules.uncappedFromRating();
        newPlayerK = rules.newPlayerK();
        newPlayerGames = rules.newPlayerGames();
        juniorK = rules.juniorK();
        juniorLastAge = rules.juniorLastAge();
        juniorRatingLimit = rules.juniorRatingLimit();
        ratedK = rules.ratedK();
        seniorRating = rules.seniorRating();
        seniorK = rules.seniorK();
        maxKTimesGames = rules.maxKTimesGames();
        floor = rules.floor();
        initialMinGames = rules.initialMinGames();
        initialPoolMonths = rules.initialPoolMonths();
        fictitiousGames = rules.fictitiousGames();
        fictitiousRating = rules.fictitiousRating();
        fictitiousResult = rules.fictitiousResult();
        maxInitialRating = rules.maxInitialRating();
        initialRounding = rules.initialRounding();
        periodMonths = rules.periodMonths();
        changeRounding = rules.changeRounding();
        fideRatingAsNational = rules.fideRatingAsNational();
        unratedOpponentRating = rules.unratedOpponentRating();
    }

    /** A one-line summary for the audit log. */
    public String summary() {
        return "%s %s from=%s to=%s cap=%d K=%d/%d/%d/%d floor=%d initial=%d+%dx%d max=%d unrated=%s".formatted(code,
                status, effectiveFrom, effectiveTo, differenceCap, newPlayerK, juniorK, ratedK, seniorK, floor,
                initialMinGames, fictitiousGames, fictitiousRating, maxInitialRating,
                unratedOpponentRating == null ? "not rated" : unratedOpponentRating);
    }

    private static List<Integer> numbers(String text) {
        return Arrays.stream(text.split(",")).map(String::trim).map(Integer::valueOf).toList();
    }

    private static String text(List<Integer> numbers) {
        return numbers.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
