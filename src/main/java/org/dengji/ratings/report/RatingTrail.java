package org.dengji.ratings.report;

import java.math.BigDecimal;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import org.dengji.ratings.core.EventGames;

/**
 * What a player's report entries so far say, folded one entry at a time in rating order (end date, then id):
 * the few figures {@link RatingHistory} reads, so that a run over the whole registry keeps a handful of numbers
 * per player instead of every entry. Asked for a period no earlier than its last entry's, it answers what
 * {@link RatingHistory#of} answers for the same entries.
 */
final class RatingTrail {

    /** An unrated player's pooled games of one event, kept as the report stores them until asked for. */
    private record Pooled(long event, String period, String games) {
    }

    private String lastPeriod;
    private Integer lastBefore;
    private Integer lastAfter;
    private int gamesPlayed;
    private int peak;
    /** Some entry rated the player from a rating. */
    private boolean ratedFrom;
    /** Some entry of a period before the last one left the player rated. */
    private boolean ratedAfterEarlier;
    /** Some entry of the last period left the player rated. */
    private boolean ratedAfterLast;
    private BigDecimal lastPeriodChanges = BigDecimal.ZERO;
    /** The pooled games since the player was last rated from a rating; null when none. */
    private List<Pooled> pool;

    static RatingTrail of(List<RatingReportEntry> entries) {
        RatingTrail trail = new RatingTrail();
        entries.forEach(trail::add);
        return trail;
    }

    /** Adds the player's next entry in rating order. */
    void add(RatingReportEntry e) {
        if (lastPeriod != null && !lastPeriod.equals(e.period)) {
            ratedAfterEarlier |= ratedAfterLast;
            ratedAfterLast = false;
            lastPeriodChanges = BigDecimal.ZERO;
        }
        if (e.ratingBefore != null) {
            gamesPlayed += e.games;
            peak = Math.max(peak, e.ratingBefore);
            ratedFrom = true;
            pool = null;
        } else if (e.pooledGames != null) {
            if (pool == null) {
                pool = new ArrayList<>(2);
            }
            pool.add(new Pooled(e.eventId, e.period, e.pooledGames));
        }
        if (e.ratingAfter != null) {
            peak = Math.max(peak, e.ratingAfter);
            ratedAfterLast = true;
        }
        if (e.change != null) {
            lastPeriodChanges = lastPeriodChanges.add(e.change);
        }
        lastPeriod = e.period;
        lastBefore = e.ratingBefore;
        lastAfter = e.ratingAfter;
    }

    /** What the entries so far say before an event of {@code period} ({@code YYYY-MM}, not before the last entry's). */
    RatingHistory history(String period) {
        if (lastPeriod == null) {
            return new RatingHistory(null, 0, 0, BigDecimal.ZERO, false, List.of());
        }
        boolean same = period.equals(lastPeriod);
        Integer rating = same ? lastBefore : lastAfter;
        boolean everRated = ratedFrom || ratedAfterEarlier || ratedAfterLast && !same;
        BigDecimal changes = rating != null && same ? lastPeriodChanges : BigDecimal.ZERO;
        return new RatingHistory(rating, gamesPlayed, peak, changes, everRated, rating == null ? pool() : List.of());
    }

    private List<EventGames> pool() {
        if (pool == null) {
            return List.of();
        }
        List<EventGames> games = new ArrayList<>(pool.size());
        for (Pooled p : pool) {
            games.add(new EventGames(Long.toString(p.event()), YearMonth.parse(p.period()), PooledGames.read(p.games())));
        }
        return games;
    }
}
