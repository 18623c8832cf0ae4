package org.dengji.certification.application;

/**
 * What staff do to an application, each with the one capacity in which it is done ({@link Capacity}):
 * the authority to act is checked before the state (an outsider learns nothing of the state).
 */
public enum TransitionAction {
    /** A registrar of the player's home subtree sends the draft for review. */
    SUBMIT,
    /** A reviewer whose subtree holds the player finds the evidence sound. */
    RECOMMEND,
    /** A reviewer sends the application back to its draft, with reasons. */
    RETURN,
    /** A reviewer at review, or the approving unit's approver after the notice. */
    REJECT,
    /** A reviewer places a recommended application on public notice (公示). */
    START_NOTICE,
    /** An approver of the approving unit grants the title. */
    APPROVE,
    /** An approver of the approving unit's parent acknowledges the filing (备案). */
    ACKNOWLEDGE_FILING,
    /** An approver of the approving unit withdraws a granted title, with grounds. */
    REVOKE;

    /** Whether the action must say why (a rejection, a return, a revocation). */
    public boolean needsNote() {
        return this == RETURN || this == REJECT || this == REVOKE;
    }
}
