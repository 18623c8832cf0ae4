package org.dengji.standards.core;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The standard linter: overlapping rank ranges between titles, gaps in a category's rank table,
 * and clauses no record can meet. On the national standard as migrated it reports the rules' own
 * overlaps at men's national rank 32 and women's national rank 24.
 *
 * <p>A range that starts at 1 ("前16名", or a single place read as "that place or better") includes
 * the better places by intent, so it overlaps nothing; an overlap is a lower title's explicit band
 * ("第32至60名") reaching into a higher title's range. Only top-level placement clauses form the rank
 * tables: an ALL_OF part is one condition of a combination, not a table row.
 */
public final class Linter {

    private Linter() {
    }

    private record Band(Title title, String ref, int from, int to) {
    }

    public static List<LintFinding> lint(Standard standard) {
        List<LintFinding> findings = new ArrayList<>();
        for (Clause clause : standard.clauses()) {
            unmeetable(standard, clause.title(), clause.criterion())
                    .ifPresent(d -> findings.add(new LintFinding(LintFinding.Code.UNMEETABLE_CLAUSE,
                            null, null, null, null, List.of(clause.reference()), d)));
        }
        for (GenderScope scope : GenderScope.values()) {
            for (EventCategory category : EventCategory.values()) {
                List<Band> bands = bands(standard, scope, category);
                findings.addAll(overlaps(scope, category, bands));
                findings.addAll(gaps(scope, category, bands));
            }
        }
        return findings;
    }

    private static List<Band> bands(Standard standard, GenderScope scope, EventCategory category) {
        List<Band> bands = new ArrayList<>();
        for (Clause c : standard.clauses()) {
            if (c.scope() == scope && c.criterion() instanceof Criterion.Placement p
                    && p.category() == category && p.rankFrom() >= 1 && p.rankTo() >= p.rankFrom()) {
                bands.add(new Band(c.title(), c.reference(), p.rankFrom(), p.rankTo()));
            }
        }
        bands.sort(Comparator.comparingInt(Band::from).thenComparingInt(Band::to));
        return bands;
    }

    private static List<LintFinding> overlaps(GenderScope scope, EventCategory category, List<Band> bands) {
        List<LintFinding> found = new ArrayList<>();
        for (Band higher : bands) {
            for (Band lower : bands) {
                int from = Math.max(higher.from(), lower.from());
                int to = Math.min(higher.to(), lower.to());
                if (higher.title().isHigherThan(lower.title()) && lower.from() > 1 && from <= to) {
                    found.add(new LintFinding(LintFinding.Code.RANK_OVERLAP, scope, category, from, to,
                            List.of(higher.ref(), lower.ref()), null));
                }
            }
        }
        return found;
    }

    private static List<LintFinding> gaps(GenderScope scope, EventCategory category, List<Band> bands) {
        List<LintFinding> found = new ArrayList<>();
        int reach = 0;
        for (Band band : bands) {
            if (band.from() > reach + 1) {
                found.add(new LintFinding(LintFinding.Code.RANK_GAP, scope, category, reach + 1, band.from() - 1,
                        List.of(), null));
            }
            reach = Math.max(reach, band.to());
        }
        return found;
    }

    /** Why no record can meet a criterion, as a stable sub-code, if so. */
    static Optional<String> unmeetable(Standard standard, Title title, Criterion criterion) {
        if (title.track() != standard.track()) {
            return Optional.of("TITLE_OUTSIDE_TRACK");
        }
        if (criterion.times() < 1) {
            return Optional.of("TIMES_BELOW_1");
        }
        if (criterion instanceof Criterion.Placement p) {
            return p.rankFrom() < 1 ? Optional.of("RANK_FROM_BELOW_1")
                    : p.rankTo() < p.rankFrom() ? Optional.of("RANK_RANGE_EMPTY") : Optional.empty();
        }
        if (criterion instanceof Criterion.Norm n) {
            return n.title().track() != standard.track() ? Optional.of("NORM_TITLE_OUTSIDE_TRACK") : Optional.empty();
        }
        if (criterion instanceof Criterion.ScoreRate s) {
            return scoreRateUnmeetable(s);
        }
        if (criterion instanceof Criterion.AllOf all) {
            return all.parts().isEmpty() ? Optional.of("ALL_OF_EMPTY")
                    : all.parts().stream().map(p -> unmeetable(standard, title, p)).flatMap(Optional::stream).findFirst();
        }
        return Optional.empty();
    }

    private static Optional<String> scoreRateUnmeetable(Criterion.ScoreRate s) {
        if (s.levels().isEmpty()) {
            return Optional.of("NO_EVENT_LEVEL");
        }
        if (s.minRate().compareTo(BigDecimal.ONE) > 0) {
            return Optional.of("RATE_ABOVE_1");
        }
        return s.minRounds() < 1 ? Optional.of("ROUNDS_BELOW_1") : Optional.empty();
    }
}
