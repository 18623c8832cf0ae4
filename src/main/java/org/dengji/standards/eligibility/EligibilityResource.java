package org.dengji.standards.eligibility;

import jakarta.annotation.security.PermitAll;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;

/** The public "what would I get?" evaluation of a hypothetical record. */
@Path("/api/v1/eligibility")
public class EligibilityResource {

    private final EligibilityService eligibility;

    public EligibilityResource(EligibilityService eligibility) {
        this.eligibility = eligibility;
    }

    @POST
    @Path("/what-if")
    @PermitAll
    public EligibilityView whatIf(@Valid @NotNull WhatIfRequest request) {
        return EligibilityView.of(eligibility.whatIf(request));
    }
}
