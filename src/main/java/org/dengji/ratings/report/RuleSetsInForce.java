package org.dengji.ratings.report;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.ratings.core.RatingCalculator;
import org.dengji.ratings.version.RatingRuleSetEntity;
import org.dengji.ratings.version.RuleSetStatus;

/**
 * The published rule sets, read once per rating run: for each event's end date the one in force (the latest
 * effective from it, the end of one set's period being the next one's start), its calculator built once.
 */
final class RuleSetsInForce {

    private final List<RatingRuleSetEntity> published;
    private final Map<Long, RatingCalculator> calculators = new HashMap<>();

    private RuleSetsInForce(List<RatingRuleSetEntity> published) {
        this.published = published;
    }

    static RuleSetsInForce read() {
        List<RatingRuleSetEntity> sets = RatingRuleSetEntity.<RatingRuleSetEntity>list("status", RuleSetStatus.PUBLISHED);
        return new RuleSetsInForce(sets.stream().sorted(Comparator.comparing((RatingRuleSetEntity s) -> s.effectiveFrom,
                Comparator.nullsFirst(Comparator.naturalOrder())).reversed()).toList());
    }

    /** The calculator of the rule set in force on {@code date}; empty when none is. */
    Optional<RatingCalculator> on(LocalDate date) {
        for (RatingRuleSetEntity set : published) {
            boolean started = set.effectiveFrom == null || !set.effectiveFrom.isAfter(date);
            boolean ended = set.effectiveTo != null && !set.effectiveTo.isAfter(date);
            if (started && !ended) {
                return Optional.of(calculators.computeIfAbsent(set.id, id -> new RatingCalculator(set.rules())));
            }
        }
        return Optional.empty();
    }
}
