package org.dengji.standards.core;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** One title against one record: met when any clause is met (第二条(一)). */
public record TitleOutcome(Title title, boolean met, List<ClauseOutcome> clauses) {
    public TitleOutcome {
        clauses = List.copyOf(clauses);
    }

    /** The first clause met, in the standard's own order (women's clauses before men's for a woman). */
    public Optional<ClauseOutcome> firstMet() {
        return clauses.stream().filter(ClauseOutcome::met).findFirst();
    }

    /**
     * The last day to apply for the title: the latest last day of its met clauses, since any one of
     * them qualifies. Empty when it is not met, or a met clause never runs out (an event without an
     * end date, or a FIDE title alone).
     */
    public Optional<LocalDate> lastDayToApply() {
        List<ClauseOutcome> met = clauses.stream().filter(ClauseOutcome::met).toList();
        if (met.isEmpty() || met.stream().anyMatch(c -> c.lastDayToApply().isEmpty())) {
            return Optional.empty();
        }
        return met.stream().map(c -> c.lastDayToApply().orElseThrow()).max(Comparator.naturalOrder());
    }
}
