package org.dengji.registry.pages;

import java.util.List;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.ImportOutcome;

/** What an import form shows after a post: taken (or unchanged), or every error line by line. */
public record ImportReport(boolean taken, boolean unchanged, Long eventId, List<ImportError> errors,
        List<ImportError> warnings) {

    public static ImportReport of(ImportOutcome outcome) {
        if (outcome instanceof ImportOutcome.Imported i) {
            return new ImportReport(true, i.unchanged(), i.eventId(), List.of(), i.warnings());
        }
        ImportOutcome.Rejected r = (ImportOutcome.Rejected) outcome;
        return new ImportReport(false, false, null, r.errors(), r.warnings());
    }
}
