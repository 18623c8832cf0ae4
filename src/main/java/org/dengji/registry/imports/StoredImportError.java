package org.dengji.registry.imports;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * How an import's error or warning is kept in a table (the event's warnings, a background import's
 * entries): its code by name and the values its message is made of in one column, so that it is said
 * again in whichever language the page is read.
 */
public final class StoredImportError {

    /** Between the values: no value of a file holds it. */
    private static final String SEPARATOR = "\u001f";
    private static final int MAX_ARGS = 4000;

    private StoredImportError() {
    }

    /** The values of {@code e} in one column, cut at the column's width. */
    public static String args(ImportError e) {
        String args = String.join(SEPARATOR, e.args());
        return args.length() <= MAX_ARGS ? args : args.substring(0, MAX_ARGS);
    }

    /** The entry as it was reported; empty for a code this version no longer knows. */
    public static Optional<ImportError> read(int line, Integer column, String code, String args) {
        ImportCode known;
        try {
            known = ImportCode.valueOf(code);
        } catch (IllegalArgumentException retired) {
            return Optional.empty();
        }
        List<String> values = args.isEmpty() ? List.of() : Arrays.asList(args.split(SEPARATOR, -1));
        return Optional.of(new ImportError(line, column, known, values));
    }
}
