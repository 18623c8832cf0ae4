package org.dengji.standards.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Says why a screened-in result is evidence for no clause. It looks at the leaf criteria (ALL_OF
 * parts included) whose scope reads the result's section, and names the most specific failure:
 * a category read by placement clauses fails on its place; a norm event on its score, games or
 * rate; an amateur event on its level, points, the event's rounds or the rate; anything else is not
 * in the standard.
 */
final class SetAsideExplainer {

    private record Leaf(GenderScope scope, Criterion criterion) {
    }

    private final Parameters parameters;
    private final List<Leaf> leaves = new ArrayList<>();

    SetAsideExplainer(Standard standard, List<Clause> applicable) {
        this.parameters = standard.parameters();
        applicable.forEach(c -> addLeaves(c.scope(), c.criterion()));
    }

    private void addLeaves(GenderScope scope, Criterion criterion) {
        if (criterion instanceof Criterion.AllOf all) {
            all.parts().forEach(p -> addLeaves(scope, p));
        } else {
            leaves.add(new Leaf(scope, criterion));
        }
    }

    SetAsideReason explain(PlayerResult r) {
        List<Leaf> reading = leaves.stream().filter(l -> l.scope().reads(r.section())).toList();
        if (reading.stream().anyMatch(l -> l.criterion() instanceof Criterion.Placement p && p.category() == r.category())) {
            return r.hasDefiniteRank() ? SetAsideReason.RANK_OUTSIDE_STANDARD : SetAsideReason.RANK_NOT_DEFINITE;
        }
        List<Leaf> norms = reading.stream().filter(l -> l.criterion() instanceof Criterion.Norm).toList();
        if (r.category().isNormEvent() && !norms.isEmpty()) {
            return normReason(r, norms);
        }
        List<Criterion.ScoreRate> rates = reading.stream()
                .filter(l -> l.criterion() instanceof Criterion.ScoreRate)
                .map(l -> (Criterion.ScoreRate) l.criterion())
                .toList();
        if (!rates.isEmpty()) {
            return scoreRateReason(r, rates);
        }
        return r.normRates().isEmpty() ? SetAsideReason.CATEGORY_NOT_IN_STANDARD : SetAsideReason.NOT_A_NORM_EVENT;
    }

    private SetAsideReason normReason(PlayerResult r, List<Leaf> norms) {
        if (!r.hasScore()) {
            return SetAsideReason.NO_SCORE;
        }
        if (r.games() < parameters.normMinGames()) {
            return SetAsideReason.TOO_FEW_GAMES;
        }
        boolean anyRate = norms.stream().anyMatch(l -> CriterionMatcher
                .requiredRate(parameters, ((Criterion.Norm) l.criterion()).title(), l.scope(), r).isPresent());
        return anyRate ? SetAsideReason.RATE_TOO_LOW : SetAsideReason.NO_NORM_RATE;
    }

    private SetAsideReason scoreRateReason(PlayerResult r, List<Criterion.ScoreRate> rates) {
        EventLevel level = r.effectiveLevel();
        if (level == null) {
            return r.category() == EventCategory.AMATEUR_GRADING
                    ? SetAsideReason.LEVEL_UNKNOWN : SetAsideReason.CATEGORY_NOT_IN_STANDARD;
        }
        List<Criterion.ScoreRate> atLevel = rates.stream().filter(s -> s.levels().contains(level)).toList();
        if (atLevel.isEmpty()) {
            return SetAsideReason.CATEGORY_NOT_IN_STANDARD;
        }
        if (r.points() == null) {
            return SetAsideReason.NO_SCORE;
        }
        if (!r.hasRounds()) {
            return SetAsideReason.ROUNDS_UNKNOWN;
        }
        int fewestRounds = atLevel.stream().mapToInt(Criterion.ScoreRate::minRounds).min().orElseThrow();
        return r.rounds() < fewestRounds ? SetAsideReason.TOO_FEW_ROUNDS : SetAsideReason.RATE_TOO_LOW;
    }
}
