package org.dengji.registry.record;

import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.dengji.authority.OrganisationLevel;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.PlayerResult;
import org.dengji.standards.core.Section;
import org.dengji.standards.core.Standard;
import org.dengji.standards.core.Title;

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

    /** The same results, in the same order, as {@link org.dengji.registry.event.EventResult#PUBLISHED_OF_PLAYER}. */
    private static final String QUERY = "select e.id, e.name, e.category, e.section, e.team, e.official, e.endDate,"
            + " e.rounds, e.normRateGm, e.normRateMaster, o.level, r.rankFrom, r.rankTo, r.gamePoints, r.games,"
            + " r.points, r.faultyGames from EventResult r join r.event e join e.organiser o where r.player.id = ?1"
            + " and e.status in (org.dengji.registry.event.EventStatus.PUBLISHED,"
            + " org.dengji.registry.event.EventStatus.LOCKED) order by e.endDate, e.id, r.id";

    static Read read(EntityManager em, long playerId) {
        List<Object[]> rows = em.createQuery(QUERY, Object[].class).setParameter(1, playerId).getResultList();
        List<Line> lines = new ArrayList<>(rows.size());
        List<PlayerResult> results = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            long eventId = (Long) r[0];
            EventCategory category = (EventCategory) r[2];
            Integer rankFrom = (Integer) r[11];
            Integer rankTo = (Integer) r[12];
            boolean definite = rankFrom != null && rankFrom.equals(rankTo);
            int games = (Integer) r[14];
            // as RecordBuilder#result: a team event's individual ranks are informative, so none is a definite place
            results.add(new PlayerResult("event-" + eventId, category, (Section) r[3], rankFrom,
                    definite && !(Boolean) r[4], (Boolean) r[5], (LocalDate) r[6], (BigDecimal) r[13], games,
                    (Integer) r[7], normRates((BigDecimal) r[8], (BigDecimal) r[9]), level(category, (OrganisationLevel) r[10])));
            String rank = rankFrom == null ? "" : definite ? rankFrom.toString() : rankFrom + "–" + rankTo;
            lines.add(new Line(eventId, (String) r[1], category, (LocalDate) r[6], rank, (BigDecimal) r[15], games,
                    (Integer) r[16]));
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
