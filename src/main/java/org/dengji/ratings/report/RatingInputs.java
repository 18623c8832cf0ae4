package org.dengji.ratings.report;

import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dengji.ratings.core.Score;
import org.dengji.registry.event.RoundCells;
import org.dengji.registry.event.RoundEntry;

/**
 * What a rating run reads, in two plain queries over the events it rates: the published and locked rated
 * events ending on or after a date, in rating order (end date, then id); and their players in starting-rank order,
 * each with their played games. SQL, not entities: a run over the whole registry reads millions of results.
 */
final class RatingInputs {

    /** The events a run rates: public, rated, ending on or after the first parameter. */
    static final String EVENTS = " from event e where e.rated = true and e.status in ('PUBLISHED', 'LOCKED')"
            + " and e.end_date >= ?";

    /**
     * Rows fetched at a time: inside the run's transaction PostgreSQL's driver then reads a stretch's results through a
     * cursor instead of holding all of them twice, as rows and as participants.
     */
    static final int FETCH = 10_000;

    private RatingInputs() {
    }

    /**
     * The rated events ending from {@code first} to before {@code end} (no end: on or after {@code first}), oldest
     * first, each with its players and games.
     */
    static List<RatedEvent> between(Connection db, LocalDate first, LocalDate end) throws SQLException {
        return read(db, EVENTS + (end == null ? "" : " and e.end_date < ?"), s -> {
            s.setDate(1, Date.valueOf(first));
            if (end != null) {
                s.setDate(2, Date.valueOf(end));
            }
        });
    }

    /** The results of the rated events ending on or after {@code from}, counted by end date, oldest first. */
    static java.util.NavigableMap<LocalDate, Long> resultsByDay(Connection db, LocalDate from) throws SQLException {
        java.util.NavigableMap<LocalDate, Long> days = new java.util.TreeMap<>();
        try (PreparedStatement s = db.prepareStatement("select e.end_date, (select count(*) from event_result r"
                + " where r.event_id = e.id)" + EVENTS)) {
            s.setDate(1, Date.valueOf(from));
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    days.merge(r.getDate(1).toLocalDate(), r.getLong(2), Long::sum);
                }
            }
        }
        return days;
    }

    /** One event with its players and games, as a run rates it (whether it is rated is not asked). */
    static RatedEvent one(Connection db, long event) throws SQLException {
        return read(db, " from event e where e.id = ?", s -> s.setLong(1, event)).get(0);
    }

    /** The event's end date if a run rates it (public and rated), else empty. */
    static java.util.Optional<LocalDate> countedEnd(Connection db, long event) throws SQLException {
        try (PreparedStatement s = db.prepareStatement("select e.end_date" + EVENTS + " and e.id = ?")) {
            s.setDate(1, Date.valueOf(LocalDate.of(1900, 1, 1))); // any date before every event
            s.setLong(2, event);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? java.util.Optional.of(r.getDate(1).toLocalDate()) : java.util.Optional.empty();
            }
        }
    }

    /** The players with a result in the event. */
    static List<Long> playersOf(Connection db, long event) throws SQLException {
        List<Long> players = new ArrayList<>();
        try (PreparedStatement s = db.prepareStatement("select player_id from event_result where event_id = ?")) {
            s.setLong(1, event);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    players.add(r.getLong(1));
                }
            }
        }
        return players;
    }

    /** The rated events ending on or after {@code from} in which one of {@code players} has a result: id and end date. */
    static Map<Long, LocalDate> eventsOf(Connection db, List<Long> players, LocalDate from) throws SQLException {
        Map<Long, LocalDate> events = new HashMap<>();
        for (List<Long> some : StatementChunks.of(players)) {
            try (PreparedStatement s = db.prepareStatement("select e.id, e.end_date" + EVENTS + " and e.id in (select"
                    + " r.event_id from event_result r where r.player_id in (" + StatementChunks.marks(some.size()) + "))")) {
                s.setDate(1, Date.valueOf(from));
                StatementChunks.bind(s, 2, some);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        events.put(r.getLong(1), r.getDate(2).toLocalDate());
                    }
                }
            }
        }
        return events;
    }

    /** Sets the parameters of a statement built around an event condition. */
    private interface Binding {
        void bind(PreparedStatement s) throws SQLException;
    }

    /** The events {@code condition} (a {@code from event e where ...} clause) selects, each with its players and games. */
    private static List<RatedEvent> read(Connection db, String condition, Binding binding) throws SQLException {
        Map<Long, LocalDate> ends = new LinkedHashMap<>();
        try (PreparedStatement s = db.prepareStatement("select e.id, e.end_date" + condition + " order by e.end_date, e.id")) {
            binding.bind(s);
            s.setFetchSize(FETCH);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    ends.put(r.getLong(1), r.getDate(2).toLocalDate());
                }
            }
        }
        Map<Long, List<RatedEvent.Participant>> players = new HashMap<>();
        try (PreparedStatement s = db.prepareStatement("select r.event_id, r.player_id, r.start_number,"
                + " r.national_rating, r.entered_rating, p.birth_date, r.round_cells from event_result r"
                + " join player p on p.id = r.player_id where r.event_id in (select e.id" + condition + ")"
                + " order by r.event_id, r.start_number")) {
            binding.bind(s);
            s.setFetchSize(FETCH);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    Date birth = r.getDate(6);
                    players.computeIfAbsent(r.getLong(1), id -> new ArrayList<>()).add(new RatedEvent.Participant(
                            r.getLong(2), r.getInt(3), (Integer) r.getObject(4), (Integer) r.getObject(5),
                            birth == null ? null : birth.toLocalDate().getYear(), played(r.getString(7))));
                }
            }
        }
        List<RatedEvent> events = new ArrayList<>(ends.size());
        ends.forEach((id, end) -> events.add(new RatedEvent(id, end, players.getOrDefault(id, List.of()))));
        return events;
    }

    /** A result's played games, in round order: a win, a draw or a loss against an opponent (5.1: nothing else is rated). */
    private static List<RatedEvent.Played> played(String cells) {
        List<RatedEvent.Played> games = new ArrayList<>(10);
        for (RoundEntry e : RoundCells.read(cells)) {
            Score score = switch (e.code()) {
                case "1" -> Score.WIN;
                case "=" -> Score.DRAW;
                case "0" -> Score.LOSS;
                default -> null;
            };
            if (score != null && e.opponent() != null) {
                games.add(new RatedEvent.Played(e.opponent(), score));
            }
        }
        return games;
    }
}
