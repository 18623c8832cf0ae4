package org.dengji.standards.eligibility;

import java.util.Map;
import java.util.Optional;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.PlayerRecord;
import org.dengji.standards.core.Title;
import org.dengji.standards.version.ApprovingBody;

/**
 * A what-if answer: the evaluation of the record, the record itself (to show each result as it was
 * entered), and for each title of the version the body to apply to (第三条 of that version).
 */
public record Eligibility(Evaluation evaluation, PlayerRecord record, Map<Title, ApprovingBody> bodies) {

    public Eligibility {
        bodies = Map.copyOf(bodies);
    }

    public Optional<ApprovingBody> body(Title title) {
        return Optional.ofNullable(bodies.get(title));
    }

    /** The body to apply to for the highest title met, if any. */
    public Optional<ApprovingBody> highestBody() {
        return evaluation.highestTitle().flatMap(this::body);
    }
}
