package org.dengji.ratings.version;

import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import java.math.RoundingMode;
import java.util.List;
import org.dengji.ratings.core.RatingRules;
import org.dengji.ratings.core.Score;
import org.dengji.ratings.core.ScoreTables;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Every number of a rating rule set, as the API reads and writes it; the fields are those of {@link RatingRules},
 * whose documentation names the article of the FIDE Rating Regulations each comes from.
 */
@Schema(description = "Every number of a rating rule set; each field is documented with its FIDE article.")
public record RuleValues(
        @NotEmpty List<@NotNull Integer> differenceUpperBounds,
        @NotEmpty List<@NotNull Integer> dpByPercent,
        @NotNull Integer differenceCap,
        Integer uncappedFromRating,
        @NotNull Integer newPlayerK,
        @NotNull Integer newPlayerGames,
        @NotNull Integer juniorK,
        @NotNull Integer juniorLastAge,
        @NotNull Integer juniorRatingLimit,
        @NotNull Integer ratedK,
        @NotNull Integer seniorRating,
        @NotNull Integer seniorK,
        @NotNull Integer maxKTimesGames,
        @NotNull Integer floor,
        @NotNull Integer initialMinGames,
        @NotNull Integer initialPoolMonths,
        @NotNull Integer fictitiousGames,
        @NotNull Integer fictitiousRating,
        @NotNull Score fictitiousResult,
        @NotNull Integer maxInitialRating,
        @NotNull RoundingMode initialRounding,
        @NotNull Integer periodMonths,
        @NotNull RoundingMode changeRounding) {

    public static RuleValues of(RatingRules rules) {
        return new RuleValues(rules.tables().differenceUpperBounds(), rules.tables().dpByPercent(),
                rules.differenceCap(), rules.uncappedFromRating(), rules.newPlayerK(), rules.newPlayerGames(),
                rules.juniorK(), rules.juniorLastAge(), rules.juniorRatingLimit(), rules.ratedK(), rules.seniorRating(),
                rules.seniorK(), rules.maxKTimesGames(), rules.floor(), rules.initialMinGames(),
                rules.initialPoolMonths(), rules.fictitiousGames(), rules.fictitiousRating(), rules.fictitiousResult(),
                rules.maxInitialRating(), rules.initialRounding(), rules.periodMonths(), rules.changeRounding());
    }

    /** The rule set these values make, not yet checked ({@link RatingRules#problems()} says what is wrong). */
    public RatingRules toRules() {
        return new RatingRules(new ScoreTables(differenceUpperBounds, dpByPercent), differenceCap, uncappedFromRating,
                newPlayerK, newPlayerGames, juniorK, juniorLastAge, juniorRatingLimit, ratedK, seniorRating, seniorK,
                maxKTimesGames, floor, initialMinGames, initialPoolMonths, fictitiousGames, fictitiousRating,
                fictitiousResult, maxInitialRating, initialRounding, periodMonths, changeRounding);
    }
}
