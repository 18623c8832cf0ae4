package org.dengji.security;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.dengji.common.Role;

/** Staff accounts over JSON, and {@code /me} for any signed-in staff member. */
@Path("/api/v1")
public class UserResource {

    private final UserService users;
    private final StaffJurisdiction jurisdiction;

    public UserResource(UserService users, StaffJurisdiction jurisdiction) {
        this.users = users;
        this.jurisdiction = jurisdiction;
    }

    @GET
    @Path("/users")
    @RolesAllowed(Role.ADMIN_NAME)
    public List<UserView> list() {
        return users.visible().stream().map(UserView::of).toList();
    }

    @POST
    @Path("/users")
    @RolesAllowed(Role.ADMIN_NAME)
    public Response create(@Valid @NotNull UserRequest request) {
        AppUser user = users.create(request);
        return Response.created(URI.create("/api/v1/users/" + user.id)).entity(UserView.of(user)).build();
    }

    @GET
    @Path("/me")
    @RolesAllowed({ Role.ADMIN_NAME, Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME })
    public UserView me() {
        return UserView.of(jurisdiction.staff());
    }
}
