package org.dengji.ratings.report;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.dengji.ratings.core.RatingCalculator;

/**
 * A rating run after one event changed, limited to what the change reaches. The event's players are touched
 * first; a later event is rated again only when one of its players is touched, and a player is touched when a
 * report of theirs comes out otherwise than it stood (their later reports start from another history). Every
 * other report stands as written, so publishing or correcting an event costs what its change ripples through,
 * not the size of the registry; the result is the one a run over everything from the event's period on gives.
 */
final class RatingRipple {

    /** An event's place in rating order: end date, then id. */
    private record Place(LocalDate end, long event) implements Comparable<Place> {
        static Place of(RatingReportEntry e) {
            return new Place(e.endDate, e.eventId);
        }

        @Override
        public int compareTo(Place other) {
            int byDate = end.compareTo(other.end);
            return byDate != 0 ? byDate : Long.compare(event, other.event);
        }
    }

    private static final Comparator<RatingReportEntry> RATING_ORDER = Comparator.comparing(Place::of);

    private final Connection db;
    private final LocalDate from;
    /** Each loaded player's entries as stored, and as rewritten so far; both in rating order. */
    private final Map<Long, List<RatingReportEntry>> stored = new HashMap<>();
    private final Map<Long, List<RatingReportEntry>> current = new HashMap<>();
    private final Set<Long> touched = new HashSet<>();
    private final TreeSet<Place> queue = new TreeSet<>();

    private RatingRipple(Connection db, LocalDate from) {
        this.db = db;
        this.from = from;
    }

    /** Rewrites the reports the change of event {@code changed} reaches, from {@code from} (a period's first day) on. */
    static RatingRun.Outcome compute(Connection db, LocalDate from, long changed, RuleSetsInForce rules,
            RatingRun.ChangeSink sink) throws SQLException {
        return new RatingRipple(db, from).run(changed, rules, sink);
    }

    private RatingRun.Outcome run(long changed, RuleSetsInForce rules, RatingRun.ChangeSink sink) throws SQLException {
        List<Long> involved = new ArrayList<>(RatingInputs.playersOf(db, changed));
        involved.addAll(ReportRows.playersReportedIn(db, changed));
        load(involved);
        Optional<LocalDate> oldEnd = involved.stream().flatMap(p -> stored.get(p).stream())
                .filter(e -> e.eventId == changed).map(e -> e.endDate).findFirst();
        Optional<LocalDate> end = RatingInputs.countedEnd(db, changed);
        if (end.isPresent() && (oldEnd.isEmpty() || oldEnd.equals(end))) {
            queue.add(new Place(end.get(), changed)); // in its place: who it touches shows once it is rated again
        } else {
            // gone from the reports, or moved: everyone it named has another history from its old place on
            touch(replace(changed, involved, List.of()), null);
            end.ifPresent(e -> queue.add(new Place(e, changed)));
        }
        List<Long> rewritten = new ArrayList<>(List.of(changed));
        List<RatingReportEntry> written = new ArrayList<>();
        int rated = 0;
        while (!queue.isEmpty()) {
            Place place = queue.pollFirst();
            RatedEvent event = RatingInputs.one(db, place.event());
            List<Long> players = new ArrayList<>(event.participants().stream().map(RatedEvent.Participant::playerId)
                    .toList());
            if (place.event() == changed) {
                players.addAll(involved); // who left the event loses their line in it
            } else {
                rewritten.add(place.event());
            }
            load(players);
            Optional<RatingCalculator> calculator = rules.on(event.endDate());
            List<RatingReportEntry> fresh = List.of();
            if (calculator.isPresent()) {
                rated++;
                fresh = EventRating.rate(event, calculator.get(), before(players, place));
            }
            written.addAll(fresh);
            touch(replace(place.event(), players, fresh), place);
        }
        ReportRows.deleteEvents(db, rewritten);
        ReportWriter.insert(db, written);
        List<ChangedRatings.Change> changes = changes();
        sink.take(changes);
        return new RatingRun.Outcome(rated, written.size(), changes.size());
    }

