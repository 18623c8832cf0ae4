package org.dengji.standards.eligibility;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.LocalDate;
import java.util.List;
import org.dengji.standards.core.ClauseOutcome;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.PlayerResult;
import org.dengji.standards.core.Progress;
import org.dengji.standards.core.SetAside;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.TitleOutcome;
import org.dengji.standards.version.ApprovingBody;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The what-if answer: the version used, the highest title (null when none) with the body to apply to
 * ({@code approval}, from 第三条 of that version) and the last day to apply, every title with its
 * status and every clause that applies (evidence as indexes into the request's results, progress as
 * numbers and in both languages, the last day to apply once a clause has its events), and each
 * result set aside with its reason code and text, and the place as entered.
 */
public record EligibilityView(String standard, LocalDate evaluatedOn, Title highestTitle, String highestTitleZh,
        String highestTitleEn, List<TitleView> titles, List<SetAsideView> setAside, LocalDate lastDayToApply,
        ApprovalView approval) {

    /** A title; {@code met}: a clause of its own is met; {@code status}: how it reads in the answer. */
    public record TitleView(Title title, String titleZh, String titleEn, boolean met, List<ClauseView> clauses,
            String status, String statusZh, String statusEn, LocalDate lastDayToApply, ApprovalView approval) {
        static TitleView of(TitleOutcome t, Eligibility answer) {
            var status = answer.evaluation().status(t.title());
            return new TitleView(t.title(), t.title().zh(), t.title().en(), t.met(),
                    t.clauses().stream().map(ClauseView::of).toList(), status.name(), status.zh(), status.en(),
                    t.lastDayToApply().orElse(null), answer.body(t.title()).map(ApprovalView::of).orElse(null));
        }
    }

    @Schema(name = "EligibilityClauseView")
    public record ClauseView(String key, String reference, String textZh, String textEn, boolean met,
            List<Integer> evidence, ProgressView progress, String progressZh, String progressEn, boolean expired,
            LocalDate lastDayToApply) {
        static ClauseView of(ClauseOutcome c) {
            return new ClauseView(c.clause().key(), c.clause().reference(), c.clause().textZh(), c.clause().textEn(),
                    c.met(), c.evidence(), ProgressView.of(c.progress()), c.progress().zh(), c.progress().en(),
                    c.progress().expired(), c.lastDayToApply().orElse(null));
        }
    }

    /** {@code have} of {@code need} distinct events (or parts, for a combination); never more than need. */
    public record ProgressView(int have, int need, boolean met, boolean expired, List<ProgressView> parts) {
        static ProgressView of(Progress p) {
            return new ProgressView(p.have(), p.need(), p.met(), p.expired(),
                    p.parts().stream().map(ProgressView::of).toList());
        }
    }

    /** A result set aside; {@code rank} as entered, kept for a shared place too. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SetAsideView(int index, String reason, String reasonZh, String reasonEn, Integer rank,
            Boolean rankDefinite) {
        static SetAsideView of(SetAside s, PlayerResult result) {
            return new SetAsideView(s.index(), s.reason().name(), s.reason().zh(), s.reason().en(), result.rank(),
                    result.rank() == null ? null : result.rankDefinite());
        }
    }

    /**
     * Who approves the title (第三条 {@code reference}): the approving level, whether a unit granted the
     * authority may approve it too, whether the approval is filed with the level above, and all of it
     * in words in both languages ({@code filingZh/En} only where it is filed).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ApprovalView(String reference, String approverLevel, boolean grantedUnitsMay,
            boolean filedWithAbove, String approvedByZh, String approvedByEn, String filingZh, String filingEn) {
        static ApprovalView of(ApprovingBody body) {
            return new ApprovalView(body.reference(), body.level().name(), body.grantedUnitsMay(),
                    body.filedWithAbove(), body.zh(), body.en(), body.filingZh(), body.filingEn());
        }
    }

    public static EligibilityView of(Eligibility answer) {
        Evaluation e = answer.evaluation();
        Title highest = e.highestTitle().orElse(null);
        return new EligibilityView(e.standardCode(), e.evaluatedOn(), highest,
                highest == null ? null : highest.zh(), highest == null ? null : highest.en(),
                e.titles().stream().map(t -> TitleView.of(t, answer)).toList(),
                e.setAside().stream().map(s -> SetAsideView.of(s, answer.record().results().get(s.index()))).toList(),
                highest == null ? null : e.outcome(highest).lastDayToApply().orElse(null),
                answer.highestBody().map(ApprovalView::of).orElse(null));
    }
}
