package org.dengji.registry.event;

import io.quarkus.hibernate.orm.panache.PanacheQuery;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import org.dengji.audit.AuditEntry;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import io.quarkus.security.identity.SecurityIdentity;
import org.dengji.common.Databases;
import org.dengji.common.Failure;
import org.dengji.common.Paging;
import org.dengji.common.Role;
import org.dengji.common.Violation;
import org.dengji.registry.player.Player;

/**
 * Events after import: reading them (drafts only for registrars who cover the organiser), and the
 * life cycle DRAFT → PUBLISHED → LOCKED. Publishing and locking change the players' records, so
 * each player's record version moves on (eligibility computed from it is recomputed).
 */
@ApplicationScoped
public class EventService {

    private final Jurisdiction jurisdiction;
    private final SecurityIdentity identity;
    private final AuditLog audit;
    private final Clock clock;
    private final jakarta.enterprise.event.Event<EventCorrected> corrections;
    private final jakarta.enterprise.event.Event<EventPublished> publications;

    public EventService(Jurisdiction jurisdiction, SecurityIdentity identity, AuditLog audit, Clock clock,
            jakarta.enterprise.event.Event<EventCorrected> corrections,
            jakarta.enterprise.event.Event<EventPublished> publications) {
        this.jurisdiction = jurisdiction;
        this.identity = identity;
        this.audit = audit;
        this.clock = clock;
        this.corrections = corrections;
        this.publications = publications;
    }

    /** An event the public may see (published or locked): drafts are as good as absent. */
    public Event published(long id) {
        Event e = Event.findById(id);
        if (e == null || !e.status.isEvidence()) {
            throw notFound(id);
        }
        return e;
    }

    /**
     * An event the caller may read: a published one for anyone; a draft for the registrars who may
     * work on it (they check it before publishing). Anyone else gets 404, as for an event that does
     * not exist, never a refusal that would tell them it does.
     */
    public Event readable(long id) {
        Event e = Event.findById(id);
        if (e == null || !e.status.isEvidence() && !mayWorkOn(e)) {
            throw notFound(id);
        }
        return e;
    }

    /** An event the signed-in registrar may work on: organised within their subtree; 404 otherwise. */
    public Event forRegistrar(long id) {
        return organisedInSubtree(id);
    }

    /**
     * An event organised within the signed-in staff member's subtree, whatever their role (a reviewer
     * places its qualifiers on notice); 404 otherwise, as for an event that does not exist.
     */
    public Event organisedInSubtree(long id) {
        Event e = Event.findById(id);
        if (e == null || !jurisdiction.covers(e.organiser)) {
            throw notFound(id);
        }
        return e;
    }

    private boolean mayWorkOn(Event e) {
        return !identity.isAnonymous() && identity.hasRole(Role.REGISTRAR_NAME) && jurisdiction.covers(e.organiser);
    }

    /** The results in rank order (unranked last, then by starting rank). */
    public List<EventResult> standings(Event event) {
        return EventResult.list("select r from EventResult r join fetch r.player where r.event = ?1"
                + " order by case when r.rankFrom is null then 1 else 0 end, r.rankFrom, r.startNumber", event);
    }

    /** The results with their crosstable rows, in starting-rank order. */
    public List<EventResult> crosstable(Event event) {
        return EventResult.list("select r from EventResult r join fetch r.player where r.event = ?1"
                + " order by r.startNumber", event);
    }

    /**
     * A player's results that the signed-in registrar may read, newest first: those of published
     * events, and drafts organised within the registrar's subtree.
     */
    public List<EventResult> resultsOf(Player player) {
        List<EventResult> all = EventResult.list("select r from EventResult r join fetch r.event e"
                + " join fetch e.organiser where r.player = ?1 order by e.endDate desc, e.id desc", player);
        return all.stream().filter(r -> r.event.status.isEvidence() || mayWorkOn(r.event)).toList();
    }

    /** Whether the signed-in registrar's subtree holds the event's organiser: they keep it at their desk. */
    public boolean keeps(Event e) {
        return mayWorkOn(e);
    }

    public List<Game> games(Event event) {
        return Game.list("select g from Game g join fetch g.white w join fetch w.player join fetch g.black b"
                + " join fetch b.player where g.event = ?1 order by g.round, g.board", event);
    }

    public List<EventRecord> records(Event event) {
        return EventRecord.list("eventId = ?1 order by seq", event.id);
    }

    /** Events the public sees, most recently published first. */
    public List<Event> recentlyPublished(int limit) {
        return Event.<Event>find("status in ?1 order by publishedAt desc, id desc",
                List.of(EventStatus.PUBLISHED, EventStatus.LOCKED)).page(0, limit).list();
    }

    /** A page of the events organised within the registrar's subtree. */
    public record DeskPage(List<Event> events, int page, int pages) {
    }

