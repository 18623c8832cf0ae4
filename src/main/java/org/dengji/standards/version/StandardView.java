package org.dengji.standards.version;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.dengji.standards.core.Clause;
import org.dengji.standards.core.LintFinding;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A standard version over JSON: the summary fields, then (for one version) everything in it. The
 * texts for readers ({@code about*}, a clause's {@code note*}) are public; the editors' records
 * ({@code source*}, a clause's {@code interpretation*}) only go to administrators.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record StandardView(String code, int version, String basedOn, String nameZh, String nameEn, String track,
        String status, LocalDate effectiveFrom, LocalDate effectiveTo, String aboutZh, String aboutEn, String sourceZh,
        String sourceEn, ParametersView parameters, List<ClauseView> clauses, List<RuleView> rules,
        List<AuthorityView> authority) {

    /** The version without its contents, for the list. */
    public static StandardView summary(StandardEntity s) {
        return new StandardView(s.code, s.versionNo, s.basedOnCode, s.nameZh, s.nameEn, s.track.name(),
                s.status.name(), s.effectiveFrom, s.effectiveTo, null, null, null, null, null, null, null, null);
    }

    /** Everything in the version; {@code editors}: with the editors' records. */
    public static StandardView of(StandardDocument d, boolean editors) {
        StandardEntity s = d.row();
        return new StandardView(s.code, s.versionNo, s.basedOnCode, s.nameZh, s.nameEn, s.track.name(),
                s.status.name(), s.effectiveFrom, s.effectiveTo, s.aboutZh, s.aboutEn, editors ? s.sourceZh : null,
                editors ? s.sourceEn : null, ParametersView.of(d),
                d.topClauses().stream().map(c -> ClauseView.of(c, d.domain(c), d.partsOf(c), editors)).toList(),
                d.rules().stream().map(RuleView::of).toList(),
                d.authority().stream().map(AuthorityView::of).toList());
    }

    public record ParametersView(int normMinGames, int windowMonths, List<NormRateView> normRates) {
        static ParametersView of(StandardDocument d) {
            return new ParametersView(d.row().normMinGames, d.row().windowMonths,
                    d.normRates().stream().map(r -> new NormRateView(r.title.name(), r.genderScope.name(), r.rate))
                            .toList());
        }
    }

    public record NormRateView(String title, String scope, BigDecimal rate) {
    }

    /** A clause in both languages; {@code parts} only for ALL_OF, {@code criterionZh/En} only for top-level clauses. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "StandardClauseView")
    public record ClauseView(String key, String reference, String title, String titleZh, String titleEn,
            String scope, String kind, String category, Integer rankFrom, Integer rankTo, Integer times,
            String normTitle, String fideTitle, List<String> eventLevels, Integer minRounds, BigDecimal minRate,
            String textZh, String textEn, String noteZh, String noteEn, String interpretationZh,
            String interpretationEn, String criterionZh, String criterionEn, List<ClauseView> parts) {

        static ClauseView of(ClauseEntity c, Clause domain, List<ClauseEntity> parts, boolean editors) {
            return new ClauseView(c.clauseKey, c.clauseRef, c.title.name(), c.title.zh(), c.title.en(),
                    c.genderScope.name(), c.kind.name(), name(c.category), c.rankFrom, c.rankTo, c.times,
                    name(c.normTitle), name(c.fideTitle),
                    c.eventLevels == null ? null : c.eventLevels.stream().sorted().map(Enum::name).toList(),
                    c.minRounds, c.minRate,
                    c.textZh, c.textEn, c.noteZh, c.noteEn, editors ? c.interpretationZh : null,
                    editors ? c.interpretationEn : null,
                    domain == null ? null : domain.criterion().zh(), domain == null ? null : domain.criterion().en(),
                    parts.isEmpty() ? null : parts.stream().map(p -> of(p, null, List.of(), editors)).toList());
        }
    }

    private static String name(Enum<?> value) {
        return value == null ? null : value.name();
    }

    public record RuleView(String code, String article, String item, String textZh, String textEn) {
        static RuleView of(RuleEntity r) {
            return new RuleView(r.ruleCode, r.article, r.item, r.textZh, r.textEn);
        }
    }

    public record AuthorityView(String title, String approverLevel, boolean grantedUnitsMay, boolean filedWithAbove,
            String reference, String textZh, String textEn) {
        static AuthorityView of(AuthorityEntity a) {
            return new AuthorityView(a.title.name(), a.approverLevel.name(), a.grantedUnitsMay, a.filedWithAbove, a.clauseRef,
                    a.textZh, a.textEn);
        }
    }

    /** The linter's answer for one version. */
    public record LintView(String standard, List<FindingView> findings) {
        static LintView of(StandardDocument d) {
            return new LintView(d.row().code, d.findings().stream().map(FindingView::of).toList());
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record FindingView(String code, String scope, String category, Integer rankFrom, Integer rankTo,
            List<String> clauses, String detail, String zh, String en) {
        static FindingView of(LintFinding f) {
            return new FindingView(f.code().name(), f.scope() == null ? null : f.scope().name(),
                    f.category() == null ? null : f.category().name(), f.rankFrom(), f.rankTo(), f.clauseRefs(),
                    f.detail(), f.zh(), f.en());
        }
    }
}
