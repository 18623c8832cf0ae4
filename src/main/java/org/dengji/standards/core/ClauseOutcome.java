package org.dengji.standards.core;

import java.util.List;

/**
 * One clause against one record.
 *
 * @param evidence indexes of the results that count toward the clause, one per distinct event,
 *     whether or not the clause is met yet
 */
public record ClauseOutcome(Clause clause, boolean met, List<Integer> evidence, Progress progress) {
    public ClauseOutcome {
        evidence = List.copyOf(evidence);
    }
}
