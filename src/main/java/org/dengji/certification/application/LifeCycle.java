package org.dengji.certification.application;

import static org.dengji.certification.application.ApplicationStatus.APPROVED;
import static org.dengji.certification.application.ApplicationStatus.DRAFT;
import static org.dengji.certification.application.ApplicationStatus.FILED;
import static org.dengji.certification.application.ApplicationStatus.PENDING_APPROVAL;
import static org.dengji.certification.application.ApplicationStatus.PUBLIC_NOTICE;
import static org.dengji.certification.application.ApplicationStatus.RECOMMENDED;
import static org.dengji.certification.application.ApplicationStatus.REJECTED;
import static org.dengji.certification.application.ApplicationStatus.REVOKED;
import static org.dengji.certification.application.ApplicationStatus.SUBMITTED;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dengji.common.Role;

/**
 * The life cycle of a title application as one table: each {@link Step} leaves from some states, leads
 * to one, is taken in one {@link Capacity} and may need a note. The API, the pages, post-event notice
 * and the notice board all ask it ({@link #check}), so a page offers exactly what the API would accept:
 * the caller's authority first (403: an outsider learns nothing of the state), then the state (409),
 * then the submission window (422). Plain Java: the test walks every action from every state for
 * every kind of caller against it.
 */
public final class LifeCycle {

    /** In which capacity a step is taken: a registrar or reviewer of the player's subtree, or a unit's approver. */
    public enum Capacity {
        REGISTRAR(Role.REGISTRAR),
        REVIEWER(Role.REVIEWER),
        /** An approver of the approving unit, fixed when the application was opened. */
        APPROVER(Role.APPROVER),
        /** An approver of the unit the approval is filed with (备案). */
        FILING_APPROVER(Role.APPROVER);

        private final Role role;

        Capacity(Role role) {
            this.role = role;
        }

        public Role role() {
            return role;
        }
    }

    /** One row of the table. Steps without an {@link TransitionAction} are not chosen through the API. */
    public enum Step {
        SUBMIT(TransitionAction.SUBMIT, EnumSet.of(DRAFT), SUBMITTED, Capacity.REGISTRAR, false),
        RECOMMEND(TransitionAction.RECOMMEND, EnumSet.of(SUBMITTED), RECOMMENDED, Capacity.REVIEWER, false),
        RETURN(TransitionAction.RETURN, EnumSet.of(SUBMITTED, RECOMMENDED), DRAFT, Capacity.REVIEWER, true),
        REJECT_AT_REVIEW(TransitionAction.REJECT, EnumSet.of(SUBMITTED, RECOMMENDED), REJECTED, Capacity.REVIEWER,
                true),
        START_NOTICE(TransitionAction.START_NOTICE, EnumSet.of(RECOMMENDED), PUBLIC_NOTICE, Capacity.REVIEWER, false),
        /** Once the notice is over the approving unit decides; a rejection then is its own. */
        REJECT_AFTER_NOTICE(TransitionAction.REJECT, EnumSet.of(PENDING_APPROVAL), REJECTED, Capacity.APPROVER, true),
        APPROVE(TransitionAction.APPROVE, EnumSet.of(PENDING_APPROVAL), APPROVED, Capacity.APPROVER, false),
        ACKNOWLEDGE_FILING(TransitionAction.ACKNOWLEDGE_FILING, EnumSet.of(APPROVED), FILED, Capacity.FILING_APPROVER,
                false),
        REVOKE(TransitionAction.REVOKE, EnumSet.of(APPROVED, FILED), REVOKED, Capacity.APPROVER, true),
        /** A reviewer places the qualifiers of a locked official event on notice as they are opened. */
        PLACE_AFTER_EVENT(null, EnumSet.of(DRAFT), PUBLIC_NOTICE, Capacity.REVIEWER, false),
        /** A reviewer sustains an objection lodged during the notice (through the notice board). */
        SUSTAIN_OBJECTION(null, EnumSet.of(PUBLIC_NOTICE), REJECTED, Capacity.REVIEWER, true),
        /** The calendar, not a person: the notice is over with no objection open. */
        CLOSE_NOTICE(null, EnumSet.of(PUBLIC_NOTICE), PENDING_APPROVAL, null, false);

        private final TransitionAction action;
        private final Set<ApplicationStatus> from;
        private final ApplicationStatus to;
        private final Capacity by;
        private final boolean needsNote;

        Step(TransitionAction action, Set<ApplicationStatus> from, ApplicationStatus to, Capacity by,
                boolean needsNote) {
            this.action = action;
            this.from = from;
            this.to = to;
            this.by = by;
            this.needsNote = needsNote;
        }

        public Optional<TransitionAction> action() {
            return Optional.ofNullable(action);
        }

        public Set<ApplicationStatus> from() {
            return EnumSet.copyOf(from);
        }

        public ApplicationStatus to() {
            return to;
        }

        /** The capacity the step is taken in; empty for the calendar's own step. */
        public Optional<Capacity> by() {
            return Optional.ofNullable(by);
        }

        public boolean needsNote() {
            return needsNote;
        }

