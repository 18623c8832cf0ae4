package org.dengji.standards.eligibility;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.common.Violation;
import org.dengji.standards.core.Evaluator;
import org.dengji.standards.core.PlayerRecord;
import org.dengji.standards.core.Standard;
import org.dengji.standards.core.Track;
import org.dengji.standards.version.ApprovalAuthority;
import org.dengji.standards.version.StandardEntity;
import org.dengji.standards.version.StandardStore;

/**
 * "What would I get?": evaluates a hypothetical record on today's date against a named version,
 * or the national standard in force today. The evaluation names the version it used, and the answer
 * the body to apply to and the last day to apply. Only published versions answer the public: a
 * draft is not a rule yet, so its code is as unknown as a code that does not exist. An administrator
 * may name a draft to preview it, and the answer says it is a draft.
 */
@ApplicationScoped
public class EligibilityService {

    private final StandardStore store;
    private final ApprovalAuthority approvals;
    private final Clock clock;
    private final SecurityIdentity identity;

    public EligibilityService(StandardStore store, ApprovalAuthority approvals, Clock clock,
            SecurityIdentity identity) {
        this.store = store;
        this.approvals = approvals;
        this.clock = clock;
        this.identity = identity;
    }

    /**
     * Evaluates a request that passed Bean Validation against a published version, whoever asks, and
     * names the body to apply to for each title (第三条 of the same version); 400 when the chosen
     * standard needs more.
     */
    public Eligibility whatIf(WhatIfRequest request) {
        return evaluate(request, false).eligibility();
    }

    /** The answer for whoever asks: an administrator's may be against a draft, and then says so. */
    public Answer answer(WhatIfRequest request) {
        return evaluate(request, identity.hasRole(Role.ADMIN_NAME));
    }

    /** An answer, and whether the version it used is a draft (an administrator's preview). */
    public record Answer(Eligibility eligibility, boolean draft) {
    }

    private Answer evaluate(WhatIfRequest request, boolean draftsToo) {
        LocalDate today = LocalDate.now(clock);
        StandardEntity version = choose(request.standard(), today, draftsToo);
        Standard standard = store.load(version);
        requireRounds(standard, request);
        PlayerRecord record = request.toRecord();
        Eligibility eligibility = new Eligibility(Evaluator.evaluate(standard, record, today), record,
                approvals.bodies(version));
        return new Answer(eligibility, version.isDraft());
    }

    /**
     * The amateur score rate is points ÷ maximum points, and the maximum is the event's rounds: a
     * result with points but no rounds cannot be read, so the request is refused naming each one
     * (not evaluated as if the games played were the rounds).
     */
    private static void requireRounds(Standard standard, WhatIfRequest request) {
        if (standard.track() != Track.AMATEUR) {
            return;
        }
        List<Violation> missing = new ArrayList<>();
        for (int i = 0; i < request.entries().size(); i++) {
            WhatIfRequest.Entry e = request.entries().get(i);
            if (e.points() != null && e.rounds() == null && !Boolean.FALSE.equals(e.official())) {
                missing.add(Violation.field("results[" + i + "].rounds", "required by the amateur standard "
                        + standard.code() + ": its score rate is points ÷ maximum points, one point a round"));
            }
        }
        if (!missing.isEmpty()) {
            throw Failure.invalid("ROUNDS_REQUIRED", "The amateur standard needs the number of rounds of each event"
                    + " with points.", missing.toArray(Violation[]::new));
        }
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
