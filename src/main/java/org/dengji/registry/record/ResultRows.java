package org.dengji.registry.record;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.dengji.common.SqlRows;
import org.dengji.authority.OrganisationLevel;
import org.dengji.registry.player.FideTitlesConverter;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.Gender;
import org.dengji.standards.core.PlayerResult;
import org.dengji.standards.core.Section;
import org.dengji.standards.core.Title;

/**
 * The published results of players as rows of one query ordered by player, read as {@link RecordBuilder}
 * reads the entities (the same fields, the same order: end date, then event), without loading an entity.
 * An event's part of a result is read once per event and shared by its rows: events are few beside results.
 */
final class ResultRows {

    /** Players, their results, the events and the organisers' levels; {@code %s} is the choice of players. */
    static final String SELECT = "select r.player_id, r.id, r.event_id, r.rank_from, r.rank_to, r.game_points,"
            + " r.games, p.gender, p.fide_titles, e.category, e.section, e.team, e.official, e.end_date, e.rounds,"
            + " e.norm_rate_gm, e.norm_rate_master, o.level"
            + " from event_result r join event e on e.id = r.event_id join player p on p.id = r.player_id"
            + " join organisation o on o.id = e.organiser_id"
            + " where e.status in ('PUBLISHED', 'LOCKED')%s"
            + " order by r.player_id, e.end_date, e.id, r.id";

    /** The rows of every player with a published result. */
    static final String EVERYONE = SELECT.formatted("");

    /** The rows of every player with a result in one of the events named by {@code %s} (a list of ids). */
    static String playersOf(String eventIds) {
        return SELECT.formatted(" and r.player_id in (select x.player_id from event_result x where x.event_id in ("
                + eventIds + "))");
    }

    private final FideTitlesConverter fideTitles = new FideTitlesConverter();
    private final Map<Long, EventPart> events = new HashMap<>();

    /** What a result takes from its event, as {@link RecordBuilder#result} reads it. */
    private record EventPart(String key, EventCategory category, Section section, boolean team, boolean official,
            LocalDate endDate, int rounds, Map<Title, BigDecimal> normRates, EventLevel level) {
    }

    static long playerId(ResultSet row) throws SQLException {
        return row.getLong(1);
    }

    static long resultId(ResultSet row) throws SQLException {
        return row.getLong(2);
    }

    static Gender gender(ResultSet row) throws SQLException {
        String gender = row.getString(8);
        return gender == null ? null : Gender.valueOf(gender);
    }

    Set<FideTitle> fideTitles(ResultSet row) throws SQLException {
        return fideTitles.convertToEntityAttribute(row.getString(9));
    }

    PlayerResult result(ResultSet row) throws SQLException {
        long eventId = row.getLong(3);
        EventPart e = events.get(eventId);
        if (e == null) {
            e = event(eventId, row);
            events.put(eventId, e);
        }
        Integer rank = SqlRows.integer(row, 4);
        // A definite place is known and not shared (EventResult#hasDefiniteRank).
        boolean definite = rank != null && rank.equals(SqlRows.integer(row, 5));
        return new PlayerResult(e.key(), e.category(), e.section(), rank, definite && !e.team(), e.official(),
                e.endDate(), row.getBigDecimal(6), row.getInt(7), e.rounds(), e.normRates(), e.level());
    }


    private static EventPart event(long id, ResultSet row) throws SQLException {
        EventCategory category = EventCategory.valueOf(row.getString(10));
        Map<Title, BigDecimal> rates = new EnumMap<>(Title.class);
        BigDecimal gm = row.getBigDecimal(16);
        if (gm != null) {
            rates.put(Title.GRANDMASTER, gm);
        }
        BigDecimal master = row.getBigDecimal(17);
        if (master != null) {
            rates.put(Title.MASTER, master);
        }
        return new EventPart("event-" + id, category, Section.valueOf(row.getString(11)), row.getBoolean(12),
                row.getBoolean(13), row.getObject(14, LocalDate.class), row.getInt(15), Map.copyOf(rates),
                level(category, OrganisationLevel.valueOf(row.getString(18))));
    }

    private static EventLevel level(EventCategory category, OrganisationLevel organiser) {
        return category == EventCategory.AMATEUR_GRADING ? RecordBuilder.level(organiser) : null;
    }
}
