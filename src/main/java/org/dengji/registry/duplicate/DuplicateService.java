package org.dengji.registry.duplicate;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.TypedQuery;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditNote;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.UnitsWithin;
import org.dengji.common.Failure;
import org.dengji.common.Paging;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.player.Player;

/**
 * The possible-duplicates queue: a registrar whose subtree holds both players' home units merges
 * the newer record into the existing one (its results move over; audited, and recorded so that the
 * merge can be undone) or dismisses the entry. Two records with results in the same event are two
 * people and are never merged. {@link MergeRules} keeps merges undoable in order: a record merged
 * away is merged no more, and each record's merges are undone latest first.
 *
 * <p>An entry one of whose records has been merged away (through another entry) drops out of the
 * queue and cannot be decided. That is read from the records when the queue is asked for, not kept as
 * a status of the entry: undoing the merge brings the entry back with nothing to rewind.
 *
 * <p>Merges, undos and dismissals of entries or merges that share a record run one after the other:
 * each locks both its records before it checks anything ({@link RecordLocks}), so the later one sees
 * what the earlier one did and is refused with its reason, or with 409 {@code CONCURRENT_CHANGE} when
 * the record changed while it was being loaded.
 */
@ApplicationScoped
public class DuplicateService {

    private final Jurisdiction jurisdiction;
    private final AuditLog audit;
    private final Clock clock;
    private final SecurityIdentity identity;

    public DuplicateService(Jurisdiction jurisdiction, AuditLog audit, Clock clock, SecurityIdentity identity) {
        this.jurisdiction = jurisdiction;
        this.audit = audit;
        this.clock = clock;
        this.identity = identity;
    }

    /** Entries on a page of the queue, unless the reader asks for another size. */
    public static final int PAGE_SIZE = 200;

    /**
     * The page {@code paging} asks for of the open entries whose two players are both records of their
     * own (neither merged away) with home units in the registrar's subtree, oldest first. The subtree is
     * a condition of the query on both players' home unit ids: only those entries are read.
     */
    public List<DuplicateCandidate> open(Paging paging) {
        return open(paging, UnitsWithin.of(jurisdiction.home()));
    }

    private List<DuplicateCandidate> open(Paging paging, UnitsWithin units) {
        return openWithin(units, "select c from DuplicateCandidate c join fetch c.player p join fetch c.existing e",
                " order by c.id", DuplicateCandidate.class).setFirstResult(paging.firstRow())
                .setMaxResults(paging.size()).getResultList();
    }

    /** A page of the queue, and how many pages it fills. */
    public record QueuePage(List<DuplicateCandidate> entries, int page, int pages) {
    }

    /** The page of the queue {@code paging} asks for, or its last page if that lies past it. */
    public QueuePage queue(Paging paging) {
        UnitsWithin units = UnitsWithin.of(jurisdiction.home());
        long total = openWithin(units, "select count(c) from DuplicateCandidate c join c.player p join c.existing e", "",
                Long.class).getSingleResult();
        int pages = paging.pagesOf(total);
        Paging shown = paging.within(pages);
        return new QueuePage(open(shown, units), shown.page(), pages);
    }

    /**
     * {@code select} (naming the entry {@code c}, its players {@code p} and {@code e}) of the open entries of
     * two records of their own, both players' home units among {@code units}, then {@code order}.
     */
    private static <T> TypedQuery<T> openWithin(UnitsWithin units, String select, String order, Class<T> type) {
        TypedQuery<T> query = DuplicateCandidate.getEntityManager().createQuery(select + " where c.status = :open"
                + " and p.mergedInto is null and e.mergedInto is null and " + units.condition("p.homeUnit.id", "units")
                + " and " + units.condition("e.homeUnit.id", "units") + order, type);
        return units.bind(query, "units").setParameter("open", DuplicateCandidate.Status.OPEN);
    }

    @Transactional
    public PlayerMerge merge(long candidateId) {
        DuplicateCandidate c = openCandidate(candidateId);
        MergeRules.requireTwoRecords(c);
        Player kept = c.existing;
        Player merged = c.player;
        List<EventResult> moving = EventResult.list("player", merged);
        requireNoSharedEvent(moving, kept);
        PlayerMerge m = new PlayerMerge();
        m.kept = kept;
        m.merged = merged;
        moving.forEach(r -> {
            r.belongTo(kept);
            m.movedResults.add(r.id);
        });
        m.mergedAt = clock.instant();
        m.mergedBy = actor();
        m.persist();
        merged.mergedInto = kept;
        kept.recordVersion++;
        decide(c, DuplicateCandidate.Status.MERGED);
        audit.record(AuditRecord.of("PLAYER_MERGED", AuditedEntity.PLAYER, kept.registrationNo, kept.homeUnit.id)
                .change(merged.summary(), kept.summary())
                .noting(AuditNote.MERGED, m.id, moving.size(), merged.registrationNo));
        return m;
    }

