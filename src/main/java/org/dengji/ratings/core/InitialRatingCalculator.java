package org.dengji.ratings.core;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;

/**
 * An unrated player's rating period (7.1.4, 8.2). Order of work: the pool is the earlier events still within
 * the pooling months plus this period's, each keeping only its games against rated opponents; the first event
 * of the pool is left out when it scored zero (8.2.1); with fewer games than the minimum the player stays
 * unrated and the pool is carried on; otherwise Ra is the average of the rated opponents and two hypothetical
 * 1800s, p the score with two draws added over all those games (rounded to hundredths), and Ru = Ra + dp of
 * table 8.1.1, rounded, at most 2200 (8.2.2, 8.2.3); published only if at least the floor (7.1.4).
 */
final class InitialRatingCalculator {

    private static final int HUNDREDTHS = 2;
    private static final int WHOLE = 100;

    private final RatingRules rules;

    InitialRatingCalculator(RatingRules rules) {
        this.rules = rules;
    }

    PeriodResult rate(PlayerState player, YearMonth period, List<EventGames> events) {
        List<EventGames> pool = pool(player, period, events);
        InitialRating initial = initialRating(pool);
        if (initial.rating() == null) {
            PlayerState next = new PlayerState(null, player.gamesPlayed(), player.birthYear(), player.peakRating(), pool);
            return unrated(PeriodOutcome.STILL_UNRATED, initial, next);
        }
        if (initial.rating() < rules.floor()) {
            PlayerState next = new PlayerState(null, player.gamesPlayed(), player.birthYear(), player.peakRating(), pool);
            return unrated(PeriodOutcome.INITIAL_BELOW_FLOOR, initial, next);
        }
        PlayerState next = PlayerState.rated(initial.rating(), player.gamesPlayed() + initial.ratedGames(),
                player.birthYear(), player.peakRating());
        return new PeriodResult(PeriodOutcome.INITIAL_RATING, initial.rating(), null, null, null, List.of(), initial,
                next);
    }

    /** 8.2 over a pool of events, the zero first event left out; no rating with fewer games than 7.1.4 asks. */
    InitialRating initialRating(List<EventGames> pool) {
        List<EventGames> counted = countedEvents(pool);
        int games = counted.stream().mapToInt(event -> event.ratedGames().size()).sum();
        if (games == 0) {
            return new InitialRating(counted, 0, null, 0, 0, null);
        }
        int all = games + rules.fictitiousGames();
        long opponents = (long) rules.fictitiousGames() * rules.fictitiousRating();
        int score = rules.fictitiousGames() * rules.fictitiousResult().hundredths();
        for (EventGames event : counted) {
            opponents += event.ratedGames().stream().mapToLong(RatingGame::opponentRating).sum();
            score += event.scoreHundredths();
        }
        BigDecimal average = BigDecimal.valueOf(opponents).divide(BigDecimal.valueOf(all), HUNDREDTHS,
                RoundingMode.HALF_UP);
        int percent = divide(score, all);
        int dp = rules.tables().dp(percent);
        Integer rating = games < rules.initialMinGames() ? null
                : Math.min(rules.maxInitialRating(), divide(opponents + (long) dp * all, all));
        return new InitialRating(counted, games, average, percent, dp, rating);
    }

    private List<EventGames> pool(PlayerState player, YearMonth period, List<EventGames> events) {
        YearMonth oldest = period.minusMonths(rules.initialPoolMonths() - 1L);
        List<EventGames> pool = new ArrayList<>();
        for (EventGames event : player.pool()) {
            if (!event.period().isBefore(oldest)) {
                pool.add(event.withRatedGamesOnly());
            }
        }
        for (EventGames event : events) {
            EventGames rated = event.withRatedGamesOnly();
            if (!rated.games().isEmpty()) {
                pool.add(rated);
            }
        }
        return pool;
    }

    /** 8.2.1: "If an unrated player scores zero in their first event this score is disregarded." */
    private static List<EventGames> countedEvents(List<EventGames> pool) {
        if (!pool.isEmpty() && pool.get(0).scoreHundredths() == 0) {
            return pool.subList(1, pool.size());
        }
        return pool;
    }

    private int divide(long numerator, int denominator) {
        return BigDecimal.valueOf(numerator).divide(BigDecimal.valueOf(denominator), 0, rules.initialRounding())
                .intValueExact();
    }

    private static PeriodResult unrated(PeriodOutcome outcome, InitialRating initial, PlayerState next) {
        return new PeriodResult(outcome, null, null, null, null, List.of(), initial, next);
    }
}
