package org.dengji.standards.version;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.dengji.common.Failure;
import org.dengji.common.Violation;
import org.dengji.standards.core.Track;

/** Norm rates must be titles of the standard's track, one per title and gender scope. */
final class ParameterChecks {

    private ParameterChecks() {
    }

    static void check(StandardEntity standard, ParametersRequest request) {
        List<Violation> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Track track = standard.track;
        for (int i = 0; i < request.normRates().size(); i++) {
            ParametersRequest.Rate rate = request.normRates().get(i);
            if (rate.title().track() != track) {
                found.add(Violation.field("normRates[" + i + "].title", "not a title of the " + track + " track"));
            }
            if (!seen.add(rate.title() + "/" + rate.scope())) {
                found.add(Violation.field("normRates[" + i + "]", "a second rate for " + rate.title() + " " + rate.scope()));
            }
        }
        if (!found.isEmpty()) {
            throw Failure.invalid("INVALID_PARAMETERS", "The parameters have invalid fields.",
                    found.toArray(Violation[]::new));
        }
    }
}
