package org.dengji.registry.imports;

/**
 * One thing wrong with an imported file (or, as a warning, worth knowing): the line, the column
 * where it applies (null where it does not), a stable code and a message in English.
 */
public record ImportError(int line, Integer column, String code, String message) {

    public static ImportError at(int line, int column, String code, String message) {
        return new ImportError(line, column, code, message);
    }

    public static ImportError line(int line, String code, String message) {
        return new ImportError(line, null, code, message);
    }
}
