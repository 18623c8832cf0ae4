package org.dengji.registry.pages;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.common.i18n.Language;
import org.dengji.registry.event.GameStatus;
import org.dengji.registry.player.PlayerName;

/**
 * What an event's page shows besides the event's own facts, read as rows in three queries: the results with their
 * players' names, every round of every result, and the games without their moves. Read as entities, an event of
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

    /** A player's result in the event, with their names. */
    public record ResultRow(long id, int startNumber, Integer rankFrom, Integer rankTo, BigDecimal points,
            BigDecimal gamePoints, int games, int faultyGames, String registrationNo, PlayerName name) {

        /** "5", "5–8" or "" when unknown, as {@link org.dengji.registry.event.EventResult#rankText()}. */
        public String rankText() {
            if (rankFrom == null) {
                return "";
            }
            return rankFrom.equals(rankTo) ? rankFrom.toString() : rankFrom + "–" + rankTo;
        }
    }

    /** A player's round: the opponent's starting rank (null for a bye), the colour and the TRF code. */
    public record RoundRow(int round, Integer opponent, String colour, String code) {
    }

    /** The results in starting-rank order. */
    public List<ResultRow> results(long eventId) {
        List<Object[]> rows = em.createQuery("select r.id, r.startNumber, r.rankFrom, r.rankTo, r.points, r.gamePoints,"
                + " r.games, r.faultyGames, p.registrationNo, p.nameZh, p.nameLatin from EventResult r join r.player p"
                + " where r.event.id = ?1 order by r.startNumber", Object[].class).setParameter(1, eventId).getResultList();
        List<ResultRow> results = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            results.add(new ResultRow((Long) r[0], (Integer) r[1], (Integer) r[2], (Integer) r[3], (BigDecimal) r[4],
                    (BigDecimal) r[5], (Integer) r[6], (Integer) r[7], (String) r[8],
                    new PlayerName((String) r[9], (String) r[10])));
        }
        return results;
    }

    /** The same results in the order of the standings. */
    public static List<ResultRow> standings(List<ResultRow> results) {
        List<ResultRow> sorted = new ArrayList<>(results);
        sorted.sort(STANDINGS);
        return sorted;
    }

    /** Every round of every result of the event, by result id (in no order: a cell is placed by its round). */
    public Map<Long, List<RoundRow>> rounds(long eventId) {
        List<Object[]> rows = em.createQuery("select e.result.id, e.round, e.opponent, e.colour, e.code from RoundEntry e"
                + " where e.result.event.id = ?1", Object[].class)
                .setParameter(1, eventId).getResultList();
        Map<Long, List<RoundRow>> rounds = new HashMap<>();
        for (Object[] r : rows) {
            rounds.computeIfAbsent((Long) r[0], k -> new ArrayList<>())
                    .add(new RoundRow((Integer) r[1], (Integer) r[2], (String) r[3], (String) r[4]));
        }
        return rounds;
    }

    /** The games in round and board order, their checks in words; the moves are not read. */
    public List<EventPage.GameLine> games(long eventId, Language language) {
        List<Object[]> rows = em.createQuery("select g.id, g.round, g.board, wp.nameZh, wp.nameLatin, bp.nameZh,"
                + " bp.nameLatin, g.result, g.status from Game g join g.white w join w.player wp join g.black b"
                + " join b.player bp where g.event.id = ?1 order by g.round, g.board", Object[].class)
                .setParameter(1, eventId).getResultList();
        List<EventPage.GameLine> games = new ArrayList<>(rows.size());
        for (Object[] g : rows) {
            GameStatus status = (GameStatus) g[8];
            games.add(new EventPage.GameLine((Long) g[0], (Integer) g[1], (Integer) g[2],
                    new PlayerName((String) g[3], (String) g[4]), new PlayerName((String) g[5], (String) g[6]),
                    ((String) g[7]).replace("1/2", "½"), status.in(language.locale()), status.isFaulty()));
        }
        return games;
    }
}
