package org.dengji.ratings.core;

import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A rating rule set: every number of the rating calculation, each from the article of the FIDE Rating
 * Regulations (FIDE Handbook B.02) named beside it, so that a national set can differ from FIDE's in data alone.
 *
 * @param tables tables 8.1.1 (fractional score to dp) and 8.1.2 (rating difference to scoring probability PD)
 * @param differenceCap 8.3.1: a difference in rating of more than this is counted as this (400), in every game
 * @param uncappedFromRating 8.3.1 as amended from 1 October 2025: a player rated this or more (2650) uses the
 *        real difference; {@code null} where the cap holds for every player, as on 1 March 2024
 * @param newPlayerK 8.3.3: K for a player new to the rating list (40)
 * @param newPlayerGames 8.3.3: the new player's K holds until events with at least this many games are
 *        completed (30)
 * @param juniorK 8.3.3: K for a junior (40)
 * @param juniorLastAge 8.3.3: the junior's K holds until the end of the year of this birthday (18th)
 * @param juniorRatingLimit 8.3.3: … "as long as their rating remains under" this (2300)
 * @param ratedK 8.3.3: K "as long as a player's rating remains under" {@code seniorRating} (20)
 * @param seniorRating 8.3.3: once a published rating has reached this (2400) …
 * @param seniorK 8.3.3: … K is this (10), "even if the rating drops below 2400"
 * @param maxKTimesGames 8.3.3: when K × the games of a rating period exceeds this (700), K is the largest whole
 *        number whose product with those games does not
 * @param floor 7.1.2, 7.1.4, 7.2.1: the lowest rating published (1400); a rating that drops below it is shown
 *        as unrated on the next list, and an initial rating below it is not published
 * @param initialMinGames 7.1.4: games against rated opponents an initial rating is based on, at least (5)
 * @param initialPoolMonths 7.1.4: results of consecutive rating periods of not more than this many months (26)
 *        are pooled for an initial rating
 * @param fictitiousGames 8.2.2: hypothetical opponents added to an unrated player's rated opponents (2)
 * @param fictitiousRating 8.2.2: the hypothetical opponents' rating (1800)
 * @param fictitiousResult 8.2.2: the result against each hypothetical opponent (a draw)
 * @param maxInitialRating 8.2.3: the maximum initial rating (2200)
 * @param initialRounding 8.2.3: "Ru is rounded to the nearest whole number", a half upward (the text does not
 *        say; the Title Regulations round their averages so); also rounds the fractional score p to hundredths
 * @param periodMonths 7.1: the rating period, the months between two lists (1: a list on the first of each month)
 * @param changeRounding 8.3.4: "The Rating Change for a Rating Period is rounded to the nearest whole number.
 *        0.5 is rounded away from zero."
 * @param fideRatingAsNational whether a FIDE rating given in an event's file starts a player the national list
 *        has not rated when the file gives no national rating (national rule sets; false for FIDE's own)
 * @param unratedOpponentRating the rating a rated player's game against an unrated opponent is rated as if the
 *        opponent had; {@code null} as in 8.3.1 ("for each game played against a rated player"), where such a
 *        game is not rated for the rated player. A national set may count these games, whose opponents are often
 *        new players, at an assumed rating (at least the floor). An unrated player's initial rating always reads
 *        games against rated opponents only (8.2.2)
 */
public record RatingRules(
        ScoreTables tables,
        int differenceCap,
        Integer uncappedFromRating,
        int newPlayerK,
        int newPlayerGames,
        int juniorK,
        int juniorLastAge,
        int juniorRatingLimit,
        int ratedK,
        int seniorRating,
        int seniorK,
        int maxKTimesGames,
        int floor,
        int initialMinGames,
        int initialPoolMonths,
        int fictitiousGames,
        int fictitiousRating,
        Score fictitiousResult,
        int maxInitialRating,
        RoundingMode initialRounding,
        int periodMonths,
        RoundingMode changeRounding,
        boolean fideRatingAsNational,
        Integer unratedOpponentRating) {

    public RatingRules {
        Objects.requireNonNull(tables, "tables");
        Objects.requireNonNull(fictitiousResult, "fictitiousResult");
        Objects.requireNonNull(initialRounding, "initialRounding");
        Objects.requireNonNull(changeRounding, "changeRounding");
    }

    /** The FIDE Rating Regulations effective from 1 March 2024: the 400-point rule for every player. */
    public static RatingRules fide2024() {
        return new RatingRules(new ScoreTables(FideTables.DIFFERENCE_UPPER_BOUNDS, FideTables.DP_BY_PERCENT),
                400, null, 40, 30, 40, 18, 2300, 20, 2400, 10, 700,
                1400, 5, 26, 2, 1800, Score.DRAW, 2200, RoundingMode.HALF_UP, 1, RoundingMode.HALF_UP, false, null);
    }

    /** The same regulations with 8.3.1 as amended from 1 October 2025: no cap for players rated 2650 and above. */
    public static RatingRules fideFromOctober2025() {
        RatingRules base = fide2024();
        return new RatingRules(base.tables, base.differenceCap, 2650, base.newPlayerK, base.newPlayerGames,
                base.juniorK, base.juniorLastAge, base.juniorRatingLimit, base.ratedK, base.seniorRating,
                base.seniorK, base.maxKTimesGames, base.floor, base.initialMinGames, base.initialPoolMonths,
                base.fictitiousGames, base.fictitiousRating, base.fictitiousResult, base.maxInitialRating,
                base.initialRounding, base.periodMonths, base.changeRounding, base.fideRatingAsNational,
                base.unratedOpponentRating);
    }

    /** These rules with the FIDE rating of a file standing in for a national rating, or not. */
    public RatingRules withFideRatingAsNational(boolean fideAsNational) {
        return new RatingRules(tables, differenceCap, uncappedFromRating, newPlayerK, newPlayerGames, juniorK,
                juniorLastAge, juniorRatingLimit, ratedK, seniorRating, seniorK, maxKTimesGames, floor, initialMinGames,
                initialPoolMonths, fictitiousGames, fictitiousRating, fictitiousResult, maxInitialRating,
                initialRounding, periodMonths, changeRounding, fideAsNational, unratedOpponentRating);
    }

    /** These rules with games against unrated opponents rated at {@code rating}, or not rated (null). */
    public RatingRules withUnratedOpponentRating(Integer rating) {
        return new RatingRules(tables, differenceCap, uncappedFromRating, newPlayerK, newPlayerGames, juniorK,
                juniorLastAge, juniorRatingLimit, ratedK, seniorRating, seniorK, maxKTimesGames, floor, initialMinGames,
                initialPoolMonths, fictitiousGames, fictitiousRating, fictitiousResult, maxInitialRating,
                initialRounding, periodMonths, changeRounding, fideRatingAsNational, rating);
    }

    /** What is wrong with this rule set, one sentence each naming the field; empty when it can be used. */
    public List<RuleProblem> problems() {
        List<RuleProblem> problems = new ArrayList<>(tables.problems());
        positive(problems, "differenceCap", differenceCap);
        if (uncappedFromRating != null) {
            positive(problems, "uncappedFromRating", uncappedFromRating);
        }
        positive(problems, "newPlayerK", newPlayerK);
        positive(problems, "juniorK", juniorK);
        positive(problems, "ratedK", ratedK);
        positive(problems, "seniorK", seniorK);
        notNegative(problems, "newPlayerGames", newPlayerGames);
        notNegative(problems, "juniorLastAge", juniorLastAge);
        positive(problems, "juniorRatingLimit", juniorRatingLimit);
        positive(problems, "seniorRating", seniorRating);
        positive(problems, "maxKTimesGames", maxKTimesGames);
        notNegative(problems, "floor", floor);
        positive(problems, "initialMinGames", initialMinGames);
        positive(problems, "initialPoolMonths", initialPoolMonths);
        notNegative(problems, "fictitiousGames", fictitiousGames);
        positive(problems, "fictitiousRating", fictitiousRating);
        positive(problems, "periodMonths", periodMonths);
        if (maxInitialRating < floor) {
            problems.add(new RuleProblem("maxInitialRating", "maxInitialRating (" + maxInitialRating
                    + ") is below the floor (" + floor + "): no initial rating could be published"));
        }
        if (unratedOpponentRating != null && unratedOpponentRating < floor) {
            problems.add(new RuleProblem("unratedOpponentRating", "unratedOpponentRating (" + unratedOpponentRating
                    + ") is below the floor (" + floor + "): no rated opponent could have it"));
        }
        exact(problems, "initialRounding", initialRounding);
        exact(problems, "changeRounding", changeRounding);
        return problems;
    }

    /** This rule set, or an exception listing every problem when it cannot be used. */
    public RatingRules requireValid() {
        List<RuleProblem> problems = problems();
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("invalid rating rules: "
                    + String.join("; ", problems.stream().map(RuleProblem::message).toList()));
        }
        return this;
    }

    private static void positive(List<RuleProblem> problems, String field, int value) {
        if (value <= 0) {
            problems.add(new RuleProblem(field, field + " must be positive, was " + value));
        }
    }

    private static void notNegative(List<RuleProblem> problems, String field, int value) {
        if (value < 0) {
            problems.add(new RuleProblem(field, field + " must not be negative, was " + value));
        }
    }

    private static void exact(List<RuleProblem> problems, String field, RoundingMode mode) {
        if (mode == RoundingMode.UNNECESSARY) {
            problems.add(new RuleProblem(field, field + " must round: UNNECESSARY fails on the first fraction"));
        }
    }
}
