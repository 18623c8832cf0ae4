package org.dengji.registry.importjob;

/** Why a background import stopped without an answer; either way nothing of the file was written. */
public enum ImportJobFailure {
    /** Its instance stopped (a restart, a crash), or its progress went unwritten for too long. */
    ABANDONED,
    /** It failed on something other than the file's contents: a database fault, a bug. */
    FAULT
}
