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
 * that completes a clause, up to {@link Parameters#lastDayToApply}. A result whose last day has
 * passed ("earlier") still counts as an earlier event of a repeated achievement ("两次", times &gt; 1)
 * or as one part of a combination (ALL_OF); a clause is met only when at least one of its events
 * is still within the window. A clause whose events are all earlier is shown with them as evidence
 * and {@code expired}, whatever its times: the player is told why it does not count, not only that
 * it does not. A single-event clause cites earlier results only when no recent one meets it.
 */
final class CriterionMatcher {

    private final Parameters parameters;
    private final PlayerRecord record;
    private final Set<Integer> excluded;
    private final LocalDate on;

    CriterionMatcher(Parameters parameters, PlayerRecord record, Set<Integer> excluded, LocalDate on) {
        this.parameters = parameters;
        this.record = record;
        this.excluded = excluded;
        this.on = on;
    }

    ClauseOutcome outcome(Clause clause) {
        Match match = match(clause.criterion(), clause.scope(), false);
        Progress progress = match.progress();
        return new ClauseOutcome(clause, progress.met(), match.evidence(), progress, lastDayToApply(match));
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
        Map<String, Integer> recent = new LinkedHashMap<>();
        Map<String, Integer> earlier = new LinkedHashMap<>();
        for (int i = 0; i < record.results().size(); i++) {
            PlayerResult r = record.results().get(i);
            if (!excluded.contains(i) && scope.reads(r.section()) && counts.test(r)) {
                (isStale(r) ? earlier : recent).putIfAbsent(r.eventKey(i), i);
            }
        }
        boolean earlierCount = part || criterion.times() > 1 || recent.isEmpty();
        Map<String, Integer> events = new LinkedHashMap<>(recent);
        if (earlierCount) {
            earlier.forEach(events::putIfAbsent);
        }
        int have = events.size();
        boolean expired = !part && have >= criterion.times() && recent.isEmpty();
        Progress progress = new Progress(criterion, Math.min(have, criterion.times()), criterion.times(), List.of(),
                expired);
        return new Match(events.values().stream().sorted().toList(), progress);
    }

    /** The last day to apply has passed (a result without an end date never runs out). */
    boolean isStale(PlayerResult r) {
        return r.endDate() != null && on.isAfter(parameters.lastDayToApply(r.endDate()));
    }

    /** For a clause with enough events: the window counted from its latest event. */
    private Optional<LocalDate> lastDayToApply(Match match) {
        Progress progress = match.progress();
        if (match.evidence().isEmpty() || !(progress.met() || progress.expired())) {
            return Optional.empty();
        }
        List<LocalDate> ends = match.evidence().stream().map(i -> record.results().get(i).endDate()).toList();
        if (ends.contains(null)) {
            return Optional.empty();
        }
        return ends.stream().max(LocalDate::compareTo).map(parameters::lastDayToApply);
    }

    private Match allOf(Criterion.AllOf all, GenderScope scope) {
        Set<Integer> evidence = new TreeSet<>();
        List<Progress> parts = new ArrayList<>();
        boolean everyPartAnEvent = true;
        for (Criterion part : all.parts()) {
            Match m = match(part, scope, true);
            evidence.addAll(m.evidence());
            parts.add(m.progress());
            everyPartAnEvent &= !m.evidence().isEmpty();
        }
        int partsMet = (int) parts.stream().filter(Progress::met).count();
        // A part without an event (a FIDE title) has no date: it may be what completed the clause.
        boolean expired = partsMet == parts.size() && everyPartAnEvent
                && evidence.stream().allMatch(i -> isStale(record.results().get(i)));
        return new Match(List.copyOf(evidence), new Progress(all, partsMet, parts.size(), parts, expired));
    }

    private boolean placed(Criterion.Placement p, PlayerResult r) {
        return r.category() == p.category() && r.hasDefiniteRank() && p.covers(r.rank());
    }

    private boolean isNorm(Title title, GenderScope scope, PlayerResult r) {
        return r.category().isNormEvent()
                && r.hasScore() && r.games() >= parameters.normMinGames()
                && requiredRate(parameters, title, scope, r).map(r::scoresAtLeast).orElse(false);
    }

    /** Amateur: the event's rounds reach the minimum, and points ÷ maximum points (the rounds) the rate. */
    private boolean scoredRate(Criterion.ScoreRate s, PlayerResult r) {
        EventLevel level = r.effectiveLevel();
        return level != null && s.levels().contains(level)
                && r.hasRounds() && r.rounds() >= s.minRounds()
                && r.scoresOfMaximumAtLeast(s.minRate());
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
