package org.dengji.certification.application;

import static org.dengji.certification.application.TransitionAction.ACKNOWLEDGE_FILING;
import static org.dengji.certification.application.TransitionAction.APPROVE;
import static org.dengji.certification.application.TransitionAction.RECOMMEND;
import static org.dengji.certification.application.TransitionAction.REJECT;
import static org.dengji.certification.application.TransitionAction.RETURN;
import static org.dengji.certification.application.TransitionAction.REVOKE;
import static org.dengji.certification.application.TransitionAction.START_NOTICE;
import static org.dengji.certification.application.TransitionAction.SUBMIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.dengji.certification.application.LifeCycle.Allowed;
import org.dengji.certification.application.LifeCycle.Caller;
import org.dengji.certification.application.LifeCycle.Refusal;
import org.dengji.certification.application.LifeCycle.Refused;
import org.dengji.certification.application.LifeCycle.Situation;
import org.dengji.certification.application.LifeCycle.Step;
import org.dengji.common.Role;
import org.junit.jupiter.api.Test;

/**
 * The life cycle's table walked whole: every action from every state for every kind of caller, against
 * the expectations written out below (who may do what, when), and the refusals: the authority before
 * the state, so a caller without it learns nothing of where the application is.
 */
class LifeCycleTest {

    /** The kinds of caller an application meets, by role and by where their unit stands to it. */
    enum Kind {
        REGISTRAR_OF_PLAYER(new Caller(Set.of(Role.REGISTRAR), true, false, false)),
        REGISTRAR_ELSEWHERE(new Caller(Set.of(Role.REGISTRAR), false, false, false)),
        REVIEWER_OF_PLAYER(new Caller(Set.of(Role.REVIEWER), true, false, false)),
        REVIEWER_ELSEWHERE(new Caller(Set.of(Role.REVIEWER), false, false, false)),
        APPROVER_OF_APPROVING_UNIT(new Caller(Set.of(Role.APPROVER), true, true, false)),
        APPROVER_OF_FILING_UNIT(new Caller(Set.of(Role.APPROVER), true, false, true)),
        APPROVER_ELSEWHERE(new Caller(Set.of(Role.APPROVER), false, false, false)),
        ADMINISTRATOR(new Caller(Set.of(Role.ADMIN), true, true, true));

        final Caller caller;

        Kind(Caller caller) {
            this.caller = caller;
        }
    }

    /** Who may take which actions in which state (a filed title, no objection, within the window). */
    private static final Map<Kind, Map<ApplicationStatus, List<TransitionAction>>> MAY = new EnumMap<>(Map.of(
            Kind.REGISTRAR_OF_PLAYER, Map.of(ApplicationStatus.DRAFT, List.of(SUBMIT)),
            Kind.REVIEWER_OF_PLAYER, Map.of(
                    ApplicationStatus.SUBMITTED, List.of(RECOMMEND, RETURN, REJECT),
                    ApplicationStatus.RECOMMENDED, List.of(RETURN, REJECT, START_NOTICE)),
            Kind.APPROVER_OF_APPROVING_UNIT, Map.of(
                    ApplicationStatus.PENDING_APPROVAL, List.of(REJECT, APPROVE),
                    ApplicationStatus.APPROVED, List.of(REVOKE),
                    ApplicationStatus.FILED, List.of(REVOKE)),
            Kind.APPROVER_OF_FILING_UNIT, Map.of(ApplicationStatus.APPROVED, List.of(ACKNOWLEDGE_FILING))));

    private static Situation in(ApplicationStatus status) {
        return new Situation(status, true, false, false);
    }

    @Test
    void shouldAllowExactlyWhatTheExpectationsSayForEveryCallerInEveryState() {
        for (Kind kind : Kind.values()) {
            for (ApplicationStatus status : ApplicationStatus.values()) {
                List<TransitionAction> expected = MAY.getOrDefault(kind, Map.of()).getOrDefault(status, List.of());
                List<TransitionAction> allowed = LifeCycle.allowed(in(status), kind.caller).stream()
                        .map(s -> s.action().orElseThrow()).toList();
                assertEquals(expected, allowed, kind + " in " + status);
                for (TransitionAction action : TransitionAction.values()) {
                    LifeCycle.Verdict verdict = LifeCycle.check(action, in(status), kind.caller);
                    assertEquals(expected.contains(action), verdict instanceof Allowed, kind + " " + action + " " + status);
                }
            }
        }
    }

