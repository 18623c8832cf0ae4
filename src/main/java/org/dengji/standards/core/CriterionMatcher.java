package org.dengji.standards.core;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Matches one criterion against the results that passed screening. A result counts toward a
 * criterion only when the clause's gender scope reads its section (men's clauses: open sections;
 * women's clauses: women's sections). "Times" counts distinct events: two results with the same
 * event key count once, and the first of them is the evidence.
 *
 * <p>The application window (interpretation): a player applies within the window after the event
 * that completes a clause. So a result that ended before the window still counts as an earlier
 * event of a repeated achievement ("两次", times &gt; 1) or as one part of a combination (ALL_OF),
 * but a clause of several events is met only when at least one of them ended within the window;
 * a single-event clause reads only results within the window.
 */
final class CriterionMatcher {

    private final Parameters parameters;
    private final PlayerRecord record;
    private final Set<Integer> excluded;
    private final LocalDate windowStart;

    CriterionMatcher(Parameters parameters, PlayerRecord record, Set<Integer> excluded, LocalDate windowStart) {
        this.parameters = parameters;
        this.record = record;
        this.excluded = excluded;
        this.windowStart = windowStart;
    }

    ClauseOutcome outcome(Clause clause) {
        Match match = match(clause.criterion(), clause.scope(), false);
        return new ClauseOutcome(clause, match.progress().met(), match.evidence(), match.progress());
    }

    private record Match(List<Integer> evidence, Progress progress) {
    }

    /** {@code part}: inside an ALL_OF. (Java 17 has no pattern switch yet, hence the instanceof chain.) */
    private Match match(Criterion criterion, GenderScope scope, boolean part) {
        if (criterion instanceof Criterion.Placement p) {
            return countEvents(p, scope, part, r -> placed(p, r));
        } else if (criterion instanceof Criterion.Norm n) {
            return countEvents(n, scope, part, r -> isNorm(n.title(), scope, r));
        } else if (criterion instanceof Criterion.ScoreRate s) {
            return countEvents(s, scope, part, r -> scoredRate(s, r));
        } else if (criterion instanceof Criterion.ForeignTitle f) {
            return new Match(List.of(), Progress.of(f, record.holds(f.fideTitle()) ? 1 : 0));
        } else if (criterion instanceof Criterion.AllOf all) {
            return allOf(all, scope);
        }
        throw new IllegalStateException("unknown criterion " + criterion);
    }

    private Match countEvents(Criterion criterion, GenderScope scope, boolean part, Predicate<PlayerResult> counts) {
        boolean staleMayCount = part || criterion.times() > 1;
        Map<String, Integer> firstByEvent = new LinkedHashMap<>();
        boolean anyInWindow = false;
        for (int i = 0; i < record.results().size(); i++) {
            PlayerResult r = record.results().get(i);
            boolean stale = isStale(r);
            if (!excluded.contains(i) && (!stale || staleMayCount) && scope.reads(r.section()) && counts.test(r)) {
                firstByEvent.putIfAbsent(r.eventKey(i), i);
                anyInWindow |= !stale;
            }
        }
        int have = firstByEvent.size();
        boolean expired = !part && have >= criterion.times() && !anyInWindow;
        Progress progress = new Progress(criterion, have, criterion.times(), List.of(), expired);
        return new Match(List.copyOf(firstByEvent.values()), progress);
    }

    /** Ended before the application window opened (a result without an end date never is). */
    boolean isStale(PlayerResult r) {
        return r.endDate() != null && r.endDate().isBefore(windowStart);
    }

    private Match allOf(Criterion.AllOf all, GenderScope scope) {
        Set<Integer> evidence = new TreeSet<>();
        List<Progress> parts = new ArrayList<>();
        for (Criterion part : all.parts()) {
            Match m = match(part, scope, true);
            evidence.addAll(m.evidence());
            parts.add(m.progress());
        }
        int partsMet = (int) parts.stream().filter(Progress::met).count();
        return new Match(List.copyOf(evidence), new Progress(all, partsMet, parts.size(), parts, false));
    }

    private boolean placed(Criterion.Placement p, PlayerResult r) {
        return r.category() == p.category() && r.hasDefiniteRank() && p.covers(r.rank());
    }

    private boolean isNorm(Title title, GenderScope scope, PlayerResult r) {
        return r.category().isNormEvent()
                && r.hasScore() && r.games() >= parameters.normMinGames()
                && requiredRate(parameters, title, scope, r).map(r::scoresAtLeast).orElse(false);
    }

    private boolean scoredRate(Criterion.ScoreRate s, PlayerResult r) {
        EventLevel level = r.effectiveLevel();
        return level != null && s.levels().contains(level)
                && r.hasScore() && r.games() >= s.minRounds()
                && r.scoresAtLeast(s.minRate());
    }

    /**
     * The rate a norm for {@code title} needs in this result's event. A title tournament: the rate
     * it prescribes for the title, or for a higher title if it prescribes none for this one (a
     * higher norm counts toward a lower-title norm clause, like a better place); the lowest such
     * rate applies. An international event: the standard's own rate (第二条(三)); rates the event
     * itself states are ignored there.
     */
    static Optional<BigDecimal> requiredRate(Parameters parameters, Title title, GenderScope scope, PlayerResult r) {
        if (r.category() == EventCategory.INTERNATIONAL) {
            return parameters.internationalRate(title, scope);
        }
        return r.normRates().entrySet().stream()
                .filter(e -> e.getKey() == title || e.getKey().isHigherThan(title))
                .map(Map.Entry::getValue)
                .min(BigDecimal::compareTo);
    }
}
