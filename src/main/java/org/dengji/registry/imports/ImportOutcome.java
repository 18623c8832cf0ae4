package org.dengji.registry.imports;

import java.util.List;

/** What an import did: created (or found unchanged) an event or its games, or refused the file and wrote nothing. */
public sealed interface ImportOutcome {

    List<ImportError> warnings();

    /**
     * The file was taken (or had been taken before: {@code unchanged}).
     *
     * @param items players for standings, games for a PGN file
     */
    record Imported(long eventId, String name, int items, int rounds, boolean unchanged, int faulty,
            List<ImportError> warnings) implements ImportOutcome {
        public Imported {
            warnings = List.copyOf(warnings);
        }
    }

    /** The file has errors, every one listed; nothing was written. */
    record Rejected(List<ImportError> errors, List<ImportError> warnings) implements ImportOutcome {
        public Rejected {
            errors = List.copyOf(errors);
            warnings = List.copyOf(warnings);
        }
    }
}
