package org.dengji.ratings.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The two conversion tables of FIDE Rating Regulations 8.1, as data.
 *
 * @param differenceUpperBounds table 8.1.2: row {@code i} covers rating differences up to and including
 *        {@code differenceUpperBounds.get(i)} and gives the higher rated player the scoring probability
 *        .50 + i/100 (the lower rated one the rest); a difference above the last bound gives 1.0 and .00
 * @param dpByPercent table 8.1.1: the rating difference dp for a fractional score p, indexed by p in
 *        hundredths (0 to 100)
 */
public record ScoreTables(List<Integer> differenceUpperBounds, List<Integer> dpByPercent) {

    private static final int HALF = 50;
    private static final int WHOLE = 100;

    public ScoreTables {
        differenceUpperBounds = List.copyOf(differenceUpperBounds);
        dpByPercent = List.copyOf(dpByPercent);
    }

    /**
     * The scoring probability PD, in hundredths, of a player whose rating exceeds the opponent's by
     * {@code difference} (negative when the opponent is the higher rated): column H of table 8.1.2 for the
     * higher rated player, column L, its complement, for the lower.
     */
    public int expectedHundredths(int difference) {
        int higher = higherPlayersExpectation(Math.abs(difference));
        return difference >= 0 ? higher : WHOLE - higher;
    }

    /** dp of table 8.1.1 for a fractional score already rounded to hundredths. */
    public int dp(int percent) {
        if (percent < 0 || percent > WHOLE) {
            throw new IllegalArgumentException("a fractional score lies between 0 and 100 hundredths, was " + percent);
        }
        return dpByPercent.get(percent);
    }

    /** What is wrong with the tables, one sentence each; empty when they can be used. */
    public List<RuleProblem> problems() {
        List<RuleProblem> problems = new ArrayList<>();
        if (differenceUpperBounds.isEmpty() || differenceUpperBounds.size() > HALF) {
            problems.add(new RuleProblem("differenceUpperBounds",
                    "table 8.1.2 has 1 to 50 rows (PD .50 to .99), found " + differenceUpperBounds.size()));
        }
        for (int i = 0; i < differenceUpperBounds.size(); i++) {
            int bound = differenceUpperBounds.get(i);
            int previous = i == 0 ? -1 : differenceUpperBounds.get(i - 1);
            if (bound <= previous) {
                problems.add(new RuleProblem("differenceUpperBounds",
                        "table 8.1.2 row " + (i + 1) + " ends at " + bound + ", not above the row before it"));
            }
        }
        if (dpByPercent.size() != WHOLE + 1) {
            problems.add(new RuleProblem("dpByPercent",
                    "table 8.1.1 has one dp for each p from .00 to 1.0 (101), found " + dpByPercent.size()));
        } else {
            for (int p = 1; p <= WHOLE; p++) {
                if (dpByPercent.get(p) < dpByPercent.get(p - 1)) {
                    problems.add(new RuleProblem("dpByPercent",
                            "table 8.1.1 dp falls from p ." + (p - 1) + " to p ." + p));
                }
            }
        }
        return problems;
    }

    private int higherPlayersExpectation(int difference) {
        for (int row = 0; row < differenceUpperBounds.size(); row++) {
            if (difference <= differenceUpperBounds.get(row)) {
                return HALF + row;
            }
        }
        return WHOLE;
    }
}
