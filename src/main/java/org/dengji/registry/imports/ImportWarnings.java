package org.dengji.registry.imports;

import java.util.ArrayList;
import java.util.List;
import org.dengji.registry.event.ImportWarning;

/**
 * The warnings of an event's standings file, kept with the event (the first {@link ImportResponses#LISTED})
 * and read back as they were reported, so that the draft page lists them in the reader's language.
 */
public final class ImportWarnings {

    private ImportWarnings() {
    }

    /** Keeps the warnings of the file that created the event; within its transaction. */
    static void keep(long eventId, List<ImportError> warnings) {
        int seq = 0;
        for (ImportError w : warnings.stream().limit(ImportResponses.LISTED).toList()) {
            ImportWarning row = new ImportWarning();
            row.eventId = eventId;
            row.seq = seq++;
            row.line = w.line();
            row.column = w.column();
            row.code = w.code().name();
            row.args = StoredImportError.args(w);
            row.persist();
        }
    }

    /** The warnings kept for the event, in the file's order; a code this version no longer knows is left out. */
    public static List<ImportError> of(long eventId) {
        List<ImportError> warnings = new ArrayList<>();
        for (ImportWarning row : ImportWarning.<ImportWarning>list("eventId = ?1 order by seq", eventId)) {
            StoredImportError.read(row.line, row.column, row.code, row.args).ifPresent(warnings::add);
        }
        return warnings;
    }
}
