package org.dengji.standards.version;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.List;
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
 * a clause is an ALL_OF (its parts are rows of their own, edited by their own keys). The
 * interpretation is the editors' record; the note is what the public reads about the clause.
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
        @Size(max = 1000) String interpretationEn,
        @Size(max = 500) String noteZh,
        @Size(max = 1000) String noteEn) {

    /** Writes this state onto the row, clearing what the kind does not use. */
    void applyTo(ClauseEntity row) {
        row.title = title;
        row.genderScope = scope;
        row.clauseRef = reference.trim();
        row.kind = kind;
        row.times = times == null ? 1 : times;
        boolean placement = kind == ClauseKind.PLACEMENT;
        boolean scoreRate = kind == ClauseKind.SCORE_RATE;
        row.category = placement ? category : null;
        row.rankFrom = placement ? rankFrom : null;
        row.rankTo = placement ? rankTo : null;
        row.normTitle = kind == ClauseKind.NORM ? normTitle : null;
        row.fideTitle = kind == ClauseKind.FOREIGN_TITLE ? fideTitle : null;
        row.eventLevels = scoreRate ? EnumSet.copyOf(eventLevels) : null;
        row.minRounds = scoreRate ? minRounds : null;
        row.minRate = scoreRate ? minRate : null;
        row.textZh = textZh.trim();
        row.textEn = textEn.trim();
        row.interpretationZh = blankToNull(interpretationZh);
        row.interpretationEn = blankToNull(interpretationEn);
        row.noteZh = blankToNull(noteZh);
        row.noteEn = blankToNull(noteEn);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }
}
