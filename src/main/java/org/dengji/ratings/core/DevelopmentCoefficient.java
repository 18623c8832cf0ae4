package org.dengji.ratings.core;

/**
 * K, the development coefficient of 8.3.3. The article's four lines state no order; they are read so,
 * the first that holds deciding:
 * <ol>
 *   <li>a published rating has reached 2400 at any time: 10, "even if the rating drops below 2400";</li>
 *   <li>until the end of the year of the 18th birthday, while every published rating has stayed under 2300: 40;</li>
 *   <li>until events with at least 30 games are completed: 40;</li>
 *   <li>otherwise, the rating being under 2400: 20.</li>
 * </ol>
 * Then, if K × the period's games exceeds 700, K is the largest whole number whose product does not.
 */
public final class DevelopmentCoefficient {

    private DevelopmentCoefficient() {
    }

    /** K for a rated player in a period of the given year, before the limit of K × games. */
    public static int of(RatingRules rules, PlayerState player, int year) {
        if (player.peakRating() >= rules.seniorRating()) {
            return rules.seniorK();
        }
        if (junior(rules, player, year) && player.peakRating() < rules.juniorRatingLimit()) {
            return rules.juniorK();
        }
        if (player.gamesPlayed() < rules.newPlayerGames()) {
            return rules.newPlayerK();
        }
        return rules.ratedK();
    }

    /** K for the period, with the limit on K × the number of games rated in it. */
    public static int forPeriod(RatingRules rules, PlayerState player, int year, int games) {
        int k = of(rules, player, year);
        if (games > 0 && (long) k * games > rules.maxKTimesGames()) {
            return rules.maxKTimesGames() / games;
        }
        return k;
    }

    /** "until the end of the year of their 18th birthday": the year of birth plus 18 is the last junior year. */
    static boolean junior(RatingRules rules, PlayerState player, int year) {
        return player.birthYear() != null && year - player.birthYear() <= rules.juniorLastAge();
    }
}