    /**
     * The page {@code paging} asks for of the events organised within the registrar's subtree, newest
     * first; the subtree is a condition of the query, so only those are read. A page past the last shows
     * the last. The condition names the subtree's units (read by their path) rather than joining the path:
     * through a join PostgreSQL cannot tell how many events a unit holds, and for a county beside a unit
     * with 100,000 events it walked every event backwards (198 ms) where the units' ids let it read the
     * county's three from the organiser index (0.1 ms). The national authority's subtree is every unit.
     */
    public DeskPage ofRegistrar(Paging paging) {
        Organisation home = jurisdiction.home();
        PanacheQuery<Event> query = home.parentId() == null ? Event.find("order by id desc")
                : Event.find("organiser.id in ?1 order by id desc", Organisation.idsWithin(home));
        int pages = paging.pagesOf(query.count());
        Paging shown = paging.within(pages);
        return new DeskPage(query.range(shown.firstRow(), shown.firstRow() + shown.size() - 1).list(), shown.page(),
                pages);
    }

    @Transactional
    public Event publish(long id) {
        return publish(id, jurisdiction);
    }

    /** Publishes for {@code who} (the signed-in registrar, or the system loading the demo registry). */
    @Transactional
    public Event publish(long id, Jurisdiction who) {
        Event e = Event.findById(id);
        if (e == null || !who.covers(e.organiser)) {
            throw notFound(id);
        }
        move(e, EventStatus.DRAFT, EventStatus.PUBLISHED);
        e.publishedAt = clock.instant();
        publications.fire(new EventPublished(e.id));
        return e;
    }

    @Transactional
    public Event lock(long id) {
        Event e = forRegistrar(id);
        move(e, EventStatus.PUBLISHED, EventStatus.LOCKED);
        return e;
    }

    /**
     * Corrects an event's facts or results. A locked event needs a reason; the audit log keeps the
     * state before and after, and the players' records move on (their eligibility is recomputed).
     */
    @Transactional
    public Event correct(long id, CorrectionRequest request) {
        Event e = forRegistrar(id);
        String reason = request.reason() == null ? "" : request.reason().strip();
        if (e.status == EventStatus.LOCKED && reason.isEmpty()) {
            throw Failure.invalid("REASON_REQUIRED", "A correction of a locked event needs a reason.",
                    Violation.field("reason", "required for a locked event"));
        }
        StringBuilder before = new StringBuilder(e.summary());
        StringBuilder after = new StringBuilder();
        Corrections.applyEvent(e, request);
        after.append(e.summary());
        List<CorrectionRequest.ResultCorrection> results = request.results() == null ? List.of() : request.results();
        Corrections.requireOncePerStartNumber(results);
        long players = EventResult.count("event", e);
        for (CorrectionRequest.ResultCorrection c : results) {
            EventResult r = EventResult.<EventResult>find("event = ?1 and startNumber = ?2", e, c.startNumber())
                    .firstResultOptional().orElseThrow(() -> Failure.invalid("UNKNOWN_START_NUMBER", "The event has no"
                            + " starting rank " + c.startNumber() + ".", Violation.field("results", "unknown")));
            before.append("; ").append(r.summary());
            Corrections.applyResult(e, players, r, c);
            after.append("; ").append(r.summary());
        }
        touchPlayers(e);
        String why = reason.isEmpty() ? null : reason;
        AuditEntry entry = audit.record(AuditRecord.of("EVENT_CORRECTED", AuditedEntity.EVENT, e.id, e.organiser.id)
                .change(before.toString(), after.toString()).because(why));
        corrections.fire(new EventCorrected(e.id, entry.at, why));
        return e;
    }

    private void move(Event e, EventStatus from, EventStatus to) {
        if (e.status != from) {
            throw Failure.conflict("EVENT_STATE", "The event is " + e.status.en() + "; only a " + from.en()
                    + " event can become " + to.en() + ".");
        }
        String before = e.summary();
        e.status = to;
        touchPlayers(e);
        audit.record(AuditRecord.of("EVENT_" + to.name(), AuditedEntity.EVENT, e.id, e.organiser.id).change(before, e.summary()));
    }

    /**
     * The records of every player of the event changed: their cached eligibility is stale. The rows are locked
     * first in the order of their ids: two publications sharing players, each updating them in the order its
     * plan met them, deadlocked (a soak on two instances met it). On PostgreSQL the lock is the one the update
     * takes, which lets a rating run's rows name the player meanwhile (a foreign key's check needs only a share
     * of the key): a full row lock there made a publication and a rating run wait for each other.
     */
    public static void touchPlayers(Event e) {
        jakarta.persistence.EntityManager em = EventResult.getEntityManager();
        em.createNativeQuery("select p.id from player p where p.id in (select r.player_id from event_result r"
                + " where r.event_id = ?1) order by p.id for " + (Databases.isH2(em) ? "update" : "no key update"))
                .setParameter(1, e.id).getResultList();
        em.createQuery("update Player p set p.recordVersion = p.recordVersion + 1"
                + " where p.id in (select r.player.id from EventResult r where r.event = :event)")
                .setParameter("event", e).executeUpdate();
    }

    private static Failure notFound(long id) {
        return Failure.notFound("EVENT_NOT_FOUND", "There is no event " + id + ".");
    }
}
