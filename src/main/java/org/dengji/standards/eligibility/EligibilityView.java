package org.dengji.standards.eligibility;

import java.time.LocalDate;
import java.util.List;
import org.dengji.standards.core.ClauseOutcome;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.Progress;
import org.dengji.standards.core.SetAside;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.TitleOutcome;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The what-if answer: the version used, the highest title (null when none), every title with every
 * clause that applies (evidence as indexes into the request's results, progress as numbers and
 * in both languages), and each result set aside with its reason code and text.
 */
public record EligibilityView(String standard, LocalDate evaluatedOn, Title highestTitle, String highestTitleZh,
        String highestTitleEn, List<TitleView> titles, List<SetAsideView> setAside) {

    public record TitleView(Title title, String titleZh, String titleEn, boolean met, List<ClauseView> clauses) {
        static TitleView of(TitleOutcome t) {
            return new TitleView(t.title(), t.title().zh(), t.title().en(), t.met(),
                    t.clauses().stream().map(ClauseView::of).toList());
        }
    }

    @Schema(name = "EligibilityClauseView")
    public record ClauseView(String key, String reference, String textZh, String textEn, boolean met,
            List<Integer> evidence, ProgressView progress, String progressZh, String progressEn) {
        static ClauseView of(ClauseOutcome c) {
            return new ClauseView(c.clause().key(), c.clause().reference(), c.clause().textZh(), c.clause().textEn(),
                    c.met(), c.evidence(), ProgressView.of(c.progress()), c.progress().zh(), c.progress().en());
        }
    }

    /** {@code have} of {@code need} distinct events (or parts, for a combination). */
    public record ProgressView(int have, int need, boolean met, boolean expired, List<ProgressView> parts) {
        static ProgressView of(Progress p) {
            return new ProgressView(p.have(), p.need(), p.met(), p.expired(),
                    p.parts().stream().map(ProgressView::of).toList());
        }
    }

    public record SetAsideView(int index, String reason, String reasonZh, String reasonEn) {
        static SetAsideView of(SetAside s) {
            return new SetAsideView(s.index(), s.reason().name(), s.reason().zh(), s.reason().en());
        }
    }

    public static EligibilityView of(Evaluation e) {
        Title highest = e.highestTitle().orElse(null);
        return new EligibilityView(e.standardCode(), e.evaluatedOn(), highest,
                highest == null ? null : highest.zh(), highest == null ? null : highest.en(),
                e.titles().stream().map(TitleView::of).toList(),
                e.setAside().stream().map(SetAsideView::of).toList());
    }
}
