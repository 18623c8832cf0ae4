package org.dengji.ratings.report;

import java.math.BigDecimal;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.ratings.core.EventChange;
import org.dengji.ratings.core.EventGames;
import org.dengji.ratings.core.PeriodOutcome;
import org.dengji.ratings.core.PeriodResult;
import org.dengji.ratings.core.RatingCalculator;
import org.dengji.ratings.core.RatingGame;
import org.dengji.ratings.core.RatingRules;

/**
 * One event's rating report, from what the reports of the events before it say of its players: each player's
 * rating before, K, the rated opponents' average, the expected score, the score and the change (8.3); for an
 * unrated player the games against rated opponents, pooled with their earlier ones toward an initial rating
 * (8.2), which becomes their rating after once the rule set's minimum of games is reached.
 *
 * <p>Starting rating of a player no report has rated: the national rating the event's file gives; without one,
 * the FIDE rating of the file only where the rule set says so; either only if at least the floor (7.1.4);
 * otherwise none, and the player earns an
 * initial rating by 8.2. A player once rated who fell below the floor earns a new one by 8.2. A rated player's
 * game against an unrated opponent is rated only where the rule set gives such opponents a rating (8.3.1 does not).
 */
final class EventRating {

    private EventRating() {
    }

    /** What the reports before an event say of each of its players. */
    interface Histories {
        RatingHistory of(long player, String period);
    }

    /** The report's entries in starting-rank order; {@code earlier} holds each player's entries so far, in order. */
    static List<RatingReportEntry> rate(RatedEvent event, RatingCalculator calculator,
            Map<Long, List<RatingReportEntry>> earlier) {
        return rate(event, calculator, (player, period) -> RatingHistory.of(earlier.getOrDefault(player, List.of()),
                period));
    }

    /** The report's entries in starting-rank order, each player rated from what {@code earlier} says of them. */
    static List<RatingReportEntry> rate(RatedEvent event, RatingCalculator calculator, Histories earlier) {
        YearMonth period = YearMonth.from(event.endDate());
        String month = period.toString();
        Map<Long, RatingHistory> histories = new HashMap<>();
        Map<Integer, Integer> ratings = new HashMap<>();
        for (RatedEvent.Participant p : event.participants()) {
            RatingHistory history = earlier.of(p.playerId(), month);
            histories.put(p.playerId(), history);
            ratings.put(p.startNumber(), startingRating(history, p, calculator.rules()));
        }
        List<RatingReportEntry> entries = new ArrayList<>(event.participants().size());
        for (RatedEvent.Participant p : event.participants()) {
            Integer before = ratings.get(p.startNumber());
            Integer unrated = before == null ? null : calculator.rules().unratedOpponentRating();
            EventGames games = new EventGames(Long.toString(event.id()), period, games(p, ratings, unrated));
            List<RatingGame> rated = games.ratedGames();
            RatingReportEntry entry = new RatingReportEntry();
            entry.eventId = event.id();
            entry.playerId = p.playerId();
            entry.period = month;
            entry.endDate = event.endDate();
            entry.games = rated.size();
            entry.score = rated.stream().map(g -> g.score().points()).reduce(BigDecimal.ZERO.setScale(2), BigDecimal::add);
            RatingHistory history = histories.get(p.playerId());
            if (before != null) {
                PeriodResult result = calculator.rate(history.state(before, p.birthYear()), period, List.of(games));
                EventChange change = result.events().get(0);
                entry.ratingBefore = before;
                entry.k = result.k();
                entry.opponentsAverage = change.opponentsAverage();
                entry.expected = change.expected();
                entry.change = change.change();
                entry.ratingAfter = ratingAfter(calculator.rules(), before, history.periodChanges().add(change.change()));
            } else {
                PeriodResult result = calculator.rate(history.unratedState(p.birthYear()), period, List.of(games));
                entry.pooledGames = PooledGames.write(rated);
                entry.ratingAfter = result.outcome() == PeriodOutcome.INITIAL_RATING ? result.rating() : null;
            }
            entries.add(entry);
        }
        return entries;
    }

    /** The rating the player is rated from in the event, or null when unrated (see the class comment). */
    static Integer startingRating(RatingHistory history, RatedEvent.Participant p, RatingRules rules) {
        if (history.rating() != null) {
            return history.rating();
        }
        if (history.everRated()) {
            return null;
        }
        Integer given = p.nationalRating() != null ? p.nationalRating()
                : rules.fideRatingAsNational() ? p.fideRating() : null;
        return given != null && given >= rules.floor() ? given : null;
    }

    /**
     * The played games, each against the opponent's rating in the event; an unrated opponent's is {@code unrated}:
     * the rule set's rating for them in a rated player's games, else null (the game is not rated, 8.3.1).
     */
    private static List<RatingGame> games(RatedEvent.Participant p, Map<Integer, Integer> ratings, Integer unrated) {
        List<RatingGame> games = new ArrayList<>(p.games().size());
        for (RatedEvent.Played game : p.games()) {
            if (ratings.containsKey(game.opponent())) {
                Integer opponent = ratings.get(game.opponent());
                games.add(new RatingGame(opponent == null ? unrated : opponent, game.score()));
            }
        }
        return games;
    }

    /** The rating the period reaches: the sum of its changes rounded once (8.3.4); below the floor, unrated. */
    private static Integer ratingAfter(RatingRules rules, int before, BigDecimal periodChange) {
        int after = before + periodChange.setScale(0, rules.changeRounding()).intValueExact();
        return after < rules.floor() ? null : after;
    }
}
