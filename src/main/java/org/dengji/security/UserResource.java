package org.dengji.security;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.dengji.common.Paging;
import org.dengji.common.Role;

/**
 * Staff accounts over JSON: administrators list, create, edit, deactivate, reactivate and reset the
 * password of accounts within their jurisdiction; {@code /me} for any signed-in staff member.
 */
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
    public List<UserView> list(@QueryParam("page") String page, @QueryParam("size") String size) {
        return users.visible(Paging.of(page, size, UserService.PAGE_SIZE)).stream().map(UserView::of).toList();
    }

    @POST
    @Path("/users")
    @RolesAllowed(Role.ADMIN_NAME)
    public Response create(@Valid @NotNull UserRequest request) {
        AppUser user = users.create(request);
        return Response.created(URI.create("/api/v1/users/" + user.id)).entity(UserView.of(user)).build();
    }

    @GET
    @Path("/users/{id}")
    @RolesAllowed(Role.ADMIN_NAME)
    public UserView get(@PathParam("id") long id) {
        return UserView.of(users.get(id));
    }

    @PUT
    @Path("/users/{id}")
    @RolesAllowed(Role.ADMIN_NAME)
    public UserView update(@PathParam("id") long id, @Valid @NotNull UserUpdate update) {
        return UserView.of(users.update(id, update));
    }

    @POST
    @Path("/users/{id}/deactivate")
    @RolesAllowed(Role.ADMIN_NAME)
    public UserView deactivate(@PathParam("id") long id) {
        return UserView.of(users.deactivate(id));
    }

    @POST
    @Path("/users/{id}/reactivate")
    @RolesAllowed(Role.ADMIN_NAME)
    public UserView reactivate(@PathParam("id") long id) {
        return UserView.of(users.reactivate(id));
    }

    /** Sets a new password; the account's sessions end, so its owner signs in again with it. */
    @PUT
    @Path("/users/{id}/password")
    @RolesAllowed(Role.ADMIN_NAME)
    public Response resetPassword(@PathParam("id") long id, @Valid @NotNull PasswordReset reset) {
        users.resetPassword(id, reset);
        return Response.noContent().build();
    }

    @GET
    @Path("/me")
    @RolesAllowed({ Role.ADMIN_NAME, Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME })
    public UserView me() {
        return UserView.of(jurisdiction.staff());
    }
}
