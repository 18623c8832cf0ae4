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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Organisation;
import org.dengji.common.RegistryLock;
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
    private final long stretchResults;
    private final QueuedRecomputations queued;

    public RatingRun(EntityManager em, AuditLog audit, RegistryLock lock, RatingRunConfig config,
            QueuedRecomputations queued) {
        this.em = em;
        this.queued = queued;
        this.audit = audit;
        this.lock = lock;
        this.stretchResults = config.runStretchResults();
    }

    /**
     * Rewrites the reports from the event's period on; empty for an event without an end date or entries. While
     * a queued recomputation waits or runs (minutes, for the whole registry), the event's waits behind it instead
     * of holding its publication or correction that long: its row says so, and the queue runs it next.
     */
    @Transactional
    public Optional<RatingRecomputation> forEvent(Event event, RatingRecomputation.Cause cause) {
        LocalDate earlier = em.createQuery("select min(e.endDate) from RatingReportEntry e where e.eventId = :event",
                LocalDate.class).setParameter("event", event.id).getSingleResult();
        LocalDate from = earlier == null || event.endDate != null && event.endDate.isBefore(earlier) ? event.endDate
                : earlier;
        if (from == null) {
            return Optional.empty();
        }
        RatingRecomputation run = row(event.id, cause, from);
        if (RatingRecomputation.count("state = ?1 or state = ?2", RatingRecomputation.State.QUEUED,
                RatingRecomputation.State.RUNNING) > 0) {
            queued.enqueue(run);
            return Optional.of(run);
        }
        lock.acquire(RegistryLock.RATING_RUN);
        compute(run);
        auditEvent(event, run);
        return Optional.of(run);
    }

    /** Rewrites every report, from the period of the earliest rated event on: minutes at national size. */
    @Transactional
    @TransactionConfiguration(timeout = WHOLE_RUN_SECONDS)
    public RatingRecomputation wholeRegistry() {
        lock.acquire(RegistryLock.RATING_RUN);
        RatingRecomputation run = row(null, RatingRecomputation.Cause.WHOLE_REGISTRY, firstRatedDay());
        compute(run);
        return run;
    }

    /** The first day of the month of the earliest rated event (this month's, with none). */
    public LocalDate firstRatedDay() {
        LocalDate first = em.createQuery("select min(e.endDate) from Event e where e.rated = true", LocalDate.class)
                .getSingleResult();
        return first == null ? LocalDate.now().withDayOfMonth(1) : first.withDayOfMonth(1);
    }

    /**
     * Runs the queued recomputation {@code id} that the queue has marked running; nothing if it is no longer
     * running when this run holds the lock (another instance took it again, thinking this one stopped, and
     * finished it meanwhile). Audited when it changed anyone's rating, or when staff asked for it.
     */
    @Transactional
    @TransactionConfiguration(timeout = WHOLE_RUN_SECONDS)
    public void queued(long id) {
        lock.acquire(RegistryLock.RATING_RUN);
        RatingRecomputation run = RatingRecomputation.findById(id); // read once the lock is held: what the last run left
        if (run.state != RatingRecomputation.State.RUNNING) {
            return;
        }
        compute(run);
        if (run.eventId != null) {
            auditEvent(Event.findById(run.eventId), run);
        } else if (run.cause == RatingRecomputation.Cause.REQUESTED || run.changedPlayers > 0) {
            audit.record(AuditRecord.of("RATINGS_RECOMPUTED", AuditedEntity.RATING_RECOMPUTATION, run.id,
                    Organisation.national().id).change(null, summary(run)));
        }
    }

    private void auditEvent(Event event, RatingRecomputation run) {
        if (run.cause != RatingRecomputation.Cause.PUBLISHED && run.changedPlayers > 0) {
            audit.record(AuditRecord.of("RATINGS_RECOMPUTED", AuditedEntity.EVENT, event.id, event.organiser.id)
                    .change(null, summary(run)));
        }
    }

    private static RatingRecomputation row(Long eventId, RatingRecomputation.Cause cause, LocalDate from) {
        RatingRecomputation run = new RatingRecomputation();
        run.eventId = eventId;
        run.cause = cause;
        run.fromPeriod = YearMonth.from(from).toString();
        return run;
    }

    /** The caller holds the rating-run lock: a run that waited for it reads what the run before it committed. */
    private void compute(RatingRecomputation run) {
        LocalDate from = YearMonth.parse(run.fromPeriod).atDay(1);
        RuleSetsInForce rules = RuleSetsInForce.read();
        if (!run.isPersistent()) {
            run.persist(); // first, so that the changed players found along the way are written under its id
        }
        em.flush();
        Session session = em.unwrap(Session.class);
        Outcome outcome = session.doReturningWork(db -> {
            ChangeSink sink = changes -> writeChanges(db, run.id, changes);
            return run.eventId == null ? WholeRun.compute(db, from, rules, stretchResults, sink)
                    : RatingRipple.compute(db, from, run.eventId, rules, sink);
        });
        run.events = outcome.events();
        run.entries = outcome.entries();
        run.changedPlayers = outcome.changedPlayers();
        run.state = RatingRecomputation.State.DONE;
        run.computedAt = Instant.now();
        em.flush();
    }

    /** What a run wrote: the events it rated, the report entries and the players whose rating changed. */
    record Outcome(int events, int entries, int changedPlayers) {
    }

    /** Where a run puts the changed players it finds, as it finds them. */
    interface ChangeSink {
        void take(List<ChangedRatings.Change> changes) throws SQLException;
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
