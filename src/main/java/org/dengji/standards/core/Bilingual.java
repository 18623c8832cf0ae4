package org.dengji.standards.core;

import org.dengji.common.i18n.Language;

/**
 * Something the standard names or explains in both of its languages: the seed's Chinese, and an
 * English rendering. Pages pick one through {@link #in(Language)}; nothing translates a term twice.
 */
public interface Bilingual {

    String zh();

    String en();

    default String in(Language language) {
        return language.pick(zh(), en());
    }

    default String in(boolean chinese) {
        return chinese ? zh() : en();
    }
}
