package org.dengji.registry.importjob;

import java.util.List;
import org.dengji.registry.imports.ImportError;

/**
 * A background import as its page shows it, read in one transaction.
 *
 * @param eventId the draft an {@link ImportJobState#IMPORTED} job created or found unchanged
 * @param eventName its name, for a reader who is not sent on to it
 * @param errors the first errors of a {@link ImportJobState#REFUSED} file, {@code errorCount} in all
 * @param warnings the first warnings of a refused file, {@code warningCount} in all
 * @param startedByViewer whether the reader is the registrar who uploaded the file
 */
public record ImportJobView(long id, ImportJobState state, ImportJobFailure failure, String fileName, int linesRead,
        int linesTotal, Long eventId, String eventName, boolean unchanged, List<ImportError> errors, int errorCount,
        List<ImportError> warnings, int warningCount, boolean startedByViewer) {

    public ImportJobView {
        errors = List.copyOf(errors);
        warnings = List.copyOf(warnings);
    }

    public boolean isRunning() {
        return state.isRunning();
    }
}
