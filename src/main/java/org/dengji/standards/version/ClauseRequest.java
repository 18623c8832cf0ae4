package org.dengji.standards.version;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Collectors;
import org.dengji.common.DecimalPlaces;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.Title;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The new state of one clause (or one part of an ALL_OF clause) of a draft: PUT replaces every
 * field; the fields a kind does not use are cleared. The key never changes; neither does whether
 * a clause is an ALL_OF (its parts are rows of their own, edited by their own keys).
 */
@Schema(description = "The new state of one clause of a draft; the fields its kind does not use are cleared.",
        example = """
                {"title": "FIRST_CLASS", "scope": "MEN", "reference": "第一条 男子 一级棋士 (2)", "kind": "PLACEMENT",
                 "category": "PROVINCIAL_INDIVIDUAL", "rankFrom": 1, "rankTo": 6, "times": 1,
                 "textZh": "省、自治区、直辖市个人赛前6名", "textEn": "Top 6 at a provincial individual championship"}""")
public record ClauseRequest(
        @NotNull Title title,
        @NotNull GenderScope scope,
        @NotBlank @Size(max = 64) String reference,
        @NotNull ClauseKind kind,
        EventCategory category,
        @Min(1) Integer rankFrom,
        @Min(1) Integer rankTo,
        @Min(1) Integer times,
        Title normTitle,
        FideTitle fideTitle,
        @Size(max = 4, message = "at most the 4 event levels") List<EventLevel> eventLevels,
        @Min(1) Integer minRounds,
        @DecimalMin(value = "0", inclusive = false) @DecimalMax("1") @DecimalPlaces(4) BigDecimal minRate,
        @NotBlank @Size(max = 200) String textZh,
        @NotBlank @Size(max = 300) String textEn,
        @Size(max = 500) String interpretationZh,
        @Size(max = 1000) String interpretationEn) {

    /** Writes this state onto the row, clearing what the kind does not use. */
    void applyTo(ClauseEntity row) {
        row.title = title.name();
        row.genderScope = scope.name();
        row.clauseRef = reference.trim();
        row.kind = kind.name();
        row.times = times == null ? 1 : times;
        boolean placement = kind == ClauseKind.PLACEMENT;
        boolean scoreRate = kind == ClauseKind.SCORE_RATE;
        row.category = placement ? category.name() : null;
        row.rankFrom = placement ? rankFrom : null;
        row.rankTo = placement ? rankTo : null;
        row.normTitle = kind == ClauseKind.NORM ? normTitle.name() : null;
        row.fideTitle = kind == ClauseKind.FOREIGN_TITLE ? fideTitle.name() : null;
        row.eventLevels = scoreRate ? eventLevels.stream().sorted().map(Enum::name).collect(Collectors.joining(",")) : null;
        row.minRounds = scoreRate ? minRounds : null;
        row.minRate = scoreRate ? minRate : null;
        row.textZh = textZh.trim();
        row.textEn = textEn.trim();
        row.interpretationZh = blankToNull(interpretationZh);
        row.interpretationEn = blankToNull(interpretationEn);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }
}
