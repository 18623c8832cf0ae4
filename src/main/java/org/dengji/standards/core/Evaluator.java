package org.dengji.standards.core;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The evaluator: a pure function of a standard version, a player record and the evaluation date.
 *
 * <p>Order of work: first each result is screened for what disqualifies it whatever the clause
 * (a sex not recorded, an event entered a second time, 第二条(二) not official, a man's
 * women's-section result, an end date after the evaluation date); then every clause that applies to
 * the player's gender is matched
 * against the remaining results (see {@link CriterionMatcher} for the application window); finally
 * every remaining result that counts toward no clause still open is set aside with the most specific
 * reason (OUTSIDE_WINDOW first for a result whose last day to apply has passed: it may still be shown
 * as the evidence of an expired clause).
 * The highest title with a met clause is granted (第二条(一): any one clause qualifies; where the
 * ranges of 《国际象棋升级规则》 overlap, as at men's national rank 32, the higher title wins).
 */
public final class Evaluator {

    private Evaluator() {
    }

    public static Evaluation evaluate(Standard standard, PlayerRecord record, LocalDate on) {
        Map<Integer, SetAsideReason> screened = screen(record, on);
        List<Clause> applicable = applicableClauses(standard, record.gender());
        CriterionMatcher matcher = new CriterionMatcher(standard.parameters(), record, screened.keySet(), on);
        List<TitleOutcome> titles = new ArrayList<>();
        Set<Integer> used = new HashSet<>();
        for (Title title : Title.of(standard.track())) {
            TitleOutcome outcome = evaluateTitle(title, applicable, matcher);
            outcome.clauses().stream().filter(c -> !c.progress().expired()).forEach(c -> used.addAll(c.evidence()));
            titles.add(outcome);
        }
        Optional<Title> highest = titles.stream().filter(TitleOutcome::met).map(TitleOutcome::title).findFirst();
        List<SetAside> setAside = setAside(record, screened, used, matcher, new SetAsideExplainer(standard, applicable));
        return new Evaluation(standard.code(), on, highest, titles, setAside);
    }

    private static TitleOutcome evaluateTitle(Title title, List<Clause> applicable, CriterionMatcher matcher) {
        List<ClauseOutcome> outcomes = applicable.stream()
                .filter(c -> c.title() == title)
                .map(matcher::outcome)
                .toList();
        return new TitleOutcome(title, outcomes.stream().anyMatch(ClauseOutcome::met), outcomes);
    }

    /**
     * The clauses for a gender, in the standard's own order; for a woman her own (女子) clauses come first, then
     * the men's clauses, which she meets through open-section results.
     */
    static List<Clause> applicableClauses(Standard standard, Gender gender) {
        if (gender == null) {
            return List.of();
        }
        return standard.clauses().stream()
                .filter(c -> c.scope().appliesTo(gender))
                .sorted(Comparator.comparing((Clause c) -> c.scope() != GenderScope.WOMEN))
                .toList();
    }

    /**
     * Reasons that hold whatever the clause, by result index. A result whose last day to apply has
     * passed is decided by the matcher, since it may still be an earlier event of a repeated
     * achievement.
     */
    static Map<Integer, SetAsideReason> screen(PlayerRecord record, LocalDate on) {
        Map<Integer, SetAsideReason> reasons = new HashMap<>();
        Set<String> events = new HashSet<>();
        for (int i = 0; i < record.results().size(); i++) {
            PlayerResult r = record.results().get(i);
            if (record.gender() == null) {
                reasons.put(i, SetAsideReason.SEX_UNKNOWN);
            } else if (!events.add(r.eventKey(i))) {
                reasons.put(i, SetAsideReason.DUPLICATE_EVENT);
            } else if (!r.official()) {
                reasons.put(i, SetAsideReason.NOT_OFFICIAL);
            } else if (record.gender() == Gender.MALE && r.section() == Section.WOMEN) {
                reasons.put(i, SetAsideReason.SECTION_MISMATCH);
            } else if (r.endDate() != null && r.endDate().isAfter(on)) {
                reasons.put(i, SetAsideReason.AFTER_EVALUATION_DATE);
            }
        }
        return reasons;
    }

    private static List<SetAside> setAside(PlayerRecord record, Map<Integer, SetAsideReason> screened,
            Set<Integer> used, CriterionMatcher matcher, SetAsideExplainer explainer) {
        List<SetAside> setAside = new ArrayList<>();
        for (int i = 0; i < record.results().size(); i++) {
            PlayerResult r = record.results().get(i);
            if (screened.containsKey(i)) {
                setAside.add(new SetAside(i, screened.get(i)));
            } else if (!used.contains(i)) {
                setAside.add(new SetAside(i, matcher.isStale(r) ? SetAsideReason.OUTSIDE_WINDOW : explainer.explain(r)));
            }
        }
        return setAside;
    }
}
