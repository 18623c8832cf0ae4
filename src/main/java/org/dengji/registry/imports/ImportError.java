package org.dengji.registry.imports;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.dengji.common.i18n.Language;

/**
 * One thing wrong with an imported file (or, as a warning, worth knowing): the line, the column
 * where it applies (null where it does not), a stable code and the values its message is made of.
 * The message itself is written in the reader's language ({@link ImportTexts}), so the same error
 * reads in Chinese on a Chinese page and in English for an English client.
 */
public record ImportError(int line, Integer column, ImportCode code, List<String> args) {

    public ImportError {
        Objects.requireNonNull(code, "code");
        args = List.copyOf(args);
    }

    public static ImportError at(int line, int column, ImportCode code, Object... args) {
        return new ImportError(line, column, code, texts(args));
    }

    public static ImportError line(int line, ImportCode code, Object... args) {
        return new ImportError(line, null, code, texts(args));
    }

    /** The message in {@code language}. */
    public String message(Language language) {
        return ImportTexts.message(code, args, language);
    }

    private static List<String> texts(Object... args) {
        return Arrays.stream(args).map(String::valueOf).toList();
    }
}
