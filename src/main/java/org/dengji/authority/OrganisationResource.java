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
import org.dengji.common.Role;

/** The organisation tree over JSON. Reading is public: who may approve what is public knowledge. */
@Path("/api/v1/organisations")
public class OrganisationResource {

    private final OrganisationService organisations;

    public OrganisationResource(OrganisationService organisations) {
        this.organisations = organisations;
    }

    @GET
    @PermitAll
    public List<OrganisationView> list() {
        return organisations.all().stream().map(OrganisationView::of).toList();
    }

    @GET
    @Path("/{id}")
    @PermitAll
    public OrganisationView get(@PathParam("id") long id) {
        return OrganisationView.of(organisations.get(id));
    }

    @POST
    @RolesAllowed(Role.ADMIN_NAME)
    public Response create(@Valid @NotNull OrganisationRequest request) {
        Organisation unit = organisations.create(request);
        return Response.created(URI.create("/api/v1/organisations/" + unit.id)).entity(OrganisationView.of(unit)).build();
    }

    @PUT
    @Path("/{id}")
    @RolesAllowed(Role.ADMIN_NAME)
    public OrganisationView update(@PathParam("id") long id, @Valid @NotNull OrganisationRequest request) {
        return OrganisationView.of(organisations.update(id, request));
    }
}
