package org.dengji.standards.version;

/** The kinds of the {@code standard_clause.kind} column (migration V10), for requests. */
public enum ClauseKind {
    PLACEMENT, NORM, FOREIGN_TITLE, ALL_OF, SCORE_RATE
}
