package org.dengji.standards.eligibility;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 * (plus {@code level} per result). Only gender, and category and section of each result, are
 * required; {@link WhatIfValidator} names every field that is wrong.
 *
 * @param standard a standard code; null: the national standard in force today
 */
@Schema(description = "A hypothetical record of results to evaluate against a standard (default: the national"
        + " standard in force today).", example = """
                {"gender": "MALE", "results": [{"event": "Guangdong 2025", "category": "PROVINCIAL_INDIVIDUAL",
                 "section": "OPEN", "rank": 5, "endDate": "2025-08-20"}]}""")
public record WhatIfRequest(Gender gender, String standard, List<FideTitle> foreignTitles, List<Entry> results) {

    /** One result; booleans default to true, a missing end date is never outside a window. */
    @Schema(name = "WhatIfResult", description = "One result of the record: an event's category, section and place.")
    public record Entry(String event, EventCategory category, Section section, Integer rank, Boolean rankDefinite,
            Boolean official, LocalDate endDate, BigDecimal points, Integer games, Map<Title, BigDecimal> normRates,
            EventLevel level) {

        PlayerResult toResult() {
            return new PlayerResult(blankToNull(event), category, section, rank, !Boolean.FALSE.equals(rankDefinite),
                    !Boolean.FALSE.equals(official), endDate, points, games, normRates, level);
        }

        private static String blankToNull(String text) {
            return text == null || text.isBlank() ? null : text.trim();
        }
    }

    public List<Entry> entries() {
        return results == null ? List.of() : results;
    }

    /** The record the evaluator reads; call only after {@link WhatIfValidator#check}. */
    public PlayerRecord toRecord() {
        List<FideTitle> titles = foreignTitles == null ? List.of()
                : foreignTitles.stream().filter(Objects::nonNull).toList();
        return new PlayerRecord(gender, java.util.Set.copyOf(titles),
                entries().stream().map(Entry::toResult).toList());
    }
}
