package org.dengji.registry.record;

import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.dengji.common.SqlRows;
import org.dengji.authority.OrganisationLevel;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.PlayerResult;
import org.dengji.standards.core.Section;
import org.dengji.standards.core.Standard;
import org.dengji.standards.core.Title;
import org.hibernate.Session;

/**
 * A player's published record as their public page shows it: each result with what the page says of its event,
 * oldest first (the order the evaluation's evidence and set-aside indices count in), the evaluation on today's
 * date and the standard it was read against. Read in one statement as rows, the fields {@link RecordBuilder}
 * reads from the entities, so the page loads no result, event or organiser entity.
 */
public record PublishedRecord(List<Line> lines, Evaluation evaluation, Standard standard) {

    /** A published result and what the page says of its event. */
    public record Line(long eventId, String eventName, EventCategory category, LocalDate endDate, String rankText,
            BigDecimal points, int games, int faultyGames) {
    }

    /** The lines of a player's published results, oldest first, and the results as the evaluator reads them. */
    record Read(List<Line> lines, List<PlayerResult> results) {
    }

    /**
     * The same results, in the same order, as {@link org.dengji.registry.event.EventResult#PUBLISHED_OF_PLAYER}: in
     * SQL, read from JDBC, as every player page asks it (through the query language, a player without results
     * cost as much as the page's rendering).
     */
    private static final String QUERY = "select e.id, e.name, e.category, e.section, e.team, e.official, e.end_date,"
            + " e.rounds, e.norm_rate_gm, e.norm_rate_master, o.level, r.rank_from, r.rank_to, r.game_points, r.games,"
            + " r.points, r.faulty_games from event_result r join event e on e.id = r.event_id"
            + " join organisation o on o.id = e.organiser_id where r.player_id = ? and e.status in ('PUBLISHED', 'LOCKED')"
            + " order by e.end_date, e.id, r.id";

    static Read read(EntityManager em, long playerId) {
        return em.unwrap(Session.class).doReturningWork(db -> {
            try (PreparedStatement s = db.prepareStatement(QUERY)) {
                s.setLong(1, playerId);
                try (ResultSet r = s.executeQuery()) {
                    return read(r);
                }
            }
        });
    }

    private static Read read(ResultSet r) throws SQLException {
        List<Line> lines = new ArrayList<>();
        List<PlayerResult> results = new ArrayList<>();
        while (r.next()) {
            long eventId = r.getLong(1);
            EventCategory category = EventCategory.valueOf(r.getString(3));
            Integer rankFrom = SqlRows.integer(r, 12);
            Integer rankTo = SqlRows.integer(r, 13);
            boolean definite = rankFrom != null && rankFrom.equals(rankTo);
            int games = r.getInt(15);
            LocalDate end = r.getObject(7, LocalDate.class);
            // as RecordBuilder#result: a team event's individual ranks are informative, so none is a definite place
            results.add(new PlayerResult("event-" + eventId, category, Section.valueOf(r.getString(4)), rankFrom,
                    definite && !r.getBoolean(5), r.getBoolean(6), end, r.getBigDecimal(14), games, SqlRows.integer(r, 8),
                    normRates(r.getBigDecimal(9), r.getBigDecimal(10)),
                    level(category, OrganisationLevel.valueOf(r.getString(11)))));
            String rank = rankFrom == null ? "" : definite ? rankFrom.toString() : rankFrom + "–" + rankTo;
            lines.add(new Line(eventId, r.getString(2), category, end, rank, r.getBigDecimal(16), games, r.getInt(17)));
        }
        return new Read(lines, results);
    }


    private static Map<Title, BigDecimal> normRates(BigDecimal gm, BigDecimal master) {
        Map<Title, BigDecimal> rates = new EnumMap<>(Title.class);
        if (gm != null) {
            rates.put(Title.GRANDMASTER, gm);
        }
        if (master != null) {
            rates.put(Title.MASTER, master);
        }
        return rates;
    }

    private static EventLevel level(EventCategory category, OrganisationLevel organiser) {
        return category == EventCategory.AMATEUR_GRADING ? RecordBuilder.level(organiser) : null;
    }
}
