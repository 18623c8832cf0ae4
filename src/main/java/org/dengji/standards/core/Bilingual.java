package org.dengji.standards.core;

/**
 * Something the standard names or explains in both of its languages: the Chinese of its source text, and an
 * English rendering. Pages pick one through {@link #in(boolean)}; nothing translates a term twice.
 */
public interface Bilingual {

    String zh();

    String en();

    default String in(boolean chinese) {
        return chinese ? zh() : en();
    }
}