        /** The action the audit log records; the history's words are keyed by it. */
        public String auditAction() {
            return switch (this) {
                case PLACE_AFTER_EVENT -> "APPLICATION_POST_EVENT_NOTICE";
                case SUSTAIN_OBJECTION -> "APPLICATION_OBJECTION_SUSTAINED";
                case CLOSE_NOTICE -> "APPLICATION_NOTICE_CLOSED";
                default -> "APPLICATION_" + action.name();
            };
        }
    }

    /** What the table needs to know of an application. */
    public record Situation(ApplicationStatus status, boolean filed, boolean objectionOpen, boolean windowClosed) {
    }

    /** What the table needs to know of the caller: roles, and where their unit stands to the application. */
    public record Caller(Set<Role> roles, boolean coversPlayer, boolean atApprovingUnit, boolean atFilingUnit) {

        public boolean holds(Capacity capacity) {
            return roles.contains(capacity.role()) && switch (capacity) {
                case REGISTRAR, REVIEWER -> coversPlayer;
                case APPROVER -> atApprovingUnit;
                case FILING_APPROVER -> atFilingUnit;
            };
        }
    }

    /** Why the table refuses, with the HTTP status the refusal is answered with. */
    public enum Refusal {
        WRONG_ROLE(403),
        OUT_OF_JURISDICTION(403),
        TITLE_NOT_IN_AUTHORITY(403),
        NOT_FILED(409),
        /** The state is one the action leaves from, but in another capacity than the caller's. */
        WRONG_STAGE(409),
        OBJECTION_OPEN(409),
        NOTICE_RUNNING(409),
        APPLICATION_STATE(409),
        WINDOW_CLOSED(422);

        private final int status;

        Refusal(int status) {
            this.status = status;
        }

        public int status() {
            return status;
        }
    }

    /** The table's answer: the step taken, or why not. */
    public sealed interface Verdict permits Allowed, Refused {
    }

    public record Allowed(Step step) implements Verdict {
    }

    public record Refused(Refusal refusal) implements Verdict {
    }

    private LifeCycle() {
    }

    /** Whether {@code caller} may take {@code action} on an application in {@code situation}, and as which step. */
    public static Verdict check(TransitionAction action, Situation situation, Caller caller) {
        List<Step> rows = rowsOf(action);
        List<Step> open = rows.stream().filter(s -> caller.holds(s.by)).toList();
        if (open.isEmpty()) {
            return new Refused(withoutCapacity(rows, situation, caller));
        }
        Optional<Step> step = open.stream().filter(s -> s.from.contains(situation.status())).findFirst();
        if (step.isEmpty()) {
            return new Refused(wrongState(action, rows, situation));
        }
        if (step.get() == Step.SUBMIT && situation.windowClosed()) {
            return new Refused(Refusal.WINDOW_CLOSED);
        }
        return new Allowed(step.get());
    }

    /**
     * Whether {@code caller} may take {@code step}, one no API action names (post-event notice, a sustained
     * objection) or the calendar's own: its capacity, then its state.
     */
    public static Verdict check(Step step, Situation situation, Caller caller) {
        if (step.by != null && !caller.holds(step.by)) {
            return new Refused(withoutCapacity(List.of(step), situation, caller));
        }
        return step.from.contains(situation.status()) ? new Allowed(step) : new Refused(Refusal.APPLICATION_STATE);
    }

    /** The steps {@code caller} may take now through an action, in the actions' order: what a page offers. */
    public static List<Step> allowed(Situation situation, Caller caller) {
        return Arrays.stream(TransitionAction.values()).map(a -> check(a, situation, caller))
                .filter(Allowed.class::isInstance).map(v -> ((Allowed) v).step()).toList();
    }

    /** Whether {@code action} must say why: its rows agree (a rejection needs a note at either stage). */
    public static boolean needsNote(TransitionAction action) {
        return rowsOf(action).stream().anyMatch(Step::needsNote);
    }

    private static List<Step> rowsOf(TransitionAction action) {
        return Arrays.stream(Step.values()).filter(s -> s.action == action).toList();
    }

    /**
     * The caller holds none of the action's capacities: a missing role first, then an approver of
     * another unit (or of none, where nothing is filed), then a subtree that does not hold the player.
     */
    private static Refusal withoutCapacity(List<Step> rows, Situation situation, Caller caller) {
        List<Capacity> roleHeld = rows.stream().map(s -> s.by).filter(c -> caller.roles().contains(c.role())).toList();
        if (roleHeld.isEmpty()) {
            return Refusal.WRONG_ROLE;
        }
        if (roleHeld.contains(Capacity.FILING_APPROVER) && !situation.filed()) {
            return Refusal.NOT_FILED;
        }
        if (roleHeld.contains(Capacity.APPROVER) || roleHeld.contains(Capacity.FILING_APPROVER)) {
            return Refusal.TITLE_NOT_IN_AUTHORITY;
        }
        return Refusal.OUT_OF_JURISDICTION;
    }

    private static Refusal wrongState(TransitionAction action, List<Step> rows, Situation situation) {
        if (rows.stream().anyMatch(s -> s.from.contains(situation.status()))) {
            return Refusal.WRONG_STAGE;
        }
        if (situation.status() == PUBLIC_NOTICE && action != TransitionAction.START_NOTICE) {
            return situation.objectionOpen() ? Refusal.OBJECTION_OPEN : Refusal.NOTICE_RUNNING;
        }
        return Refusal.APPLICATION_STATE;
    }
}
