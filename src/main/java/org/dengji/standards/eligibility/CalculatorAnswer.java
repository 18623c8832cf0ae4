package org.dengji.standards.eligibility;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.dengji.common.i18n.Language;
import org.dengji.standards.core.ClauseOutcome;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.PlayerResult;
import org.dengji.standards.core.Progress;
import org.dengji.standards.core.SetAside;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.TitleOutcome;
import org.dengji.standards.core.TitleStatus;
import org.dengji.standards.version.ApprovingBody;

/**
 * The evaluation told in terms of the form: results are named by their row number (1 to 5); for
 * each title only the clauses worth reading (those met; for a title not met, those with some
 * progress or that ran out; none for a title below the highest); the body to apply to and the last
 * day to apply, dates in words.
 */
public record CalculatorAnswer(Eligibility eligibility, List<Integer> rowOf) {

    private static final DateTimeFormatter ZH = DateTimeFormatter.ofPattern("yyyy年M月d日", Locale.CHINA);
    private static final DateTimeFormatter EN = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);

    public Evaluation evaluation() {
        return eligibility.evaluation();
    }

    public String standardCode() {
        return evaluation().standardCode();
    }

    public String date(Language language) {
        return day(evaluation().evaluatedOn(), language);
    }

    public Title highest() {
        return evaluation().highestTitle().orElse(null);
    }

    /** The body to apply to for the highest title; null when none is met or the standard names none. */
    public ApprovingBody body() {
        return eligibility.highestBody().orElse(null);
    }

    /** The last day to apply for the highest title, in words; null when none is met or it never runs out. */
    public String lastDay(Language language) {
        Title highest = highest();
        return highest == null ? null
                : evaluation().outcome(highest).lastDayToApply().map(d -> day(d, language)).orElse(null);
    }

    public List<TitleOutcome> titles() {
        return evaluation().titles();
    }

    public TitleStatus status(TitleOutcome title) {
        return evaluation().status(title.title());
    }

    public List<ClauseOutcome> shown(TitleOutcome title) {
        if (status(title) == TitleStatus.BELOW_HIGHEST) {
            return List.of();
        }
        return title.clauses().stream()
                .filter(c -> title.met() ? c.met() : started(c.progress()))
                .toList();
    }

    /** The last day to apply with a clause, in words; null while it still needs events. */
    public String lastDay(ClauseOutcome clause, Language language) {
        return clause.lastDayToApply().map(d -> day(d, language)).orElse(null);
    }

    /** The form rows a clause's evidence came from, as "1、3" or "1, 3". */
    public String rows(ClauseOutcome clause, Language language) {
        return clause.evidence().stream().map(i -> String.valueOf(rowOf.get(i) + 1))
                .collect(Collectors.joining(language.listSeparator()));
    }

    public int row(SetAside setAside) {
        return rowOf.get(setAside.index()) + 1;
    }

    /** The place of a result set aside as it was entered, shared or not; null without a place. */
    public String place(SetAside setAside, Language language) {
        PlayerResult result = eligibility.record().results().get(setAside.index());
        if (result.rank() == null) {
            return null;
        }
        String shared = result.rankDefinite() ? "" : language.pick("，并列或不确定", ", shared or uncertain");
        return language.pick("第" + result.rank() + "名", "place " + result.rank()) + shared;
    }

    private static boolean started(Progress progress) {
        return progress.parts().isEmpty() ? progress.have() > 0 : progress.parts().stream().anyMatch(p -> p.have() > 0);
    }

    private static String day(LocalDate date, Language language) {
        return language.pick(ZH, EN).format(date);
    }
}
