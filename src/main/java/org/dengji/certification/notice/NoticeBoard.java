package org.dengji.certification.notice;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Sort;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.certification.application.ApplicationService;
import org.dengji.certification.application.ApplicationStatus;
import org.dengji.certification.application.CertificationConfig;
import org.dengji.certification.application.DecisionRights;
import org.dengji.certification.application.NoticeClosure;
import org.dengji.certification.application.TitleApplication;
import org.dengji.certification.application.Transitions;
import org.dengji.common.DatabaseRefusals;
import org.dengji.common.Failure;
import org.dengji.common.Sha256;

/**
 * The public notice board (公示): the applications on notice today, objections anyone may lodge
 * (a few an hour from one address), and the reviewer's decision on each. A sustained objection
 * rejects the application; while one is open the notice does not close.
 */
@ApplicationScoped
public class NoticeBoard {

    /** At most this many notices are listed, the newest first. */
    static final int LIMIT = 200;
    private static final Duration HOUR = Duration.ofHours(1);
    /** Times an objection queues for its address's lock before the refusal is the caller's (409). */
    private static final int LOCK_TURNS = 3;

    private final NoticeClosure notices;
    private final DecisionRights rights;
    private final Transitions transitions;
    private final AuditLog audit;
    private final Clock clock;
    private final SecurityIdentity identity;
    private final int perHour;

    public NoticeBoard(NoticeClosure notices, DecisionRights rights, Transitions transitions, AuditLog audit,
            Clock clock, SecurityIdentity identity, CertificationConfig config) {
        this.notices = notices;
        this.rights = rights;
        this.transitions = transitions;
        this.audit = audit;
        this.clock = clock;
        this.identity = identity;
        this.perHour = config.objectionsPerHour();
    }

    /** The applications whose notice is running today (or held open by an objection). */
    public List<TitleApplication> open() {
        return TitleApplication.<TitleApplication>find("status = ?1 order by noticeStartsOn desc, id desc",
                ApplicationStatus.PUBLIC_NOTICE).page(0, LIMIT).list().stream()
                .filter(a -> notices.status(a) == ApplicationStatus.PUBLIC_NOTICE).toList();
    }

    /**
     * Lodges an objection from {@code address}; 404 when the application is not on notice, 429 past the
     * limit. Runs its own transactions, so call it outside one: the address's row is registered first,
     * then the objection is counted and written while that row is locked ({@link ObjectionLodger}).
     */
    public Objection lodge(long applicationId, ObjectionRequest request, String address) {
        String hash = Sha256.hex(address);
        ObjectionLodger.register(hash);
        for (int turn = 1; ; turn++) {
            try {
                return QuarkusTransaction.requiringNew().call(() -> lodgeInTurn(applicationId, request, hash));
            } catch (RuntimeException failure) {
                // H2 gives up waiting for a lock after two seconds: at the end of a long burst, queue again.
                if (turn == LOCK_TURNS || !DatabaseRefusals.lockNotGranted(failure)) {
                    throw failure;
                }
            }
        }
    }

    private Objection lodgeInTurn(long applicationId, ObjectionRequest request, String hash) {
        TitleApplication a = onNotice(applicationId);
        ObjectionLodger.lock(hash);
        Instant now = clock.instant();
        requireRoomInTheHour(hash, now);
        Objection o = new Objection();
        o.application = a;
        o.name = request.name().strip();
        o.contact = request.contact().strip();
        o.text = request.text().strip();
        o.addressHash = hash;
        o.lodgedAt = now;
        o.persist();
        audit.record(AuditRecord.of("OBJECTION_LODGED", AuditedEntity.OBJECTION, o.id, a.player.homeUnit.id)
                .change(null, "application " + a.id));
        return o;
    }

    /**
     * Refuses with 429 when the address has lodged its objections of the hour, saying when the one
     * that makes room leaves the hour. Counted with the address's row locked: every objection lodged
     * before this one has been counted, and none is being written beside it.
     */
    private void requireRoomInTheHour(String hash, Instant now) {
        Instant hourAgo = now.minus(HOUR);
        long recent = Objection.count("addressHash = ?1 and lodgedAt > ?2", hash, hourAgo);
        if (recent < perHour) {
            return;
        }
        int leavingFirst = (int) (recent - perHour);
        Instant lodged = Objection.<Objection>find("addressHash = ?1 and lodgedAt > ?2", Sort.by("lodgedAt"), hash,
                hourAgo).range(leavingFirst, leavingFirst).firstResult().lodgedAt;
        throw Failure.tooMany("OBJECTION_LIMIT", "At most %d objections an hour may be lodged from one address:"
                .formatted(perHour) + " please try again later.", Duration.between(now, lodged.plus(HOUR)));
    }

    /** The objections to an application, for staff who may read it. */
    public List<Objection> objections(long applicationId) {
        TitleApplication a = ApplicationService.find(applicationId);
        rights.requireMayRead(a);
        return Objection.list("application = ?1 order by id", a);
    }

    /** A reviewer of the player's subtree sustains (the application is rejected) or dismisses an objection. */
    @Transactional
    public Objection decide(long applicationId, long objectionId, ObjectionDecision decision) {
        TitleApplication a = ApplicationService.find(applicationId);
        rights.requireReviewerOver(a.player.homeUnit);
        Objection o = Objection.<Objection>find("id = ?1 and application = ?2", objectionId, a).firstResultOptional()
                .orElseThrow(() -> Failure.notFound("OBJECTION_NOT_FOUND", "Application %d has no objection %d."
                        .formatted(applicationId, objectionId)));
        if (o.status != ObjectionStatus.OPEN) {
            throw Failure.conflict("OBJECTION_DECIDED", "Objection %d was already %s.".formatted(o.id,
                    o.status.name().toLowerCase()));
        }
        boolean sustain = decision.outcome() == ObjectionDecision.Outcome.SUSTAIN;
        o.status = sustain ? ObjectionStatus.SUSTAINED : ObjectionStatus.DISMISSED;
        o.decidedBy = identity.getPrincipal().getName();
        o.decidedAt = clock.instant();
        o.decisionNote = decision.note().strip();
        audit.record(AuditRecord.of("OBJECTION_" + o.status.name(), AuditedEntity.OBJECTION, o.id, a.player.homeUnit.id)
                .change(ObjectionStatus.OPEN.name(), o.status.name()).because(o.decisionNote));
        if (sustain) {
            transitions.rejectOnObjection(a, "objection " + o.id + " sustained: " + o.decisionNote);
        }
        ApplicationService.flush();
        return o;
    }

    private TitleApplication onNotice(long applicationId) {
        return TitleApplication.<TitleApplication>findByIdOptional(applicationId)
                .filter(x -> notices.status(x) == ApplicationStatus.PUBLIC_NOTICE)
                .orElseThrow(() -> Failure.notFound("NOTICE_NOT_FOUND", "No application " + applicationId
                        + " is on public notice."));
    }
}