    private static void requireNoSharedEvent(List<EventResult> moving, Player kept) {
        for (EventResult r : moving) {
            if (EventResult.count("event = ?1 and player = ?2", r.event, kept) > 0) {
                throw Failure.conflict("SAME_EVENT", "Both records have a result in the same event: they are"
                        + " two players."); // the event may be a draft of another unit: not named

            }
        }
    }

    @Transactional
    public DuplicateCandidate dismiss(long candidateId) {
        DuplicateCandidate c = openCandidate(candidateId);
        decide(c, DuplicateCandidate.Status.DISMISSED);
        audit.record(AuditRecord.of("DUPLICATE_DISMISSED", AuditedEntity.PLAYER, c.player.registrationNo, c.player.homeUnit.id)
                .noting(AuditNote.NOT_SAME_PLAYER, c.existing.registrationNo));
        return c;
    }

    /** Moves the results back and makes the merged record a player of its own again. */
    @Transactional
    public PlayerMerge undo(long mergeId) {
        PlayerMerge m = standingMerge(mergeId);
        List<EventResult> moved = EventResult.list("id in ?1", m.movedResults);
        moved.forEach(r -> r.belongTo(m.merged));
        m.merged.mergedInto = null;
        m.merged.recordVersion++;
        m.kept.recordVersion++;
        m.undoneAt = clock.instant();
        m.undoneBy = actor();
        DuplicateCandidate.<DuplicateCandidate>find("player = ?1 and existing = ?2", m.merged, m.kept)
                .firstResultOptional().ifPresent(c -> c.status = DuplicateCandidate.Status.OPEN);
        audit.record(AuditRecord.of("PLAYER_MERGE_UNDONE", AuditedEntity.PLAYER, m.merged.registrationNo, m.merged.homeUnit.id)
                .change(null, m.merged.summary())
                .noting(AuditNote.MERGE_UNDONE, m.id, moved.size(), m.kept.registrationNo));
        return m;
    }

    /** The merge, if it may be undone now: it stands, and it is the latest of both its records. */
    private PlayerMerge standingMerge(long mergeId) {
        PlayerMerge m = PlayerMerge.findById(mergeId);
        if (m == null || !coversBoth(m.kept, m.merged)) {
            throw Failure.notFound("MERGE_NOT_FOUND", "There is no merge " + mergeId + ".");
        }
        RecordLocks.lockThenReread(m.kept, m.merged, m);
        if (m.undoneAt != null) {
            throw Failure.conflict("MERGE_UNDONE", "Merge " + mergeId + " was already undone.");
        }
        MergeRules.requireLatest(m);
        return m;
    }

    /** The entry, if it may be decided now: it is open, and neither of its records was merged away. */
    private DuplicateCandidate openCandidate(long id) {
        DuplicateCandidate c = DuplicateCandidate.findById(id);
        if (c == null || !coversBoth(c.player, c.existing)) {
            throw Failure.notFound("DUPLICATE_NOT_FOUND", "There is no possible duplicate " + id + ".");
        }
        RecordLocks.lockThenReread(c.player, c.existing, c);
        if (c.status != DuplicateCandidate.Status.OPEN) {
            throw Failure.conflict("DUPLICATE_DECIDED", "This entry was already "
                    + c.status.name().toLowerCase(java.util.Locale.ROOT) + ".");
        }
        MergeRules.requireDecidable(c);
        return c;
    }

    /**
     * Whether the registrar covers both records. An entry or a merge outside their jurisdiction answers
     * as one that does not exist: a refusal would tell them it exists, and whose players it concerns.
     */
    private boolean coversBoth(Player a, Player b) {
        return jurisdiction.covers(a.homeUnit) && jurisdiction.covers(b.homeUnit);
    }

    private void decide(DuplicateCandidate c, DuplicateCandidate.Status status) {
        c.status = status;
        c.decidedAt = clock.instant();
        c.decidedBy = actor();
    }

    private String actor() {
        return identity.isAnonymous() ? AuditLog.SYSTEM : identity.getPrincipal().getName();
    }
}
