package org.dengji.ratings.core;

/** What a rating period does to a player's place on the next list. */
public enum PeriodOutcome {
    /** A rated player's rating, changed by the period's games (8.3). */
    RATED,
    /** A rated player's rating dropped below the floor: shown as unrated on the next list (7.2.1). */
    DROPPED_BELOW_FLOOR,
    /** An unrated player's first rating, published (7.1.4, 8.2). */
    INITIAL_RATING,
    /** An unrated player with fewer games against rated opponents than an initial rating needs (7.1.4). */
    STILL_UNRATED,
    /** An unrated player whose initial rating would be below the floor: not published (7.1.4). */
    INITIAL_BELOW_FLOOR
}
