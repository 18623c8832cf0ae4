package org.dengji.standards.eligibility;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.LocalDate;
import org.dengji.common.Failure;
import org.dengji.common.Violation;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.Evaluator;
import org.dengji.standards.core.Track;
import org.dengji.standards.version.StandardEntity;
import org.dengji.standards.version.StandardStore;

/**
 * "What would I get?": evaluates a hypothetical record on today's date against a named version,
 * or the national standard in force today. The evaluation names the version it used.
 */
@ApplicationScoped
public class EligibilityService {

    private final StandardStore store;
    private final Clock clock;

    public EligibilityService(StandardStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    public Evaluation whatIf(WhatIfRequest request) {
        WhatIfValidator.check(request);
        LocalDate today = LocalDate.now(clock);
        StandardEntity standard = choose(request.standard(), today);
        return Evaluator.evaluate(store.load(standard), request.toRecord(), today);
    }

    private StandardEntity choose(String code, LocalDate today) {
        if (code == null || code.isBlank()) {
            return store.inForce(Track.NATIONAL, today).orElseThrow(() -> Failure.notFound("NO_STANDARD_IN_FORCE",
                    "No national standard is in force on " + today + "."));
        }
        return store.find(code.trim()).orElseThrow(() -> Failure.invalid("UNKNOWN_STANDARD",
                "There is no standard " + code + ".", Violation.field("standard", "no such standard")));
    }
}
