package org.dengji.standards.core;

import java.util.Locale;

/**
 * Something the standard names or explains in both of its languages: the Chinese of its source text, and an
 * English rendering. Pages pick one through {@link #in(Locale)} (the evaluator core knows only the
 * JDK, so the reader's language reaches it as a Locale); nothing translates a term twice.
 */
public interface Bilingual {

    String zh();

    String en();

    /** The Chinese for a Chinese reader, the English for everyone else. */
    default String in(Locale reader) {
        return "zh".equals(reader.getLanguage()) ? zh() : en();
    }
}
