package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.math.RoundingMode;
import org.dengji.common.Failure;
import org.dengji.registry.event.Event;
import org.dengji.registry.player.Player;
import org.hibernate.Session;

/** Reading the stored reports: an event's lines and a player's months. */
@ApplicationScoped
public class RatingReads {

    /** The changed players a recomputation's read lists at most. */
    static final int LISTED_CHANGES = 1000;

    /** The event's report in starting-rank order (the order it was written in). */
    public List<RatingViews.ReportLine> report(Event event) {
        return reportWithPlayers(event).stream().map(line -> RatingViews.ReportLine.of(line.entry(),
                line.player().registrationNo)).toList();
    }

    /** The latest recomputation the event started, with its changed players in registration-number order. */
    public RatingViews.Recomputation recomputation(Event event) {
        RatingRecomputation run = RatingRecomputation.<RatingRecomputation>find("eventId = ?1 order by id desc", event.id)
                .firstResultOptional().orElseThrow(() -> Failure.notFound("NO_RATING_RECOMPUTATION",
                        "The reports have not been computed for event " + event.id + "."));
        return new RatingViews.Recomputation(run.eventId, run.cause.name(), run.state.name(), run.fromPeriod,
                run.events, run.entries, run.changedPlayers, run.computedAt, changedPlayers(run));
    }

    /** A recomputation as staff follow it in the queue, with its changed players once done. */
    public RatingViews.QueueItem queueItem(RatingRecomputation run) {
        return new RatingViews.QueueItem(run.id, run.state.name(), run.cause.name(), run.eventId, run.fromPeriod,
                run.reason, run.requestedAt, run.startedAt, run.computedAt, run.events, run.entries, run.changedPlayers,
                run.failure, run.state == RatingRecomputation.State.DONE ? changedPlayers(run) : List.of());
    }

    private static List<RatingViews.ChangedRating> changedPlayers(RatingRecomputation run) {
        List<Object[]> rows = RatingRecomputationChange.getEntityManager().createQuery("select p.registrationNo,"
                + " coalesce(p.nameZh, p.nameLatin), c.period, c.ratingWas, c.ratingNow from RatingRecomputationChange c,"
                + " Player p where p.id = c.playerId and c.recomputationId = :run order by p.registrationNo",
                Object[].class).setParameter("run", run.id).setMaxResults(LISTED_CHANGES).getResultList();
        return rows.stream().map(r -> new RatingViews.ChangedRating((String) r[0], (String) r[1], (String) r[2],
                (Integer) r[3], (Integer) r[4])).toList();
    }

    /** A line of an event's report with its player, for the report's page. */
    public record PlayerLine(RatingReportEntry entry, Player player) {
    }

    /** The event's report with each line's player, in starting-rank order. */
    public List<PlayerLine> reportWithPlayers(Event event) {
        List<Object[]> rows = RatingReportEntry.getEntityManager().createQuery("select e, p from RatingReportEntry e,"
                + " Player p where p.id = e.playerId and e.eventId = :event order by e.id", Object[].class)
                .setParameter("event", event.id).getResultList();
        return rows.stream().map(row -> new PlayerLine((RatingReportEntry) row[0], (Player) row[1])).toList();
    }

    /**
     * The player's months, oldest first: each the rating before plus the month's changes rounded once (8.3.4), as
     * the month's last report wrote it, or the initial rating an unrated player reached in it; null where the
     * player stayed unrated or fell below the floor.
     */
    public List<RatingViews.Period> periods(Player player) {
        List<RatingReportEntry> entries = monthsOf(player.id);
        List<RatingViews.Period> periods = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= entries.size(); i++) {
            if (i == entries.size() || !entries.get(i).period.equals(entries.get(from).period)) {
                periods.add(period(entries.subList(from, i)));
                from = i;
            }
        }
        return periods;
    }

    /**
     * The player's entries, oldest first, with what a month's figures read of them: in SQL, read from JDBC, as every
     * player page asks for them (through the query language, a player with no entry cost a sixth of the page).
     */
    private static List<RatingReportEntry> monthsOf(long playerId) {
        return RatingReportEntry.getEntityManager().unwrap(Session.class).doReturningWork(db -> {
            try (PreparedStatement s = db.prepareStatement("select period, rating_before, rating_after, games, change"
                    + " from rating_report_entry where player_id = ? order by end_date, event_id")) {
                s.setLong(1, playerId);
                try (ResultSet row = s.executeQuery()) {
                    List<RatingReportEntry> entries = new ArrayList<>();
                    while (row.next()) {
                        RatingReportEntry entry = new RatingReportEntry();
                        entry.period = row.getString(1);
                        entry.ratingBefore = (Integer) row.getObject(2);
                        entry.ratingAfter = (Integer) row.getObject(3);
                        entry.games = row.getInt(4);
                        entry.change = row.getBigDecimal(5);
                        entries.add(entry);
                    }
                    return entries;
                }
            }
        });
    }

    private static RatingViews.Period period(List<RatingReportEntry> month) {
        RatingReportEntry first = month.get(0);
        RatingReportEntry last = month.get(month.size() - 1);
        int games = month.stream().mapToInt(e -> e.games).sum();
        if (last.ratingBefore == null) {
            // unrated in the month: the initial rating it reached (8.2), if any
            return new RatingViews.Period(first.period, last.ratingAfter, games, null);
        }
        BigDecimal change = month.stream().filter(e -> e.change != null).map(e -> e.change)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        if (last.ratingAfter != null) {
            return new RatingViews.Period(first.period, last.ratingAfter, games, last.ratingAfter - last.ratingBefore);
        }
        // below the floor: shown unrated, the change still told, rounded as 8.3.4 rounds it (away from zero)
        return new RatingViews.Period(first.period, null, games, change.setScale(0, RoundingMode.HALF_UP).intValueExact());
    }
}
