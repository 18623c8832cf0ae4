package org.dengji.standards.core;

import java.util.Objects;

/**
 * One clause of a standard: a title, whom it applies to, its reference in 《国际象棋升级规则》
 * ("第一条 男子 特级大师 (2)"), what it asks, its text there in zh-CN with an English rendering,
 * and the note on how the clause is read where there is one (null otherwise).
 *
 * @param key stable within a standard (M-GM-2, W-GM-2); survives copying to a draft
 */
public record Clause(
        String key,
        Title title,
        GenderScope scope,
        String reference,
        Criterion criterion,
        String textZh,
        String textEn,
        String interpretationZh,
        String interpretationEn) {

    public Clause {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(criterion, "criterion");
    }
}
