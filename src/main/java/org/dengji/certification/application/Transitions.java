package org.dengji.certification.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.LocalDate;
import java.util.List;
import java.util.function.UnaryOperator;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditNote;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/**
 * Takes the steps of {@link LifeCycle}'s table: checks the step there (authority, state, window), then
 * the note, does what the step does (a notice started, a title granted or released) and writes it in
 * the audit log. The application's version column makes the later of two concurrent decisions fail
 * with 409.
 */
@ApplicationScoped
public class Transitions {

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
        settle(a);
        LifeCycle.Step step = allowed(a, LifeCycle.check(action, situation(a), rights.caller(a)), action);
        String note = request.cleanNote();
        if (step.needsNote() && note == null) {
            throw Failure.invalid("NOTE_REQUIRED", "To " + action.name().toLowerCase().replace('_', ' ')
                    + " an application, say why in the note.", Violation.field("note", "required"));
        }
        apply(a, step, note, request.isForFalseMaterials());
        move(a, step, a.player.homeUnit.id, entry -> entry.because(note));
        // The version check happens here rather than at commit, so that a decision that lost the race
        // is refused (409) before anything else (a certificate) is done in its name.
        ApplicationService.flush();
        decisions.fire(new Decision(a, action, note));
        return a;
    }

    /** The actions the caller may take on {@code a} now: the same check {@link #take} makes. */
    public List<TransitionAction> allowedActions(TitleApplication a) {
        return LifeCycle.allowed(situation(a), rights.caller(a)).stream().map(s -> s.action().orElseThrow()).toList();
    }

    /**
     * Ends a notice with a sustained objection: the application is rejected, its results released.
     * The reviewer's right to decide the objection has been checked by the notice board.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void rejectOnObjection(TitleApplication a, String note) {
        allowed(a, LifeCycle.check(LifeCycle.Step.SUSTAIN_OBJECTION, situation(a), rights.caller(a)), null);
        a.decidedOn = notices.today();
        holding.release(a);
        move(a, LifeCycle.Step.SUSTAIN_OBJECTION, a.player.homeUnit.id, entry -> entry.because(note));
    }

    /**
     * Places a new application on notice at once, with the qualifiers of a locked official event. Audited
     * under the acting reviewer's unit: the act is theirs.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void placeAfterEvent(TitleApplication a, long reviewerUnitId) {
        allowed(a, LifeCycle.check(LifeCycle.Step.PLACE_AFTER_EVENT, situation(a), rights.caller(a)), null);
        notices.start(a);
        move(a, LifeCycle.Step.PLACE_AFTER_EVENT, reviewerUnitId, entry -> entry.noting(AuditNote.PLACED_WITH_EVENT));
    }

    /** Writes down a notice that is over, as part of the step being taken. */
    private void settle(TitleApplication a) {
        if (notices.isOver(a)) {
            move(a, LifeCycle.Step.CLOSE_NOTICE, a.player.homeUnit.id,
                    entry -> entry.noting(AuditNote.NOTICE_OVER, a.noticeClosesOn));
        }
    }

    /** Moves {@code a} by {@code step}; its audit entry gets the person's note or Dengji's ({@code noted}). */
    private void move(TitleApplication a, LifeCycle.Step step, long unitId, UnaryOperator<AuditRecord> noted) {
        ApplicationStatus from = a.status;
        a.status = step.to();
        audit.record(noted.apply(AuditRecord.of(step.auditAction(), AuditedEntity.APPLICATION, a.id, unitId)
                .change(from.name(), a.status.name())));
    }

    private LifeCycle.Situation situation(TitleApplication a) {
        boolean windowClosed = a.lastDayToApply != null && notices.today().isAfter(a.lastDayToApply);
        return new LifeCycle.Situation(notices.status(a), a.filingUnit != null, notices.hasOpenObjection(a), windowClosed);
    }

    private static LifeCycle.Step allowed(TitleApplication a, LifeCycle.Verdict verdict, TransitionAction action) {
        if (verdict instanceof LifeCycle.Allowed allowed) {
            return allowed.step();
        }
        throw RefusalWords.failure(((LifeCycle.Refused) verdict).refusal(), a, action);
    }

    private void apply(TitleApplication a, LifeCycle.Step step, String note, boolean falseMaterials) {
        LocalDate today = notices.today();
        switch (step) {
            case RETURN -> a.returnedNote = note;
            case START_NOTICE -> notices.start(a);
            case APPROVE -> {
                a.decidedOn = today;
                holding.grant(a);
            }
            case REJECT_AT_REVIEW, REJECT_AFTER_NOTICE -> {
                a.decidedOn = today;
                holding.release(a);
            }
            case REVOKE -> {
                holding.revoke(a);
                revocations.revoke(a, falseMaterials, note, today);
            }
            default -> {
            }
        }
    }
}
