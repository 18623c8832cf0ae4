package org.dengji.certification.application;

import java.util.List;
import org.dengji.common.Failure;

/**
 * A refusal of {@link LifeCycle}'s table as the API answers it: its code, its status and a sentence that
 * says what the caller could not do and who can. Nothing here names more than the caller may read: the
 * application has already been found readable.
 */
final class RefusalWords {

    private RefusalWords() {
    }

    /** {@code action} is null for a step no API action names. */
    static Failure failure(LifeCycle.Refusal refusal, TitleApplication a, TransitionAction action) {
        return switch (refusal) {
            case WRONG_ROLE -> Failure.refused("WRONG_ROLE", whoTakes(a, action));
            case OUT_OF_JURISDICTION -> Failure.refused("OUT_OF_JURISDICTION",
                    "This is outside the jurisdiction of your unit.");
            case TITLE_NOT_IN_AUTHORITY -> Failure.refused("TITLE_NOT_IN_AUTHORITY", notYourUnit(a, action));
            case NOT_FILED -> Failure.conflict("NOT_FILED", "Application %d is not filed with any unit: %s (%s)"
                    .formatted(a.id, a.approvingUnit.nameEn, a.approvingUnit.unitCode) + " approves %s without filing (%s)."
                            .formatted(a.title.en(), a.authorityReference));
            case WRONG_STAGE -> Failure.conflict("WRONG_STAGE", a.status == ApplicationStatus.PENDING_APPROVAL
                    ? "Application %d is past review: only %s (%s) rejects it now.".formatted(a.id,
                            a.approvingUnit.nameEn, a.approvingUnit.unitCode)
                    : "Application %d is at review: a reviewer rejects it, not the approving unit.".formatted(a.id));
            case OBJECTION_OPEN -> Failure.conflict("OBJECTION_OPEN", "Application %d has an open objection: a"
                    .formatted(a.id) + " reviewer must sustain or dismiss it first.");
            case NOTICE_RUNNING -> Failure.conflict("NOTICE_RUNNING", "Application %d is on public notice until %s"
                    .formatted(a.id, a.noticeClosesOn.minusDays(1)) + " (over on %s).".formatted(a.noticeClosesOn));
            case APPLICATION_STATE -> Failure.conflict("APPLICATION_STATE", "Application %d is %s: it cannot be %s now."
                    .formatted(a.id, a.status.en(), past(action)));
            case WINDOW_CLOSED -> Failure.unprocessable("WINDOW_CLOSED", "The results cited by application %d"
                    .formatted(a.id) + " supported an application until %s.".formatted(a.lastDayToApply), List.of());
        };
    }

    private static String whoTakes(TitleApplication a, TransitionAction action) {
        if (action == null) {
            return "This is done by a reviewer.";
        }
        return switch (action) {
            case SUBMIT -> "An application is submitted by a registrar.";
            case RECOMMEND, RETURN, START_NOTICE -> "An application is reviewed by a reviewer.";
            case REJECT -> "An application is rejected by a reviewer at review, or by the approving unit after the"
                    + " notice.";
            case APPROVE, REVOKE -> "Only an approver of %s (%s) may do this.".formatted(a.approvingUnit.nameEn,
                    a.approvingUnit.unitCode);
            case ACKNOWLEDGE_FILING -> "A filing is acknowledged by an approver of the unit above the approving unit.";
        };
    }

    private static String notYourUnit(TitleApplication a, TransitionAction action) {
        boolean filing = action == TransitionAction.ACKNOWLEDGE_FILING;
        var unit = filing ? a.filingUnit : a.approvingUnit;
        return "Your unit is not the one that %s %s for a player of %s (%s): %s (%s) is (%s).".formatted(
                filing ? "acknowledges the filing of" : "approves", a.title.en(), a.player.homeUnit.nameEn,
                a.player.homeUnit.unitCode, unit.nameEn, unit.unitCode, a.authorityReference);
    }

    private static String past(TransitionAction action) {
        if (action == null) {
            return "moved so";
        }
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
