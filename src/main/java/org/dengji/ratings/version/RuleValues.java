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
@Schema(description = "Every number of a rating rule set; each field is documented with its FIDE article.",
        example = """
                {"differenceUpperBounds": [3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121,
                 129, 137, 145, 153,
                 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344,
                 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735],
                 "dpByPercent": [-800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336,
                 -322, -309,
                 -296, -284, -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,
                 -149, -141, -133, -125, -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36,
                 -29, -21, -14, -7, 0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117,
                 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284,
                 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800],
                 "differenceCap": 400, "uncappedFromRating": null, "newPlayerK": 40, "newPlayerGames": 30,
                 "juniorK": 40, "juniorLastAge": 18, "juniorRatingLimit": 2300, "ratedK": 20, "seniorRating": 2400,
                 "seniorK": 10, "maxKTimesGames": 700, "floor": 1400, "initialMinGames": 5, "initialPoolMonths": 26,
                 "fictitiousGames": 2, "fictitiousRating": 1800, "fictitiousResult": "DRAW", "maxInitialRating": 2200,
                 "initialRounding": "HALF_UP", "periodMonths": 1, "changeRounding": "HALF_UP",
                 "fideRatingAsNational": false, "unratedOpponentRating": null}""")
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
        @NotNull RoundingMode changeRounding,
        @Schema(description = "Whether a FIDE rating in an event's file starts a player not yet nationally rated"
                + " when the file gives no national rating; absent means false") Boolean fideRatingAsNational,
        @Schema(description = "The rating a rated player's game against an unrated opponent is rated at, at least"
                + " the floor; null or absent: such games are not rated, as FIDE's 8.3.1 has it", example = "1400")
        Integer unratedOpponentRating) {

    public static RuleValues of(RatingRules rules) {
        return new RuleValues(rules.tables().differenceUpperBounds(), rules.tables().dpByPercent(),
                rules.differenceCap(), rules.uncappedFromRating(), rules.newPlayerK(), rules.newPlayerGames(),
                rules.juniorK(), rules.juniorLastAge(), rules.juniorRatingLimit(), rules.ratedK(), rules.seniorRating(),
                rules.seniorK(), rules.maxKTimesGames(), rules.floor(), rules.initialMinGames(),
                rules.initialPoolMonths(), rules.fictitiousGames(), rules.fictitiousRating(), rules.fictitiousResult(),
                rules.maxInitialRating(), rules.initialRounding(), rules.periodMonths(), rules.changeRounding(),
                rules.fideRatingAsNational(), rules.unratedOpponentRating());
    }

    /** The rule set these values make, not yet checked ({@link RatingRules#problems()} says what is wrong). */
    public RatingRules toRules() {
        return new RatingRules(new ScoreTables(differenceUpperBounds, dpByPercent), differenceCap, uncappedFromRating,
                newPlayerK, newPlayerGames, juniorK, juniorLastAge, juniorRatingLimit, ratedK, seniorRating, seniorK,
                maxKTimesGames, floor, initialMinGames, initialPoolMonths, fictitiousGames, fictitiousRating,
                fictitiousResult, maxInitialRating, initialRounding, periodMonths, changeRounding,
                Boolean.TRUE.equals(fideRatingAsNational), unratedOpponentRating);
    }
}
