package org.dengji.registry.pages;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.Date;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.common.SqlRows;
import org.dengji.common.i18n.Language;
import org.dengji.standards.core.EventCategory;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.event.GameStatus;
import org.dengji.registry.event.RoundCells;
import org.dengji.registry.event.RoundEntry;
import org.dengji.registry.player.PlayerName;
import org.dengji.standards.core.Section;
import org.hibernate.Session;

/**
 * What an event's page shows, read as rows: the event's own facts, the results with their players' names and their
 * rounds, and the games without their moves. Read as entities, an event of
 * 200 players and 9 rounds loaded and tracked some 2,000 objects, and every game's whole PGN, on each view.
 */
@ApplicationScoped
public class EventPageReads {

    /** Unranked last, then by place, then by starting rank: the order of the standings. */
    private static final Comparator<ResultRow> STANDINGS = Comparator
            .comparing((ResultRow r) -> r.rankFrom() == null)
            .thenComparing(ResultRow::rankFrom, Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparingInt(ResultRow::startNumber);

    private final EntityManager em;

    public EventPageReads(EntityManager em) {
        this.em = em;
    }

    /** A player's result in the event, with their names and rounds. */
    public record ResultRow(long id, int startNumber, Integer rankFrom, Integer rankTo, BigDecimal points,
            BigDecimal gamePoints, int games, int faultyGames, String registrationNo, PlayerName name,
            List<RoundEntry> rounds) {

        /** "5", "5–8" or "" when unknown, as {@link org.dengji.registry.event.EventResult#rankText()}. */
        public String rankText() {
            if (rankFrom == null) {
                return "";
            }
            return rankFrom.equals(rankTo) ? rankFrom.toString() : rankFrom + "–" + rankTo;
        }
    }

    /** The event's own facts that its page shows. */
    private static final String FACTS = "select id, name, category, section, official, organiser_id, city, start_date,"
            + " end_date, rounds, status, faulty_games, points_system, rated,"
            + " exists (select 1 from game g where g.event_id = event.id) from event where id = ?";

    /**
     * The results in starting-rank order with their players' names and their rounds, all from the event's own
     * rows: each result carries its player's names ({@code EventResult.playerNameZh}).
     */
    private static final String RESULTS = "select id, start_number, rank_from, rank_to, points, game_points, games,"
            + " faulty_games, player_registration_no, player_name_zh, player_name_latin, round_cells"
            + " from event_result where event_id = ? order by start_number";

    /** The games in round and board order with their players' results, without the moves. */
    private static final String GAMES = "select id, round, board, white_id, black_id, result, status from game"
            + " where event_id = ? order by round, board";

    /**
     * The facts of event {@code id}, if there is one, read as a row: loading the entity through Hibernate took as
     * long as reading the event's 200 results. Whether the reader may see it is the caller's to decide.
     */
    public Optional<EventFacts> facts(long id) {
        return em.unwrap(Session.class).doReturningWork(c -> {
            try (PreparedStatement statement = c.prepareStatement(FACTS)) {
                statement.setLong(1, id);
                try (ResultSet row = statement.executeQuery()) {
                    if (!row.next()) {
                        return Optional.empty();
                    }
                    Date start = row.getDate(8);
                    return Optional.of(new EventFacts(row.getLong(1), row.getString(2),
                            EventCategory.valueOf(row.getString(3)), Section.valueOf(row.getString(4)), row.getBoolean(5),
                            row.getLong(6), row.getString(7), start == null ? null : start.toLocalDate(),
                            row.getDate(9).toLocalDate(), row.getInt(10), EventStatus.valueOf(row.getString(11)),
                            row.getInt(12), row.getString(13), row.getBoolean(14), row.getBoolean(15)));
                }
            }
        });
    }

    /**
     * The results and their rounds in one statement, read from JDBC: Hibernate's generic reading of values cost
     * several times more than the statement itself.
     */
    public List<ResultRow> results(long eventId) {
        return em.unwrap(Session.class).doReturningWork(c -> {
            try (PreparedStatement statement = c.prepareStatement(RESULTS)) {
                statement.setLong(1, eventId);
                try (ResultSet row = statement.executeQuery()) {
                    List<ResultRow> results = new ArrayList<>();
                    while (row.next()) {
                        results.add(new ResultRow(row.getLong(1), row.getInt(2), SqlRows.integer(row, 3),
                                SqlRows.integer(row, 4), row.getBigDecimal(5), row.getBigDecimal(6), row.getInt(7), row.getInt(8),
                                row.getString(9), new PlayerName(row.getString(10), row.getString(11)),
                                RoundCells.read(row.getString(12))));
                    }
                    return results;
                }
            }
        });
    }


    /** The same results in the order of the standings. */
    public static List<ResultRow> standings(List<ResultRow> results) {
        List<ResultRow> sorted = new ArrayList<>(results);
        sorted.sort(STANDINGS);
        return sorted;
    }

    /**
     * The games in round and board order, their checks in words; the moves are not read, and the players' names
     * are those of their {@code results} in the event.
     */
    public List<EventPage.GameLine> games(long eventId, List<ResultRow> results, Language language) {
        Map<Long, PlayerName> names = new HashMap<>(results.size() * 2);
        for (ResultRow r : results) {
            names.put(r.id(), r.name());
        }
        return em.unwrap(Session.class).doReturningWork(c -> {
            try (PreparedStatement statement = c.prepareStatement(GAMES)) {
                statement.setLong(1, eventId);
                try (ResultSet row = statement.executeQuery()) {
                    List<EventPage.GameLine> games = new ArrayList<>();
                    while (row.next()) {
                        GameStatus status = GameStatus.valueOf(row.getString(7));
                        games.add(new EventPage.GameLine(row.getLong(1), row.getInt(2), row.getInt(3),
                                names.get(row.getLong(4)), names.get(row.getLong(5)),
                                row.getString(6).replace("1/2", "½"), status.in(language.locale()), status.isFaulty(),
                                language));
                    }
                    return games;
                }
            }
        });
    }
}
