package org.dengji.standards.version;

import org.dengji.standards.core.Criterion;

/** The kinds of the {@code standard_clause.kind} column (migration V10): which criterion a row holds. */
public enum ClauseKind {
    PLACEMENT, NORM, FOREIGN_TITLE, ALL_OF, SCORE_RATE;

    /** The kind of row that stores {@code criterion}. */
    static ClauseKind of(Criterion criterion) {
        if (criterion instanceof Criterion.Placement) {
            return PLACEMENT;
        } else if (criterion instanceof Criterion.Norm) {
            return NORM;
        } else if (criterion instanceof Criterion.ForeignTitle) {
            return FOREIGN_TITLE;
        } else if (criterion instanceof Criterion.ScoreRate) {
            return SCORE_RATE;
        }
        return ALL_OF;
    }
}
