package org.dengji.certification.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.dengji.audit.AuditLog;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/**
 * The life cycle of an application (DESIGN.md): DRAFT → SUBMITTED → RECOMMENDED (or back to DRAFT with
 * reasons, or REJECTED) → PUBLIC_NOTICE → PENDING_APPROVAL → APPROVED (→ FILED where the approval is
 * filed) or REJECTED; APPROVED and FILED → REVOKED with grounds. The caller's authority is checked
 * first (403), then the state (409), then the note; every step is a row in the audit log. The
 * application's version column makes the later of two concurrent decisions fail with 409.
 */
@ApplicationScoped
public class Transitions {

    private static final Set<ApplicationStatus> AT_REVIEW = EnumSet.of(ApplicationStatus.SUBMITTED,
            ApplicationStatus.RECOMMENDED);

    private final DecisionRights rights;
    private final NoticeClosure notices;
    private final TitleHolding holding;
    private final Revocations revocations;
    private final AuditLog audit;
    private final Event<Decision> decisions;

    public Transitions(DecisionRights rights, NoticeClosure notices, TitleHolding holding, Revocations revocations,
            AuditLog audit, Event<Decision> decisions) {
        this.rights = rights;
        this.notices = notices;
        this.holding = holding;
        this.revocations = revocations;
        this.audit = audit;
        this.decisions = decisions;
    }

    /** A step taken: observers (certificates, flags) act on it inside the same transaction. */
    public record Decision(TitleApplication application, TransitionAction action, String note) {
    }

    @Transactional
    public TitleApplication take(long id, TransitionRequest request) {
        TransitionAction action = request.action();
        if (request.falseMaterials() != null && action != TransitionAction.REVOKE) {
            throw Failure.invalid("FALSE_MATERIALS_ONLY_ON_REVOKE", "falseMaterials goes with a revocation only.",
                    Violation.field("falseMaterials", "only with REVOKE"));
        }
        TitleApplication a = ApplicationService.find(id);
        rights.requireMayRead(a); // one the caller may not read answers as one that does not exist
        rights.requireMayAct(a, action);
        settle(a);
        ApplicationStatus from = a.status;
        ApplicationStatus to = target(a, action);
        String note = request.cleanNote();
        if (action.needsNote() && note == null) {
            throw Failure.invalid("NOTE_REQUIRED", "To " + action.name().toLowerCase().replace('_', ' ')
                    + " an application, say why in the note.", Violation.field("note", "required"));
        }
        apply(a, action, note, request.isForFalseMaterials());
        a.status = to;
        audit.record("APPLICATION_" + action.name(), ApplicationService.ENTITY, a.id, a.player.homeUnit.id,
                from.name(), to.name(), note);
        // The version check happens here rather than at commit, so that a decision that lost the race
        // is refused (409) before anything else (a certificate) is done in its name.
        ApplicationService.flush();
        decisions.fire(new Decision(a, action, note));
        return a;
    }

    /**
     * Ends a notice with a sustained objection: the application is rejected, its results released.
     * The reviewer's right to decide the objection has been checked by the notice board.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void rejectOnObjection(TitleApplication a, String note) {
        if (a.status != ApplicationStatus.PUBLIC_NOTICE) {
            throw Failure.conflict("APPLICATION_STATE", "Application %d is %s, no longer on notice.".formatted(a.id,
                    a.status.en()));
        }
        a.decidedOn = notices.today();
        holding.release(a);
        a.status = ApplicationStatus.REJECTED;
        audit.record("APPLICATION_OBJECTION_SUSTAINED", ApplicationService.ENTITY, a.id, a.player.homeUnit.id,
                ApplicationStatus.PUBLIC_NOTICE.name(), ApplicationStatus.REJECTED.name(), note);
    }

    /** Writes down a notice that is over, as part of the step being taken. */
    private void settle(TitleApplication a) {
        if (notices.isOver(a)) {
            a.status = ApplicationStatus.PENDING_APPROVAL;
            audit.record("APPLICATION_NOTICE_CLOSED", ApplicationService.ENTITY, a.id, a.player.homeUnit.id,
                    ApplicationStatus.PUBLIC_NOTICE.name(), ApplicationStatus.PENDING_APPROVAL.name(),
                    "notice over on " + a.noticeClosesOn + " with no open objection");
        }
    }

