package org.dengji.certification.application;

/**
 * What staff choose to do to an application, as the API names it. From which states, in which capacity
 * and with or without a note is {@link LifeCycle}'s table.
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
    REVOKE
}
