package org.dengji.registry.importjob;

import java.util.List;

/** Where a background import is: waiting, one of its three steps, or how it ended. */
public enum ImportJobState {
    /** Every runner of its instance is busy; it starts when one is free. */
    WAITING,
    /** The file's lines are being read. */
    READING,
    /** What was read is checked against the request and the registry. */
    CHECKING,
    /** The event is written, in the import's one transaction. */
    SAVING,
    /** The file was taken, or found to be taken before: a draft event. */
    IMPORTED,
    /** The file has errors, each kept with its line; nothing was written. */
    REFUSED,
    /** The import stopped without an answer ({@link ImportJobFailure}); nothing was written. */
    FAILED;

    static final List<ImportJobState> RUNNING = List.of(WAITING, READING, CHECKING, SAVING);

    public boolean isRunning() {
        return RUNNING.contains(this);
    }
}
