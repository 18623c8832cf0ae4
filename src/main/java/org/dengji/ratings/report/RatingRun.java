package org.dengji.ratings.report;

import io.quarkus.narayana.jta.runtime.TransactionConfiguration;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.RegistryLock;
import org.dengji.ratings.core.RatingCalculator;
import org.dengji.registry.event.Event;
import org.dengji.registry.player.Player;
import org.hibernate.Session;

/**
 * Rewrites the rating reports from a period on: every published or locked rated event ending in that period or
 * later, in date order (end date, then id), each rated from the reports of the events before it, so that a
 * period's list is made from the reports of the events that end in it and a change to an earlier period reaches
 * every later one. Each run is kept with the players whose rating on some list changed; a run started by a
 * correction or a change of the rated flag that changed anyone is audited against the event, naming them.
 *
 * <p>The event's own period starts the run, or the earlier period its end date was corrected away from; from
 * there a run for one event rewrites only the reports its change reaches ({@link RatingRipple}).
 */
@ApplicationScoped
public class RatingRun {

    /** The changed players an audit entry names; the run's read lists them all. */
    private static final int AUDITED_PLAYERS = 20;
    private static final int WHOLE_RUN_SECONDS = 3600;

    private final EntityManager em;
    private final AuditLog audit;
    private final RegistryLock lock;

    public RatingRun(EntityManager em, AuditLog audit, RegistryLock lock) {
        this.em = em;
        this.audit = audit;
        this.lock = lock;
    }

    /** Rewrites the reports from the event's period on; empty for an event without an end date or entries. */
    @Transactional
    public Optional<RatingRecomputation> forEvent(Event event, RatingRecomputation.Cause cause) {
        LocalDate earlier = em.createQuery("select min(e.endDate) from RatingReportEntry e where e.eventId = :event",
                LocalDate.class).setParameter("event", event.id).getSingleResult();
        LocalDate from = earlier == null || event.endDate != null && event.endDate.isBefore(earlier) ? event.endDate
                : earlier;
        if (from == null) {
            return Optional.empty();
        }
        RatingRecomputation run = run(from.withDayOfMonth(1), event.id, cause);
        if (cause != RatingRecomputation.Cause.PUBLISHED && run.changedPlayers > 0) {
            audit.record(AuditRecord.of("RATINGS_RECOMPUTED", AuditedEntity.EVENT, event.id, event.organiser.id)
                    .change(null, summary(run)));
        }
        return Optional.of(run);
    }

    /** Rewrites every report, from the period of the earliest rated event on: minutes at national size. */
    @Transactional
    @TransactionConfiguration(timeout = WHOLE_RUN_SECONDS)
    public RatingRecomputation wholeRegistry() {
        LocalDate first = em.createQuery("select min(e.endDate) from Event e where e.rated = true", LocalDate.class)
                .getSingleResult();
        LocalDate from = first == null ? LocalDate.now().withDayOfMonth(1) : first.withDayOfMonth(1);
        return run(from, null, RatingRecomputation.Cause.WHOLE_REGISTRY);
    }

    private RatingRecomputation run(LocalDate from, Long eventId, RatingRecomputation.Cause cause) {
        // Before reading any report: a run that waited reads what the run before it committed.
        lock.acquire(RegistryLock.RATING_RUN);
        em.flush();
        RuleSetsInForce rules = RuleSetsInForce.read();
        Session session = em.unwrap(Session.class);
        Outcome outcome = session.doReturningWork(db -> eventId == null ? compute(db, from, rules)
                : RatingRipple.compute(db, from, eventId, rules));
        RatingRecomputation run = new RatingRecomputation();
        run.eventId = eventId;
        run.cause = cause;
        run.fromPeriod = YearMonth.from(from).toString();
        run.events = outcome.events();
        run.entries = outcome.entries();
        run.changedPlayers = outcome.changes().size();
        run.computedAt = Instant.now();
        run.persist();
        em.flush();
        session.doWork(db -> writeChanges(db, run.id, outcome.changes()));
        return run;
    }

    record Outcome(int events, int entries, List<ChangedRatings.Change> changes) {
    }

    private static Outcome compute(Connection db, LocalDate from, RuleSetsInForce rules) throws SQLException {
        Map<Long, List<RatingReportEntry>> ledger = ReportRows.before(db, from);
        String firstPeriod = YearMonth.from(from).toString();
        Map<Long, Integer> carried = new HashMap<>();
        ledger.forEach((player, entries) -> {
            Integer rating = RatingHistory.of(entries, firstPeriod).rating();
            if (rating != null) {
                carried.put(player, rating);
            }
        });
        List<RatingReportEntry> replaced = ReportRows.from(db, from);
        List<RatedEvent> events = RatingInputs.read(db, from);
        List<RatingReportEntry> written = new ArrayList<>();
        int rated = 0;
        for (RatedEvent event : events) {
            Optional<RatingCalculator> calculator = rules.on(event.endDate());
            if (calculator.isEmpty()) {
                continue;
            }
            rated++;
            for (RatingReportEntry entry : EventRating.rate(event, calculator.get(), ledger)) {
                ledger.computeIfAbsent(entry.playerId, id -> new ArrayList<>()).add(entry);
                written.add(entry);
            }
        }
        ReportRows.delete(db, from);
        ReportRows.insert(db, written);
        return new Outcome(rated, written.size(), ChangedRatings.between(replaced, written, carried));
    }

    private static void writeChanges(Connection db, long run, List<ChangedRatings.Change> changes) throws SQLException {
        for (List<ChangedRatings.Change> rows : StatementChunks.of(changes)) {
            String values = rows.stream().map(c -> "(?, ?, ?, ?, ?)").collect(Collectors.joining(", "));
            try (PreparedStatement s = db.prepareStatement("insert into rating_recomputation_change (recomputation_id,"
                    + " player_id, period, rating_was, rating_now) values " + values)) {
                int p = 1;
                for (ChangedRatings.Change c : rows) {
                    s.setLong(p++, run);
                    s.setLong(p++, c.playerId());
                    s.setString(p++, c.period());
                    s.setObject(p++, c.was(), java.sql.Types.INTEGER);
                    s.setObject(p++, c.now(), java.sql.Types.INTEGER);
                }
                s.executeUpdate();
            }
        }
    }

    /** The audit's account of a run: its periods and counts, and the first changed players with their ratings. */
    private String summary(RatingRecomputation run) {
        List<RatingRecomputationChange> first = RatingRecomputationChange.<RatingRecomputationChange>find(
                "recomputationId = ?1 order by playerId", run.id).page(0, AUDITED_PLAYERS).list();
        Map<Long, String> numbers = new HashMap<>();
        if (!first.isEmpty()) {
            Player.<Player>list("id in ?1", first.stream().map(c -> c.playerId).toList())
                    .forEach(p -> numbers.put(p.id, p.registrationNo));
        }
        String players = first.stream().map(c -> "%s %s %s->%s".formatted(numbers.get(c.playerId), c.period,
                c.ratingWas == null ? "unrated" : c.ratingWas, c.ratingNow == null ? "unrated" : c.ratingNow))
                .collect(Collectors.joining("; "));
        String more = run.changedPlayers > first.size() ? "; and " + (run.changedPlayers - first.size()) + " more" : "";
        return "%s from %s: %d events, %d entries rewritten; ratings changed of %d players: %s%s".formatted(run.cause,
                run.fromPeriod, run.events, run.entries, run.changedPlayers, players, more);
    }
}
