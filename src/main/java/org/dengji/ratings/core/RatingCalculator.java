package org.dengji.ratings.core;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A player's rating period under a rule set: a pure function of the rules, the player's state before the
 * period and the period's events. A rated player's change is worked out by 8.3, an unrated player's initial
 * rating by 8.2 ({@link InitialRatingCalculator}).
 *
 * <p>Order of work for a rated player: K from the state before the period, limited by K × the period's games
 * against rated opponents (8.3.3); for each event and each game against a rated opponent, D capped by the
 * 400-point rule (8.3.1), PD from table 8.1.2, Delta R = score − PD (8.3.2); each event's change K × Sigma Delta
 * R, kept exact in hundredths; the period's change, their sum, rounded once (8.3.4); below the floor the player
 * is shown unrated on the next list (7.2.1).
 */
public final class RatingCalculator {

    private static final int HUNDREDTHS = 2;

    private final RatingRules rules;

    public RatingCalculator(RatingRules rules) {
        this.rules = Objects.requireNonNull(rules, "rules").requireValid();
    }

    public RatingRules rules() {
        return rules;
    }

    /** The player's rating period: the events rated in {@code period}, in the order they are given. */
    public PeriodResult rate(PlayerState player, YearMonth period, List<EventGames> events) {
        if (!player.isRated()) {
            return new InitialRatingCalculator(rules).rate(player, period, events);
        }
        int games = events.stream().mapToInt(event -> event.ratedGames().size()).sum();
        int k = DevelopmentCoefficient.forPeriod(rules, player, period.getYear(), games);
        List<EventChange> changes = events.stream().map(event -> eventChange(player.rating(), k, event)).toList();
        BigDecimal change = changes.stream().map(EventChange::change).reduce(BigDecimal.ZERO.setScale(2),
                BigDecimal::add);
        int rounded = change.setScale(0, rules.changeRounding()).intValueExact();
        int rating = player.rating() + rounded;
        int played = player.gamesPlayed() + games;
        if (rating < rules.floor()) {
            PlayerState next = new PlayerState(null, played, player.birthYear(), player.peakRating(), List.of());
            return new PeriodResult(PeriodOutcome.DROPPED_BELOW_FLOOR, null, k, change, rounded, changes, null, next);
        }
        PlayerState next = PlayerState.rated(rating, played, player.birthYear(), player.peakRating());
        return new PeriodResult(PeriodOutcome.RATED, rating, k, change, rounded, changes, null, next);
    }

    /** One event's change for a player rated {@code rating}, with K already fixed for the period. */
    public EventChange eventChange(int rating, int k, EventGames event) {
        List<GameExpectation> games = new ArrayList<>();
        int expected = 0;
        int score = 0;
        long opponents = 0;
        for (RatingGame game : event.ratedGames()) {
            GameExpectation rated = expectation(rating, game);
            games.add(rated);
            expected += rated.expected().unscaledValue().intValueExact();
            score += game.score().hundredths();
            opponents += game.opponentRating();
        }
        BigDecimal average = games.isEmpty() ? null
                : BigDecimal.valueOf(opponents).divide(BigDecimal.valueOf(games.size()), HUNDREDTHS, RoundingMode.HALF_UP);
        BigDecimal change = BigDecimal.valueOf((long) k * (score - expected), HUNDREDTHS);
        return new EventChange(event.event(), rating, k, average, BigDecimal.valueOf(expected, HUNDREDTHS),
                BigDecimal.valueOf(score, HUNDREDTHS), change, games);
    }

    /** One game against a rated opponent by 8.3.1 and 8.3.2. */
    public GameExpectation expectation(int rating, RatingGame game) {
        if (!game.opponentRated()) {
            throw new IllegalArgumentException("a game against an unrated opponent is not rated (8.3.1)");
        }
        int difference = rating - game.opponentRating();
        int counted = countedDifference(rating, difference);
        int expected = rules.tables().expectedHundredths(counted);
        return new GameExpectation(game.opponentRating(), difference, counted, BigDecimal.valueOf(expected, HUNDREDTHS),
                game.score(), BigDecimal.valueOf(game.score().hundredths() - expected, HUNDREDTHS));
    }

    /** The 400-point rule of 8.3.1, in every game, save for players rated at least the uncapped rating. */
    int countedDifference(int rating, int difference) {
        if (rules.uncappedFromRating() != null && rating >= rules.uncappedFromRating()) {
            return difference;
        }
        return Math.max(-rules.differenceCap(), Math.min(rules.differenceCap(), difference));
    }
}
