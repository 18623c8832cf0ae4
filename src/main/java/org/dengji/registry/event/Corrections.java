package org.dengji.registry.event;

import org.dengji.common.Failure;
import org.dengji.common.Violation;

/** Applies a correction's values, refusing a shared place that ends before it starts. */
final class Corrections {

    private Corrections() {
    }

    static void applyEvent(Event e, CorrectionRequest request) {
        if (request.name() != null) {
            e.name = request.name().strip();
        }
        if (request.endDate() != null) {
            e.endDate = request.endDate();
        }
        if (request.official() != null) {
            e.official = request.official();
        }
    }

    static void applyResult(EventResult r, CorrectionRequest.ResultCorrection c) {
        Integer to = c.rankTo() != null ? c.rankTo() : c.rank();
        if (c.rank() == null && c.rankTo() != null || to != null && to < c.rank()) {
            throw Failure.invalid("BAD_RANK", "Starting rank " + c.startNumber() + ": a place range must run from"
                    + " rank up to rankTo.", Violation.field("results", "rankTo before rank"));
        }
        r.rankFrom = c.rank();
        r.rankTo = to;
        r.points = c.points().setScale(1);
        r.games = c.games();
    }
}
