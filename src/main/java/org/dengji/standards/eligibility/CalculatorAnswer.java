package org.dengji.standards.eligibility;

import java.util.List;
import java.util.stream.Collectors;
import org.dengji.standards.core.ClauseOutcome;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.Progress;
import org.dengji.standards.core.SetAside;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.TitleOutcome;

/**
 * The evaluation told in terms of the form: results are named by their row number (1 to 5), and
 * for each title only the clauses worth reading: those met, or, for a title not met, those with
 * some progress.
 */
public record CalculatorAnswer(Evaluation evaluation, List<Integer> rowOf) {

    public String standardCode() {
        return evaluation.standardCode();
    }

    public String date() {
        return evaluation.evaluatedOn().toString();
    }

    public Title highest() {
        return evaluation.highestTitle().orElse(null);
    }

    public List<TitleOutcome> titles() {
        return evaluation.titles();
    }

    public List<ClauseOutcome> shown(TitleOutcome title) {
        return title.clauses().stream()
                .filter(c -> title.met() ? c.met() : started(c.progress()))
                .toList();
    }

    /** The form rows a clause's evidence came from, as "1、3" or "1, 3". */
    public String rows(ClauseOutcome clause, boolean zh) {
        return clause.evidence().stream().map(i -> String.valueOf(rowOf.get(i) + 1))
                .collect(Collectors.joining(zh ? "、" : ", "));
    }

    public int row(SetAside setAside) {
        return rowOf.get(setAside.index()) + 1;
    }

    private static boolean started(Progress progress) {
        return progress.parts().isEmpty() ? progress.have() > 0 : progress.parts().stream().anyMatch(p -> p.have() > 0);
    }
}
