package org.dengji.certification.application;

/**
 * Whether an application on notice has an objection that no reviewer has decided yet: an open
 * objection keeps the notice from closing. The notice board, above this package, keeps objections.
 */
public interface OpenObjections {

    boolean anyOpen(long applicationId);
}
