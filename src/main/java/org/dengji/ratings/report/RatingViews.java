package org.dengji.ratings.report;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The rating reads' answers. */
public final class RatingViews {

    private RatingViews() {
    }

    /** A player's line of an event's rating report; the numbers are null for a player unrated before it. */
    @Schema(name = "RatingReportLine", description = "A player's line of an event's rating report: the rating before,"
            + " K, the rated opponents' average, the expected score, the score in games against rated opponents and"
            + " the exact change; null numbers for a player unrated before the event; the rating the player's month"
            + " reaches with the event (for an unrated player the initial rating, once enough games are rated).")
    public record ReportLine(String registrationNo, Integer ratingBefore, Integer k, BigDecimal opponentsAverage,
            BigDecimal expected, BigDecimal score, BigDecimal change, Integer ratingAfter) {

        static ReportLine of(RatingReportEntry e, String registrationNo) {
            return new ReportLine(registrationNo, e.ratingBefore, e.k, e.opponentsAverage, e.expected, e.score,
                    e.change, e.ratingAfter);
        }
    }

    /** A player whose rating a recomputation changed. */
    @Schema(name = "ChangedRating", description = "A player whose rating a recomputation changed: the first month"
            + " whose list shows them otherwise, and their rating on it before and now (null: unrated).")
    public record ChangedRating(String registrationNo, String name, String period, Integer ratingWas,
            Integer ratingNow) {
    }

    /** The latest recomputation an event started. */
    @Schema(name = "RatingRecomputation", description = "The latest rewrite of the rating reports an event's"
            + " publication, correction or rated flag started: the first month rewritten, the events and entries"
            + " written, and the players whose ratings changed (at most 1000 listed; changedPlayers counts all)."
            + " Its state is DONE, or QUEUED or RUNNING while it waits behind a recomputation of the whole registry"
            + " (its counts then 0 and computedAt null), or FAILED.",
            example = """
                    {"eventId": 42, "cause": "CORRECTED", "state": "DONE", "fromPeriod": "2025-06", "events": 3,
                     "entries": 36,
                     "changedPlayers": 1, "computedAt": "2025-07-02T08:00:00Z",
                     "players": [{"registrationNo": "CN00000007", "name": "王伟", "period": "2025-06",
                     "ratingWas": 1850, "ratingNow": 1862}]}""")
    public record Recomputation(Long eventId, String cause, String state, String fromPeriod, int events, int entries,
            int changedPlayers, Instant computedAt, List<ChangedRating> players) {

        public Recomputation {
            players = List.copyOf(players);
        }
    }

    /** A recomputation in the queue, as the national authority's staff follow it. */
    @Schema(name = "RatingRecomputationRun", description = "A rewrite of the rating reports from a month on, as staff"
            + " follow it: QUEUED, RUNNING, DONE or FAILED (with why); what started it (REQUESTED by staff,"
            + " RULES_PUBLISHED, or an event's PUBLISHED, CORRECTED or RATED_FLAG put off behind another run), the"
            + " reasons staff gave, when it was asked for, started and done, what it wrote, and once done the players"
            + " whose ratings changed (at most 1000 listed; changedPlayers counts all).",
            example = """
                    {"id": 7, "state": "DONE", "cause": "REQUESTED", "eventId": null, "fromPeriod": "2025-01",
                     "reason": "2025 events re-checked", "requestedAt": "2026-12-01T08:00:00Z",
                     "startedAt": "2026-12-01T08:00:01Z", "computedAt": "2026-12-01T08:09:01Z", "events": 4200,
                     "entries": 640000, "changedPlayers": 1, "failure": null,
                     "players": [{"registrationNo": "CN00000007", "name": "王伟", "period": "2025-06",
                     "ratingWas": 1850, "ratingNow": 1862}]}""")
    public record QueueItem(long id, String state, String cause, Long eventId, String fromPeriod, String reason,
            Instant requestedAt, Instant startedAt, Instant computedAt, int events, int entries, int changedPlayers,
            String failure, List<ChangedRating> players) {

        public QueueItem {
            players = List.copyOf(players);
        }
    }

    /** A player's rating period: the rating it reached, the games rated in it and the rounded change. */
    @Schema(name = "RatingPeriod", description = "A month of a player's ratings: the rating reached (null when"
            + " unrated), the games rated and the change rounded once for the month.")
    public record Period(String period, Integer rating, int games, Integer change) {
    }

    /** The answer to an event's rated flag being set. */
    @Schema(name = "RatedFlag", description = "Whether the event's games count for the national rating.")
    public record Flag(long id, boolean rated) {
    }

    /** A place on the rating list. */
    @Schema(name = "RatingListItem", description = "A place on the rating list after a month: the rating, the games"
            + " rated in that month and the K of the player's latest report.")
    public record ListItem(int rank, String registrationNo, String name, String unit, int rating, int games,
            Integer k) {
    }

    /** A page of the rating list. */
    @Schema(name = "RatingListPage", description = "A page of the rating list after a month, with the number of"
            + " players on the whole list.")
    public record ListPage(String period, List<ListItem> items, long total) {

        public ListPage {
            items = List.copyOf(items);
        }
    }
}
