package org.dengji.authority;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.dengji.common.Role;

/**
 * The organisation tree over JSON. Reading is public: who may approve what is public knowledge, so
 * the list is every unit (not paged). Changing a unit is for an administrator of a unit above it;
 * granting approval authority, or changing a unit's grants, for an administrator of the national
 * authority only (403 {@code GRANT_BY_NATIONAL_AUTHORITY_ONLY} for anyone else).
 */
@Path("/api/v1/organisations")
public class OrganisationResource {

    private final OrganisationService organisations;
    private final ApprovalCatalogue approvals;

    public OrganisationResource(OrganisationService organisations, ApprovalCatalogue approvals) {
        this.organisations = organisations;
        this.approvals = approvals;
    }

    @GET
    @PermitAll
    public List<OrganisationView> list() {
        List<Organisation> all = organisations.all();
        Map<Long, List<ApprovedTitle>> approves = approvals.approvedBy(all);
        return all.stream().map(o -> OrganisationView.of(o, approves.getOrDefault(o.id, List.of()))).toList();
    }

    @GET
    @Path("/{id}")
    @PermitAll
    public OrganisationView get(@PathParam("id") long id) {
        return view(organisations.get(id));
    }

    @POST
    @RolesAllowed(Role.ADMIN_NAME)
    public Response create(@Valid @NotNull OrganisationRequest request) {
        Organisation unit = organisations.create(request);
        return Response.created(URI.create("/api/v1/organisations/" + unit.id)).entity(view(unit)).build();
    }

    /** The unit's whole new state: names, codes, grants, level and parent (a new parent moves it). */
    @PUT
    @Path("/{id}")
    @RolesAllowed(Role.ADMIN_NAME)
    public OrganisationView update(@PathParam("id") long id, @Valid @NotNull OrganisationRequest request) {
        return view(organisations.update(id, request));
    }

    private OrganisationView view(Organisation unit) {
        return OrganisationView.of(unit, approvals.approvedBy(List.of(unit)).getOrDefault(unit.id, List.of()));
    }
}
