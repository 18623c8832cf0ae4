package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.ratings.core.EventChange;
import org.dengji.ratings.core.EventGames;
import org.dengji.ratings.core.PeriodResult;
import org.dengji.ratings.core.RatingCalculator;
import org.dengji.ratings.core.RatingGame;
import org.dengji.ratings.core.RatingRules;
import org.dengji.ratings.core.Score;
import org.dengji.ratings.version.RatingRuleSetEntity;
import org.dengji.ratings.version.RuleSetStatus;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventCorrected;
import org.dengji.registry.event.EventPublished;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.event.RoundEntry;

/**
 * An event's rating report, written when the event is published and rewritten when it is corrected or its rated
 * flag changes: each player's rating before (from the reports of events that ended earlier), K, the rated
 * opponents' average, the expected score, the score and the change, by the rule set in force on the end date.
 *
 * <p>Only played games count: forfeits, byes and games of less than one move are not rated (FIDE Rating
 * Regulations 5). A player the reports have never rated starts from the rating the event's file gives (TRF 001),
 * if at least the floor: without such a start nobody could ever be rated, since an initial rating needs rated
 * opponents. Other unrated players stay unrated in this report (change null): their initial rating (8.2) needs
 * their games of earlier events, which the reports do not keep. A report is computed against the reports that
 * exist when it is written; rewriting an earlier event does not rewrite the later ones.
 */
@ApplicationScoped
public class RatingReports {

    void onPublished(@Observes EventPublished published) {
        recompute(Event.findById(published.eventId()));
    }

    void onCorrected(@Observes EventCorrected corrected) {
        recompute(Event.findById(corrected.eventId()));
    }

    /** Deletes the event's report and, if the event is public and rated under a rule set in force, rewrites it. */
    @Transactional
    public void recompute(Event event) {
        RatingReportEntry.delete("eventId", event.id);
        if (!event.rated || !event.status.isEvidence()) {
            return;
        }
        Optional<RatingRules> rules = rulesInForce(event.endDate);
        if (rules.isEmpty()) {
            return;
        }
        List<EventResult> results = EventResult.list("select distinct r from EventResult r join fetch r.player"
                + " left join fetch r.roundEntries where r.event = ?1 order by r.startNumber", event);
        write(event, new RatingCalculator(rules.get()), results);
    }

    /** The published rule set whose period holds {@code date} (the end of a period is the next one's start). */
    static Optional<RatingRules> rulesInForce(LocalDate date) {
        return RatingRuleSetEntity.<RatingRuleSetEntity>find("status = ?1 and (effectiveFrom is null"
                + " or effectiveFrom <= ?2) and (effectiveTo is null or effectiveTo > ?2) order by effectiveFrom desc",
                RuleSetStatus.PUBLISHED, date).firstResultOptional().map(RatingRuleSetEntity::rules);
    }

    private void write(Event event, RatingCalculator calculator, List<EventResult> results) {
        YearMonth period = YearMonth.from(event.endDate);
        Map<Long, RatingHistory> histories = histories(event, results, period.toString());
        Map<Integer, Integer> ratings = new HashMap<>();
        for (EventResult r : results) {
            ratings.put(r.startNumber, ratingBefore(histories.get(r.player.id), r, calculator.rules()));
        }
        for (EventResult r : results) {
            Integer before = ratings.get(r.startNumber);
            EventGames games = new EventGames(event.id.toString(), period, games(r, ratings));
            RatingReportEntry entry = new RatingReportEntry();
            entry.eventId = event.id;
            entry.playerId = r.player.id;
            entry.period = period.toString();
            entry.endDate = event.endDate;
            entry.games = games.ratedGames().size();
            entry.score = games.ratedGames().stream().map(g -> g.score().points())
                    .reduce(BigDecimal.ZERO.setScale(2), BigDecimal::add);
            if (before != null) {
                Integer birthYear = r.player.birthDate == null ? null : r.player.birthDate.getYear();
                RatingHistory history = histories.get(r.player.id);
                PeriodResult result = calculator.rate(history.state(before, birthYear), period, List.of(games));
                EventChange change = result.events().get(0);
                entry.ratingBefore = before;
                entry.k = result.k();
                entry.opponentsAverage = change.opponentsAverage();
                entry.expected = change.expected();
                entry.change = change.change();
                entry.ratingAfter = ratingAfter(calculator.rules(), before, history.periodChanges().add(change.change()));
            }
            entry.persist();
        }
    }

    private Map<Long, RatingHistory> histories(Event event, List<EventResult> results, String period) {
        List<Long> players = results.stream().map(r -> r.player.id).toList();
        Map<Long, List<RatingReportEntry>> earlier = new HashMap<>();
        players.forEach(id -> earlier.put(id, new ArrayList<>()));
        if (!players.isEmpty()) {
            RatingReportEntry.<RatingReportEntry>list("playerId in ?1 and (endDate < ?2 or endDate = ?2 and eventId < ?3)"
                    + " order by endDate, eventId", players, event.endDate, event.id)
                    .forEach(e -> earlier.get(e.playerId).add(e));
        }
        Map<Long, RatingHistory> histories = new HashMap<>();
        earlier.forEach((id, entries) -> histories.put(id, RatingHistory.of(entries, period)));
        return histories;
    }

    private static Integer ratingBefore(RatingHistory history, EventResult r, RatingRules rules) {
        if (history.rating() != null) {
            return history.rating();
        }
        return r.enteredRating != null && r.enteredRating >= rules.floor() ? r.enteredRating : null;
    }

    /** The played games, each against the opponent's rating on the list in force (null when unrated). */
    private static List<RatingGame> games(EventResult r, Map<Integer, Integer> ratings) {
        List<RatingGame> games = new ArrayList<>();
        for (RoundEntry round : r.roundEntries) {
            Score score = score(round.roundCode());
            if (score != null && round.opponent != null && ratings.containsKey(round.opponent)) {
                games.add(new RatingGame(ratings.get(round.opponent), score));
            }
        }
        return games;
    }

    /** The score of a rated game; null for forfeits, byes and games of less than one move. */
    static Score score(RoundCode code) {
        if (code == null) {
            return null;
        }
        return switch (code) {
            case WIN -> Score.WIN;
            case DRAW -> Score.DRAW;
            case LOSS -> Score.LOSS;
            default -> null;
        };
    }

    /** The rating the period reaches: the sum of its changes rounded once (8.3.4); below the floor, unrated. */
    private static Integer ratingAfter(RatingRules rules, int before, BigDecimal periodChange) {
        int after = before + periodChange.setScale(0, rules.changeRounding()).intValueExact();
        return after < rules.floor() ? null : after;
    }
}
