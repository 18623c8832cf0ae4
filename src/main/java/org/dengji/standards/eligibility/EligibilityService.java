package org.dengji.standards.eligibility;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.LocalDate;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.common.Violation;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.Evaluator;
import org.dengji.standards.core.Track;
import org.dengji.standards.version.StandardEntity;
import org.dengji.standards.version.StandardStore;

/**
 * "What would I get?": evaluates a hypothetical record on today's date against a named version,
 * or the national standard in force today. The evaluation names the version it used. Only published
 * versions answer the public: a draft is not a rule yet, so its code is as unknown as a code that
 * does not exist. An administrator may name a draft to preview it, and the answer says it is a draft.
 */
@ApplicationScoped
public class EligibilityService {

    private final StandardStore store;
    private final Clock clock;
    private final SecurityIdentity identity;

    public EligibilityService(StandardStore store, Clock clock, SecurityIdentity identity) {
        this.store = store;
        this.clock = clock;
        this.identity = identity;
    }

    /** The evaluation against a published version, whoever asks. */
    public Evaluation whatIf(WhatIfRequest request) {
        return evaluate(request, false).evaluation();
    }

    /** The evaluation for whoever asks: an administrator's may be against a draft, and then says so. */
    public Answer answer(WhatIfRequest request) {
        return evaluate(request, identity.hasRole(Role.ADMIN_NAME));
    }

    /** An evaluation, and whether the version it used is a draft (an administrator's preview). */
    public record Answer(Evaluation evaluation, boolean draft) {
    }

    private Answer evaluate(WhatIfRequest request, boolean draftsToo) {
        WhatIfValidator.check(request);
        LocalDate today = LocalDate.now(clock);
        StandardEntity standard = choose(request.standard(), today, draftsToo);
        return new Answer(Evaluator.evaluate(store.load(standard), request.toRecord(), today), standard.isDraft());
    }

    private StandardEntity choose(String code, LocalDate today, boolean draftsToo) {
        if (code == null || code.isBlank()) {
            return store.inForce(Track.NATIONAL, today).orElseThrow(() -> Failure.notFound("NO_STANDARD_IN_FORCE",
                    "No national standard is in force on " + today + "."));
        }
        return store.find(code.trim()).filter(s -> draftsToo || !s.isDraft())
                .orElseThrow(() -> Failure.invalid("UNKNOWN_STANDARD", "There is no standard " + code + ".",
                        Violation.field("standard", "no such standard")));
    }
}
