package org.dengji.standards.core;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * The evaluator's answer: the version used, the date evaluated on, every title of the track with
 * every applicable clause, the highest title met (第二条(一); overlapping clauses grant the higher
 * title), and each result that is evidence for nothing, with its reason.
 */
public record Evaluation(
        String standardCode,
        LocalDate evaluatedOn,
        Optional<Title> highestTitle,
        List<TitleOutcome> titles,
        List<SetAside> setAside) {

    public Evaluation {
        titles = List.copyOf(titles);
        setAside = List.copyOf(setAside);
    }

    public TitleOutcome outcome(Title title) {
        return titles.stream().filter(t -> t.title() == title).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(title + " is not in " + standardCode));
    }

    /** MET for the highest title met, BELOW_HIGHEST under it, NOT_MET above it (or when none is met). */
    public TitleStatus status(Title title) {
        Title highest = highestTitle.orElse(null);
        if (highest == title) {
            return TitleStatus.MET;
        }
        return highest != null && highest.isHigherThan(title) ? TitleStatus.BELOW_HIGHEST : TitleStatus.NOT_MET;
    }

    public Optional<SetAsideReason> setAsideReason(int index) {
        return setAside.stream().filter(s -> s.index() == index).map(SetAside::reason).findFirst();
    }
}
