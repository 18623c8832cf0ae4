package org.dengji.standards.core;

import java.util.List;
import java.util.Optional;

/** One title against one record: met when any clause is met (第二条(一)). */
public record TitleOutcome(Title title, boolean met, List<ClauseOutcome> clauses) {
    public TitleOutcome {
        clauses = List.copyOf(clauses);
    }

    /** The first clause met, in seed order (women's clauses before men's for a woman). */
    public Optional<ClauseOutcome> firstMet() {
        return clauses.stream().filter(ClauseOutcome::met).findFirst();
    }
}
