package org.dengji.standards.eligibility;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import jakarta.annotation.security.PermitAll;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;

/**
 * The public "what would I get?" evaluation of a hypothetical record. Against a published version
 * for everyone; an administrator (HTTP Basic) may name a draft, and the answer then carries
 * {@code "draft": true}.
 */
@Path("/api/v1/eligibility")
public class EligibilityResource {

    private final EligibilityService eligibility;

    public EligibilityResource(EligibilityService eligibility) {
        this.eligibility = eligibility;
    }

    @POST
    @Path("/what-if")
    @PermitAll
    public WhatIfAnswer whatIf(@Valid @NotNull WhatIfRequest request) {
        EligibilityService.Answer answer = eligibility.answer(request);
        return new WhatIfAnswer(EligibilityView.of(answer.eligibility()), answer.draft());
    }

    /** The answer, and whether it was evaluated against a draft (never for the public). */
    public record WhatIfAnswer(@JsonUnwrapped EligibilityView answer, boolean draft) {
    }
}