    @Test
    void shouldLeadEachAllowedStepFromItsStateToTheOneItsRowNames() {
        Map<TransitionAction, ApplicationStatus> to = Map.of(SUBMIT, ApplicationStatus.SUBMITTED, RECOMMEND,
                ApplicationStatus.RECOMMENDED, RETURN, ApplicationStatus.DRAFT, REJECT, ApplicationStatus.REJECTED,
                START_NOTICE, ApplicationStatus.PUBLIC_NOTICE, APPROVE, ApplicationStatus.APPROVED,
                ACKNOWLEDGE_FILING, ApplicationStatus.FILED, REVOKE, ApplicationStatus.REVOKED);
        for (Kind kind : Kind.values()) {
            for (ApplicationStatus status : ApplicationStatus.values()) {
                for (Step step : LifeCycle.allowed(in(status), kind.caller)) {
                    assertTrue(step.from().contains(status), step + " from " + status);
                    assertEquals(to.get(step.action().orElseThrow()), step.to(), step.name());
                }
            }
        }
    }

    @Test
    void shouldRefuseACallerWithoutTheAuthorityTheSameWayInEveryState() {
        Map<Kind, Map<TransitionAction, Refusal>> outsiders = Map.of(
                Kind.ADMINISTRATOR, Map.of(SUBMIT, Refusal.WRONG_ROLE, APPROVE, Refusal.WRONG_ROLE, REJECT,
                        Refusal.WRONG_ROLE, ACKNOWLEDGE_FILING, Refusal.WRONG_ROLE),
                Kind.REGISTRAR_ELSEWHERE, Map.of(SUBMIT, Refusal.OUT_OF_JURISDICTION, RECOMMEND, Refusal.WRONG_ROLE),
                Kind.REVIEWER_ELSEWHERE, Map.of(RECOMMEND, Refusal.OUT_OF_JURISDICTION, REJECT,
                        Refusal.OUT_OF_JURISDICTION, APPROVE, Refusal.WRONG_ROLE),
                Kind.APPROVER_ELSEWHERE, Map.of(APPROVE, Refusal.TITLE_NOT_IN_AUTHORITY, REJECT,
                        Refusal.TITLE_NOT_IN_AUTHORITY, REVOKE, Refusal.TITLE_NOT_IN_AUTHORITY, ACKNOWLEDGE_FILING,
                        Refusal.TITLE_NOT_IN_AUTHORITY, SUBMIT, Refusal.WRONG_ROLE));
        outsiders.forEach((kind, refusals) -> refusals.forEach((action, refusal) -> {
            Set<Refusal> seen = EnumSet.allOf(ApplicationStatus.class).stream()
                    .map(s -> ((Refused) LifeCycle.check(action, in(s), kind.caller)).refusal())
                    .collect(Collectors.toSet());
            assertEquals(Set.of(refusal), seen, kind + " " + action);
        }));
    }

    @Test
    void shouldSayNotFiledToAnApproverAcknowledgingATitleFiledNowhere() {
        Situation unfiled = new Situation(ApplicationStatus.APPROVED, false, false, false);
        assertEquals(new Refused(Refusal.NOT_FILED), LifeCycle.check(ACKNOWLEDGE_FILING, unfiled,
                Kind.APPROVER_ELSEWHERE.caller));
        assertEquals(List.of(REVOKE), LifeCycle.allowed(unfiled, Kind.APPROVER_OF_APPROVING_UNIT.caller).stream()
                .map(s -> s.action().orElseThrow()).toList());
    }

    @Test
    void shouldTellWhichStageARejectionBelongsTo() {
        assertEquals(new Refused(Refusal.WRONG_STAGE), LifeCycle.check(REJECT, in(ApplicationStatus.PENDING_APPROVAL),
                Kind.REVIEWER_OF_PLAYER.caller));
        assertEquals(new Refused(Refusal.WRONG_STAGE), LifeCycle.check(REJECT, in(ApplicationStatus.SUBMITTED),
                Kind.APPROVER_OF_APPROVING_UNIT.caller));
        assertEquals(new Allowed(Step.REJECT_AT_REVIEW), LifeCycle.check(REJECT, in(ApplicationStatus.RECOMMENDED),
                Kind.REVIEWER_OF_PLAYER.caller));
        assertEquals(new Allowed(Step.REJECT_AFTER_NOTICE), LifeCycle.check(REJECT,
                in(ApplicationStatus.PENDING_APPROVAL), Kind.APPROVER_OF_APPROVING_UNIT.caller));
    }

