package org.dengji.ratings.report;

import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of {@code rating_report_entry} a rating run reads and rewrites: the entries before the run's first
 * period of every player it may touch, the entries it replaces, and the new ones, written many rows to a
 * statement (a run over the whole registry writes one row per result).
 */
final class ReportRows {

    static final String COLUMNS = "event_id, player_id, period, end_date, rating_before, k, opponents_average,"
            + " expected, score, change, games, rating_after, pooled_games";

    private ReportRows() {
    }

    /**
     * The entries ending before {@code from} of every player who plays a rated event from it on or has an entry
     * from it on, oldest first per player: what the reports said of them when the run's first period began.
     */
    static Map<Long, List<RatingReportEntry>> before(Connection db, LocalDate from) throws SQLException {
        Map<Long, List<RatingReportEntry>> earlier = new HashMap<>();
        try (PreparedStatement s = db.prepareStatement("select " + COLUMNS + " from rating_report_entry x"
                + " where x.end_date < ? and (x.player_id in (select r.player_id from event_result r"
                + " where r.event_id in (select e.id" + RatingInputs.EVENTS + "))"
                + " or x.player_id in (select l.player_id from rating_report_entry l where l.end_date >= ?))"
                + " order by x.player_id, x.end_date, x.event_id")) {
            s.setDate(1, Date.valueOf(from));
            s.setDate(2, Date.valueOf(from));
            s.setDate(3, Date.valueOf(from));
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    RatingReportEntry e = entry(r);
                    earlier.computeIfAbsent(e.playerId, id -> new ArrayList<>()).add(e);
                }
            }
        }
        return earlier;
    }

    /** Every entry of each of {@code players}, oldest first per player (end date, then event). */
    static Map<Long, List<RatingReportEntry>> ofPlayers(Connection db, List<Long> players) throws SQLException {
        Map<Long, List<RatingReportEntry>> entries = new HashMap<>();
        for (List<Long> some : StatementChunks.of(players)) {
            try (PreparedStatement s = db.prepareStatement("select " + COLUMNS + " from rating_report_entry where player_id"
                    + " in (" + StatementChunks.marks(some.size()) + ") order by player_id, end_date, event_id")) {
                StatementChunks.bind(s, 1, some);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        RatingReportEntry e = entry(r);
                        entries.computeIfAbsent(e.playerId, id -> new ArrayList<>()).add(e);
                    }
                }
            }
        }
        return entries;
    }

    /** The players the event's report names. */
    static List<Long> playersReportedIn(Connection db, long event) throws SQLException {
        List<Long> players = new ArrayList<>();
        try (PreparedStatement s = db.prepareStatement("select player_id from rating_report_entry where event_id = ?")) {
            s.setLong(1, event);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    players.add(r.getLong(1));
                }
            }
        }
        return players;
    }

    /** Deletes the reports of the events. */
    static void deleteEvents(Connection db, List<Long> events) throws SQLException {
        deleteWhere(db, "event_id", events);
    }

    /**
     * The entries ending from {@code first} to before {@code end} (no end: on or after {@code first}), in rating
     * order: what a run rewriting those dates replaces.
     */
    static List<RatingReportEntry> between(Connection db, LocalDate first, LocalDate end) throws SQLException {
        List<RatingReportEntry> entries = new ArrayList<>();
        try (PreparedStatement s = db.prepareStatement("select " + COLUMNS + ", id from rating_report_entry"
                + " where end_date >= ?" + (end == null ? "" : " and end_date < ?") + " order by end_date, event_id")) {
            s.setDate(1, Date.valueOf(first));
            if (end != null) {
                s.setDate(2, Date.valueOf(end));
            }
            s.setFetchSize(RatingInputs.FETCH);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    RatingReportEntry e = entry(r);
                    e.id = r.getLong(14);
                    entries.add(e);
                }
            }
        }
        return entries;
    }

    /** Deletes the entries with these ids. */
    static void deleteIds(Connection db, List<Long> ids) throws SQLException {
        deleteWhere(db, "id", ids);
    }

    /** Deletes the entries whose {@code column} holds one of {@code values}, in statements of a few hundred. */
    private static void deleteWhere(Connection db, String column, List<Long> values) throws SQLException {
        for (List<Long> some : StatementChunks.of(values)) {
            try (PreparedStatement s = db.prepareStatement("delete from rating_report_entry where " + column + " in ("
                    + StatementChunks.marks(some.size()) + ")")) {
                StatementChunks.bind(s, 1, some);
                s.executeUpdate();
            }
        }
    }

    /** Deletes the entries of the events ending before {@code first} or from {@code end} on: not where they are now. */
    static void deleteOutside(Connection db, List<Long> events, LocalDate first, LocalDate end) throws SQLException {
        for (List<Long> some : StatementChunks.of(events)) {
            try (PreparedStatement s = db.prepareStatement("delete from rating_report_entry where event_id in ("
                    + StatementChunks.marks(some.size()) + ") and (end_date < ?" + (end == null ? "" : " or end_date >= ?")
                    + ")")) {
                StatementChunks.bind(s, 1, some);
                s.setDate(some.size() + 1, Date.valueOf(first));
                if (end != null) {
                    s.setDate(some.size() + 2, Date.valueOf(end));
                }
                s.executeUpdate();
            }
        }
    }

    private static RatingReportEntry entry(ResultSet r) throws SQLException {
        RatingReportEntry e = new RatingReportEntry();
        e.eventId = r.getLong(1);
        e.playerId = r.getLong(2);
        e.period = r.getString(3);
        e.endDate = r.getDate(4).toLocalDate();
        e.ratingBefore = (Integer) r.getObject(5);
        e.k = (Integer) r.getObject(6);
        e.opponentsAverage = r.getBigDecimal(7);
        e.expected = r.getBigDecimal(8);
        e.score = r.getBigDecimal(9);
        e.change = r.getBigDecimal(10);
        e.games = r.getInt(11);
        e.ratingAfter = (Integer) r.getObject(12);
        e.pooledGames = r.getString(13);
        return e;
    }
}
