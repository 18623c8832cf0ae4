package org.dengji.standards.core;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One clause against one record.
 *
 * @param evidence indexes of the results that count toward the clause, one per distinct event,
 *     whether or not the clause is met yet; a clause whose events all ended before the application
 *     window still shows them, with {@code progress.expired()}
 * @param lastDayToApply for a clause with enough events (met, or expired), the last day an
 *     application may cite it: the window counted from the latest of its events; empty while the
 *     clause still needs events, or when an event has no end date (it never runs out)
 */
public record ClauseOutcome(Clause clause, boolean met, List<Integer> evidence, Progress progress,
        Optional<LocalDate> lastDayToApply) {
    public ClauseOutcome {
        evidence = List.copyOf(evidence);
        Objects.requireNonNull(lastDayToApply, "lastDayToApply");
    }
}
