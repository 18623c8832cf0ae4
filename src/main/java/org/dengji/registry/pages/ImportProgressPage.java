package org.dengji.registry.pages;

import java.util.List;
import org.dengji.registry.importjob.ImportJobFailure;
import org.dengji.registry.importjob.ImportJobState;
import org.dengji.registry.importjob.ImportJobView;

/**
 * What the page of a background import shows: while it runs, the step it is at among reading, checking
 * and saving; after, how it ended, for a reader it does not send on (an administrator, or anyone after
 * a failure).
 *
 * @param report the errors of a refused file; null otherwise
 */
public record ImportProgressPage(ImportJobView job, ImportReport report) {

    private static final List<ImportJobState> STEPS = List.of(ImportJobState.READING, ImportJobState.CHECKING,
            ImportJobState.SAVING);

    /** {@code done}, {@code current} or {@code todo}: where the running import is against the step named. */
    public String step(String name) {
        int at = STEPS.indexOf(job.state());
        int of = STEPS.indexOf(ImportJobState.valueOf(name));
        return of < at ? "done" : of == at ? "current" : "todo";
    }

    /** Whether the bar can say how far: while the lines are read, their count of the file's. */
    public boolean measured() {
        return job.state() == ImportJobState.READING && job.linesTotal() > 0;
    }

    public boolean isAbandoned() {
        return job.failure() == ImportJobFailure.ABANDONED;
    }
}
