package org.dengji.ratings.report;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import org.dengji.ratings.core.RatingCalculator;

/**
 * A rating run over everything from a period on, a stretch of end dates at a time: each stretch's events are
 * read with their players and games, rated in rating order (end date, then id), their reports put in place of
 * the stretch's old ones ({@link StretchRewrite}: only what differs is written), and the changed players found,
 * before the next stretch is read. Between stretches
 * the run keeps per player only what later events read of them ({@link RatingTrail}) and their ratings on the old
 * and new lists ({@link RunningChanges}): at national size, millions of results and tens of millions of rounds,
 * the registry is never held at once. A stretch ends at a change of date once it holds some number of results.
 */
final class WholeRun {

    private final Connection db;
    private final RuleSetsInForce rules;
    private final Map<Long, RatingTrail> trails = new HashMap<>();
    private int events;
    private int entries;

    private WholeRun(Connection db, RuleSetsInForce rules) {
        this.db = db;
        this.rules = rules;
    }

    /** Rewrites the reports from {@code from} (a period's first day) on, stretches of about {@code results} results. */
    static RatingRun.Outcome compute(Connection db, LocalDate from, RuleSetsInForce rules, long results,
            RatingRun.ChangeSink sink) throws SQLException {
        return new WholeRun(db, rules).run(from, results, sink);
    }

    private RatingRun.Outcome run(LocalDate from, long results, RatingRun.ChangeSink sink) throws SQLException {
        String firstPeriod = YearMonth.from(from).toString();
        Map<Long, Integer> carried = new HashMap<>();
        for (Map.Entry<Long, List<RatingReportEntry>> player : ReportRows.before(db, from).entrySet()) {
            RatingTrail trail = RatingTrail.of(player.getValue());
            trails.put(player.getKey(), trail);
            Integer rating = trail.history(firstPeriod).rating();
            if (rating != null) {
                carried.put(player.getKey(), rating);
            }
        }
        RunningChanges changes = new RunningChanges(carried);
        int changed = 0;
        List<LocalDate> starts = stretches(RatingInputs.resultsByDay(db, from), from, results);
        for (int i = 0; i < starts.size(); i++) {
            LocalDate first = starts.get(i);
            LocalDate end = i + 1 < starts.size() ? starts.get(i + 1) : null;
            List<RatingReportEntry> replaced = ReportRows.between(db, first, end);
            List<RatingReportEntry> written = rate(RatingInputs.between(db, first, end));
            StretchRewrite.write(db, first, end, replaced, written);
            List<ChangedRatings.Change> found = changes.next(replaced, written);
            changed += found.size();
            sink.take(found);
        }
        List<ChangedRatings.Change> last = changes.finish();
        sink.take(last);
        return new RatingRun.Outcome(events, entries, changed + last.size());
    }

    /**
     * The first day of each stretch: the run's first day, then the day after the one where the results counted
     * since the stretch began reach {@code results}. The last stretch has no end: it also takes the old entries
     * after the last rated event.
     */
    static List<LocalDate> stretches(NavigableMap<LocalDate, Long> resultsByDay, LocalDate from, long results) {
        List<LocalDate> starts = new ArrayList<>(List.of(from));
        long held = 0;
        for (Map.Entry<LocalDate, Long> day : resultsByDay.entrySet()) {
            held += day.getValue();
            LocalDate next = day.getKey().plusDays(1);
            if (held >= results && resultsByDay.higherKey(day.getKey()) != null) {
                starts.add(next);
                held = 0;
            }
        }
        return starts;
    }

    /** Rates the stretch's events in order, each from the trails of the events before it. */
    private List<RatingReportEntry> rate(List<RatedEvent> stretch) {
        List<RatingReportEntry> written = new ArrayList<>();
        EventRating.Histories histories = (player, period) -> {
            RatingTrail trail = trails.get(player);
            return trail == null ? RatingHistory.of(List.of(), period) : trail.history(period);
        };
        for (RatedEvent event : stretch) {
            Optional<RatingCalculator> calculator = rules.on(event.endDate());
            if (calculator.isEmpty()) {
                continue;
            }
            events++;
            for (RatingReportEntry entry : EventRating.rate(event, calculator.get(), histories)) {
                trails.computeIfAbsent(entry.playerId, id -> new RatingTrail()).add(entry);
                written.add(entry);
            }
        }
        entries += written.size();
        return written;
    }
}
