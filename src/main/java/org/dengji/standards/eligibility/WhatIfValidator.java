package org.dengji.standards.eligibility;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dengji.common.Failure;
import org.dengji.common.PlausibleDate;
import org.dengji.common.Violation;

/**
 * What Jackson cannot check in a what-if record: required fields, ranges and the relation of
 * points to games. Every violation names its field as a JSON path ({@code results[1].category}),
 * so the API and the calculator page show the same errors in the same places.
 */
public final class WhatIfValidator {

    /** More results than any real career: a guard against oversized requests, not a rule. */
    static final int MAX_RESULTS = 200;

    private WhatIfValidator() {
    }

    /** Refuses with 400 {@code INVALID_RECORD} naming every wrong field. */
    public static void check(WhatIfRequest request) {
        List<Violation> violations = violations(request);
        if (!violations.isEmpty()) {
            throw Failure.invalid("INVALID_RECORD", "The record has invalid fields.",
                    violations.toArray(Violation[]::new));
        }
    }

    public static List<Violation> violations(WhatIfRequest request) {
        List<Violation> found = new ArrayList<>();
        if (request == null) {
            found.add(Violation.field("(body)", "a record is required"));
            return found;
        }
        if (request.gender() == null) {
            found.add(Violation.field("gender", "required: MALE or FEMALE"));
        }
        if (request.foreignTitles() != null && request.foreignTitles().contains(null)) {
            found.add(Violation.field("foreignTitles[" + request.foreignTitles().indexOf(null) + "]", "required"));
        }
        if (request.entries().size() > MAX_RESULTS) {
            found.add(Violation.field("results", "at most " + MAX_RESULTS + " results"));
            return found;
        }
        for (int i = 0; i < request.entries().size(); i++) {
            entry("results[" + i + "]", request.entries().get(i), found);
        }
        return found;
    }

    private static void entry(String at, WhatIfRequest.Entry e, List<Violation> found) {
        if (e == null) {
            found.add(Violation.field(at, "required"));
            return;
        }
        if (e.category() == null) {
            found.add(Violation.field(at + ".category", "required"));
        }
        if (e.section() == null) {
            found.add(Violation.field(at + ".section", "required: OPEN or WOMEN"));
        }
        if (e.rank() != null && e.rank() < 1) {
            found.add(Violation.field(at + ".rank", "must be at least 1"));
        }
        if (!PlausibleDate.Check.holds(e.endDate())) {
            found.add(Violation.field(at + ".endDate", "must be a date from " + PlausibleDate.FIRST + " to "
                    + PlausibleDate.LAST));
        }
        if (e.games() != null && e.games() < 0) {
            found.add(Violation.field(at + ".games", "must not be negative"));
        }
        if (e.points() != null && e.points().signum() < 0) {
            found.add(Violation.field(at + ".points", "must not be negative"));
        } else if (e.points() != null && e.games() != null && e.games() >= 0
                && e.points().compareTo(BigDecimal.valueOf(e.games())) > 0) {
            found.add(Violation.field(at + ".points", "must not exceed games"));
        }
        if (e.normRates() != null) {
            for (Map.Entry<?, BigDecimal> rate : e.normRates().entrySet()) {
                if (rate.getValue() == null || rate.getValue().signum() < 0 || rate.getValue().compareTo(BigDecimal.ONE) > 0) {
                    found.add(Violation.field(at + ".normRates." + rate.getKey(), "must be between 0 and 1"));
                }
            }
        }
    }
}
