package org.dengji.certification.application;

import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.dengji.common.Role;

/**
 * Title applications: registrars and reviewers open them, staff move them through their life cycle
 * within their authority, and read those of their jurisdiction.
 */
@Path("/api/v1/applications")
@Produces(MediaType.APPLICATION_JSON)
public class ApplicationResource {

    private final ApplicationService applications;
    private final Transitions transitions;
    private final ApplicationViews views;

    public ApplicationResource(ApplicationService applications, Transitions transitions, ApplicationViews views) {
        this.applications = applications;
        this.transitions = transitions;
        this.views = views;
    }

    /** Opens a draft; 422 with the evaluator's reasons when the record meets no clause of the title. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional // the answer reads what the change loaded
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME})
    public Response open(@Valid @NotNull ApplicationRequest request) {
        TitleApplication a = applications.open(request);
        return Response.created(URI.create("/api/v1/applications/" + a.id)).entity(views.of(a)).build();
    }

    @GET
    @Path("/{id}")
    @Transactional
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME, Role.ADMIN_NAME})
    public ApplicationView application(@PathParam("id") long id) {
        return views.of(applications.get(id));
    }

    /** One step of the life cycle: 403 outside the caller's authority, 409 when the state does not allow it. */
    @POST
    @Path("/{id}/transitions")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional // the answer reads what the change loaded
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME})
    public ApplicationView transition(@PathParam("id") long id, @Valid @NotNull TransitionRequest request) {
        return views.of(transitions.take(id, request));
    }
}
