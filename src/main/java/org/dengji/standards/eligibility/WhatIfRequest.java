package org.dengji.standards.eligibility;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.dengji.common.BoundedArray;
import org.dengji.common.PlausibleDate;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.Gender;
import org.dengji.standards.core.PlayerRecord;
import org.dengji.standards.core.PlayerResult;
import org.dengji.standards.core.Section;
import org.dengji.standards.core.Title;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A hypothetical record for {@code POST /api/v1/eligibility/what-if}, in the published API shape
 * (plus {@code level} and {@code rounds} per result). Only gender, and category and section of each
 * result, are required; Bean Validation names every field that is wrong, the cross-field rules in
 * one class-level constraint ({@link ConsistentRecord}). More than {@link #MAX_RESULTS} results are
 * refused while the body is read ({@link Results}), before any of them is validated.
 *
 * @param standard a standard code; null: the national standard in force today
 */
@Schema(description = "A hypothetical record of results to evaluate against a standard (default: the national"
        + " standard in force today).", example = """
                {"gender": "MALE", "results": [{"event": "Guangdong 2025", "category": "PROVINCIAL_INDIVIDUAL",
                 "section": "OPEN", "rank": 5, "endDate": "2025-08-20"}]}""")
@ConsistentRecord
public record WhatIfRequest(
        @NotNull(message = "required: MALE or FEMALE") Gender gender,
        String standard,
        List<FideTitle> foreignTitles,
        @JsonDeserialize(using = Results.class)
        @Size(max = WhatIfRequest.MAX_RESULTS, message = "at most " + WhatIfRequest.MAX_RESULTS + " results")
        List<@Valid Entry> results) {

    /** More results than any real career: a guard against oversized requests, not a rule. */
    static final int MAX_RESULTS = 200;

    /** The results as the body gives them, refused as TOO_MANY_RESULTS at the 201st, unread. */
    static final class Results extends BoundedArray<Entry> {

        private static final long serialVersionUID = 1L;

        Results() {
            super(Entry.class, MAX_RESULTS, "TOO_MANY_RESULTS");
        }
    }

    /**
     * One result; booleans default to true, a missing end date is never outside a window.
     *
     * @param games games played, forfeits excluded: a norm's rate is points ÷ games
     * @param rounds the event's rounds (its maximum points): the amateur rate is points ÷ rounds
     */
    @Schema(name = "WhatIfResult", description = "One result of the record: an event's category, section and place.")
    public record Entry(
            String event,
            @NotNull(message = "required") EventCategory category,
            @NotNull(message = "required: OPEN or WOMEN") Section section,
            @Min(value = 1, message = "must be at least 1") Integer rank,
            Boolean rankDefinite,
            Boolean official,
            @PlausibleDate LocalDate endDate,
            @DecimalMin(value = "0", message = "must not be negative") BigDecimal points,
            @Min(value = 0, message = "must not be negative") Integer games,
            @Min(value = 1, message = "must be at least 1") Integer rounds,
            Map<Title, BigDecimal> normRates,
            EventLevel level) {

        PlayerResult toResult() {
            return new PlayerResult(blankToNull(event), category, section, rank, !Boolean.FALSE.equals(rankDefinite),
                    !Boolean.FALSE.equals(official), endDate, points, games, rounds, normRates, level);
        }

        private static String blankToNull(String text) {
            return text == null || text.isBlank() ? null : text.trim();
        }
    }

    public List<Entry> entries() {
        return results == null ? List.of() : results;
    }

    /** The record the evaluator reads; call only on a valid request. */
    public PlayerRecord toRecord() {
        List<FideTitle> titles = foreignTitles == null ? List.of()
                : foreignTitles.stream().filter(Objects::nonNull).toList();
        return new PlayerRecord(gender, Set.copyOf(titles), entries().stream().map(Entry::toResult).toList());
    }
}