    @Test
    void shouldSayWhyNothingMovesDuringTheNotice() {
        Situation running = in(ApplicationStatus.PUBLIC_NOTICE);
        Situation opposed = new Situation(ApplicationStatus.PUBLIC_NOTICE, true, true, false);
        Caller approver = Kind.APPROVER_OF_APPROVING_UNIT.caller;
        assertEquals(new Refused(Refusal.NOTICE_RUNNING), LifeCycle.check(APPROVE, running, approver));
        assertEquals(new Refused(Refusal.OBJECTION_OPEN), LifeCycle.check(APPROVE, opposed, approver));
        assertEquals(new Refused(Refusal.APPLICATION_STATE), LifeCycle.check(START_NOTICE, running,
                Kind.REVIEWER_OF_PLAYER.caller));
        assertEquals(new Refused(Refusal.APPLICATION_STATE), LifeCycle.check(APPROVE, in(ApplicationStatus.DRAFT),
                approver));
    }

    @Test
    void shouldRefuseASubmissionOnlyFromTheDraftOnceTheWindowHasClosed() {
        Caller registrar = Kind.REGISTRAR_OF_PLAYER.caller;
        assertEquals(new Refused(Refusal.WINDOW_CLOSED), LifeCycle.check(SUBMIT,
                new Situation(ApplicationStatus.DRAFT, true, false, true), registrar));
        assertEquals(new Allowed(Step.SUBMIT), LifeCycle.check(SUBMIT,
                new Situation(ApplicationStatus.DRAFT, true, false, false), registrar));
        assertEquals(new Refused(Refusal.APPLICATION_STATE), LifeCycle.check(SUBMIT,
                new Situation(ApplicationStatus.SUBMITTED, true, false, true), registrar));
        assertTrue(LifeCycle.allowed(new Situation(ApplicationStatus.DRAFT, true, false, true), registrar).isEmpty());
    }

    @Test
    void shouldTakeTheStepsNoActionNamesOnlyFromTheirStateAndInTheirCapacity() {
        Caller reviewer = Kind.REVIEWER_OF_PLAYER.caller;
        assertEquals(new Allowed(Step.PLACE_AFTER_EVENT), LifeCycle.check(Step.PLACE_AFTER_EVENT,
                in(ApplicationStatus.DRAFT), reviewer));
        assertEquals(new Refused(Refusal.WRONG_ROLE), LifeCycle.check(Step.PLACE_AFTER_EVENT,
                in(ApplicationStatus.DRAFT), Kind.REGISTRAR_OF_PLAYER.caller));
        assertEquals(new Refused(Refusal.OUT_OF_JURISDICTION), LifeCycle.check(Step.SUSTAIN_OBJECTION,
                in(ApplicationStatus.PUBLIC_NOTICE), Kind.REVIEWER_ELSEWHERE.caller));
        assertEquals(new Refused(Refusal.APPLICATION_STATE), LifeCycle.check(Step.SUSTAIN_OBJECTION,
                in(ApplicationStatus.PENDING_APPROVAL), reviewer));
        assertInstanceOf(Allowed.class, LifeCycle.check(Step.CLOSE_NOTICE, in(ApplicationStatus.PUBLIC_NOTICE),
                Kind.ADMINISTRATOR.caller));
        assertEquals(new Refused(Refusal.APPLICATION_STATE), LifeCycle.check(Step.CLOSE_NOTICE,
                in(ApplicationStatus.APPROVED), reviewer));
    }

    @Test
    void shouldNeedANoteExactlyForTheStepsThatEndOrUndoSomething() {
        Set<Step> withNote = EnumSet.allOf(Step.class).stream().filter(Step::needsNote)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Step.class)));
        assertEquals(EnumSet.of(Step.RETURN, Step.REJECT_AT_REVIEW, Step.REJECT_AFTER_NOTICE, Step.REVOKE,
                Step.SUSTAIN_OBJECTION), withNote);
        assertEquals(List.of(RETURN, REJECT, REVOKE), Arrays.stream(TransitionAction.values())
                .filter(LifeCycle::needsNote).toList());
    }
}