    private void load(List<Long> players) throws SQLException {
        List<Long> unread = players.stream().distinct().filter(p -> !stored.containsKey(p)).toList();
        Map<Long, List<RatingReportEntry>> read = ReportRows.ofPlayers(db, unread);
        for (long player : unread) {
            List<RatingReportEntry> entries = read.getOrDefault(player, List.of());
            stored.put(player, List.copyOf(entries));
            current.put(player, new ArrayList<>(entries));
        }
    }

    /** Marks the players touched and queues their rated events after {@code after} (all from the run's start if null). */
    private void touch(List<Long> players, Place after) throws SQLException {
        List<Long> fresh = players.stream().distinct().filter(touched::add).toList();
        RatingInputs.eventsOf(db, fresh, from).forEach((event, end) -> {
            Place place = new Place(end, event);
            if (after == null || place.compareTo(after) > 0) {
                queue.add(place);
            }
        });
    }

    /** Each player's entries before the event's place, as rewritten so far. */
    private Map<Long, List<RatingReportEntry>> before(List<Long> players, Place place) {
        Map<Long, List<RatingReportEntry>> earlier = new HashMap<>();
        for (long player : players) {
            earlier.put(player, current.get(player).stream().filter(e -> Place.of(e).compareTo(place) < 0).toList());
        }
        return earlier;
    }

    /**
     * Puts the event's new entries in place of its old ones for {@code players} (everyone with an entry in it, old
     * or new); answers the players whose entry is not what was stored.
     */
    private List<Long> replace(long event, List<Long> players, List<RatingReportEntry> fresh) {
        Map<Long, RatingReportEntry> now = new HashMap<>();
        fresh.forEach(e -> now.put(e.playerId, e));
        List<Long> differ = new ArrayList<>();
        for (long player : new HashSet<>(players)) {
            List<RatingReportEntry> entries = current.get(player);
            entries.removeIf(e -> e.eventId == event);
            RatingReportEntry entry = now.get(player);
            if (entry != null) {
                entries.add(entry);
                entries.sort(RATING_ORDER);
            }
            RatingReportEntry was = stored.get(player).stream().filter(e -> e.eventId == event).findFirst().orElse(null);
            if (!sameFigures(was, entry)) {
                differ.add(player);
            }
        }
        return differ;
    }

    private List<ChangedRatings.Change> changes() {
        List<RatingReportEntry> before = new ArrayList<>();
        List<RatingReportEntry> after = new ArrayList<>();
        Map<Long, Integer> carried = new HashMap<>();
        String firstPeriod = YearMonth.from(from).toString();
        for (long player : touched) {
            List<RatingReportEntry> was = stored.get(player);
            Integer rating = RatingHistory.of(was.stream().filter(e -> e.endDate.isBefore(from)).toList(), firstPeriod)
                    .rating();
            if (rating != null) {
                carried.put(player, rating);
            }
            was.stream().filter(e -> !e.endDate.isBefore(from)).forEach(before::add);
            current.get(player).stream().filter(e -> !e.endDate.isBefore(from)).forEach(after::add);
        }
        return ChangedRatings.between(before, after, carried);
    }

    /** Whether two entries of one player in one event say the same (either may be null: none). */
    static boolean sameFigures(RatingReportEntry a, RatingReportEntry b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.endDate.equals(b.endDate) && Objects.equals(a.ratingBefore, b.ratingBefore) && Objects.equals(a.k, b.k)
                && same(a.opponentsAverage, b.opponentsAverage) && same(a.expected, b.expected) && same(a.score, b.score)
                && same(a.change, b.change) && a.games == b.games && Objects.equals(a.ratingAfter, b.ratingAfter)
                && Objects.equals(a.pooledGames, b.pooledGames);
    }

    private static boolean same(BigDecimal a, BigDecimal b) {
        return a == null ? b == null : b != null && a.compareTo(b) == 0;
    }
}