    private ApplicationStatus target(TitleApplication a, TransitionAction action) {
        ApplicationStatus s = a.status;
        return switch (action) {
            case SUBMIT -> require(a, action, s == ApplicationStatus.DRAFT, ApplicationStatus.SUBMITTED);
            case RECOMMEND -> require(a, action, s == ApplicationStatus.SUBMITTED, ApplicationStatus.RECOMMENDED);
            case RETURN -> require(a, action, AT_REVIEW.contains(s), ApplicationStatus.DRAFT);
            case START_NOTICE -> require(a, action, s == ApplicationStatus.RECOMMENDED,
                    ApplicationStatus.PUBLIC_NOTICE);
            case REJECT -> rejection(a);
            case APPROVE -> require(a, action, s == ApplicationStatus.PENDING_APPROVAL, ApplicationStatus.APPROVED);
            case ACKNOWLEDGE_FILING -> require(a, action, s == ApplicationStatus.APPROVED, ApplicationStatus.FILED);
            case REVOKE -> require(a, action, s.isGranted(), ApplicationStatus.REVOKED);
        };
    }

    private ApplicationStatus rejection(TitleApplication a) {
        if (AT_REVIEW.contains(a.status)) {
            if (!rights.isReviewerOverPlayer(a)) {
                throw Failure.conflict("WRONG_STAGE", "Application %d is at review: a reviewer rejects it, not the"
                        .formatted(a.id) + " approving unit.");
            }
            return ApplicationStatus.REJECTED;
        }
        if (a.status == ApplicationStatus.PENDING_APPROVAL && !rights.isApproverOfApprovingUnit(a)) {
            throw Failure.conflict("WRONG_STAGE", "Application %d is past review: only %s (%s) rejects it now."
                    .formatted(a.id, a.approvingUnit.nameEn, a.approvingUnit.unitCode));
        }
        return require(a, TransitionAction.REJECT, a.status == ApplicationStatus.PENDING_APPROVAL,
                ApplicationStatus.REJECTED);
    }

    private ApplicationStatus require(TitleApplication a, TransitionAction action, boolean allowed,
            ApplicationStatus to) {
        if (allowed) {
            return to;
        }
        if (a.status == ApplicationStatus.PUBLIC_NOTICE && action != TransitionAction.START_NOTICE) {
            throw notices.hasOpenObjection(a)
                    ? Failure.conflict("OBJECTION_OPEN", "Application %d has an open objection: a reviewer must"
                            .formatted(a.id) + " sustain or dismiss it first.")
                    : Failure.conflict("NOTICE_RUNNING", "Application %d is on public notice until %s (over on %s)."
                            .formatted(a.id, a.noticeClosesOn.minusDays(1), a.noticeClosesOn));
        }
        throw Failure.conflict("APPLICATION_STATE", "Application %d is %s: it cannot be %s now.".formatted(a.id,
                a.status.en(), past(action)));
    }

    private void apply(TitleApplication a, TransitionAction action, String note, boolean falseMaterials) {
        LocalDate today = notices.today();
        switch (action) {
            case SUBMIT -> requireWithinWindow(a, today);
            case RETURN -> a.returnedNote = note;
            case START_NOTICE -> notices.start(a);
            case APPROVE -> {
                a.decidedOn = today;
                holding.grant(a);
            }
            case REJECT -> {
                a.decidedOn = today;
                holding.release(a);
            }
            case REVOKE -> {
                holding.revoke(a);
                revocations.revoke(a, falseMaterials, note, today);
            }
            case RECOMMEND, ACKNOWLEDGE_FILING -> {
            }
        }
    }

    private static void requireWithinWindow(TitleApplication a, LocalDate today) {
        if (a.lastDayToApply != null && today.isAfter(a.lastDayToApply)) {
            throw Failure.unprocessable("WINDOW_CLOSED", "The results cited by application %d supported an"
                    .formatted(a.id) + " application until %s; it is %s.".formatted(a.lastDayToApply, today),
                    List.of());
        }
    }

    private static String past(TransitionAction action) {
        return switch (action) {
            case SUBMIT -> "submitted";
            case RECOMMEND -> "recommended";
            case RETURN -> "returned";
            case REJECT -> "rejected";
            case START_NOTICE -> "placed on notice";
            case APPROVE -> "approved";
            case ACKNOWLEDGE_FILING -> "acknowledged as filed";
            case REVOKE -> "revoked";
        };
    }
}
