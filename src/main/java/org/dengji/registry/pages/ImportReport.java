package org.dengji.registry.pages;

import java.util.List;
import org.dengji.common.i18n.Language;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportResponses;

/**
 * What an import form shows after a post: taken (or unchanged) with its warnings, or the errors line
 * by line (the first {@link ImportResponses#LISTED}, with the count of all), in the page's language.
 */
public record ImportReport(boolean taken, boolean unchanged, Long eventId, List<ImportResponses.Entry> errors,
        int errorCount, List<ImportResponses.Entry> warnings, int warningCount) {

    public static ImportReport of(ImportOutcome outcome, Language language) {
        List<ImportResponses.Entry> warnings = ImportResponses.Entry.of(outcome.warnings(), language);
        if (outcome instanceof ImportOutcome.Imported i) {
            return new ImportReport(true, i.unchanged(), i.eventId(), List.of(), 0, warnings, i.warnings().size());
        }
        ImportOutcome.Rejected r = (ImportOutcome.Rejected) outcome;
        return new ImportReport(false, false, null, ImportResponses.Entry.of(r.errors(), language), r.errors().size(),
                warnings, r.warnings().size());
    }

    /**
     * The report of a file refused in the background, from what its job kept: the first errors and
     * warnings, and the counts of all.
     */
    public static ImportReport refused(List<ImportError> errors, int errorCount, List<ImportError> warnings,
            int warningCount, Language language) {
        return new ImportReport(false, false, null, ImportResponses.Entry.of(errors, language), errorCount,
                ImportResponses.Entry.of(warnings, language), warningCount);
    }

    /** Errors found but not listed. */
    public int unlistedErrors() {
        return errorCount - errors.size();
    }
}
