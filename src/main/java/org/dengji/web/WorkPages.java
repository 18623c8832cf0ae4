package org.dengji.web;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.dengji.common.Role;

/**
 * Where staff land after signing in when no page was asked for first ({@code quarkus.http.auth.form.landing-page}):
 * their work, not the public home page. A sign-in for a page asked for still returns to that page
 * (Quarkus keeps it in a cookie; see {@code security.SignInReturnPath}); only a sign-in from the login
 * page itself comes here.
 */
@Path("/work")
public class WorkPages {

    /**
     * Each role's work page, in the order an account with several roles is sent: the decisions waiting
     * for a reviewer or approver first, then the registrar's desk, then the administrator's audit page.
     */
    static final List<Landing> LANDINGS = List.of(
            new Landing(Role.REVIEWER, "/applications"),
            new Landing(Role.APPROVER, "/applications"),
            new Landing(Role.REGISTRAR, "/registry/events"),
            new Landing(Role.ADMIN, "/admin/audit"));

    record Landing(Role role, String path) {
    }

    private final SecurityIdentity identity;

    public WorkPages(SecurityIdentity identity) {
        this.identity = identity;
    }

    /**
     * The first work page of the account's roles; the home page for an account that holds none. A
     * visitor who is not signed in is asked to, and comes back here.
     */
    @GET
    @RolesAllowed({Role.ADMIN_NAME, Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME})
    public Response work() {
        String path = LANDINGS.stream().filter(l -> identity.hasRole(l.role().name())).map(Landing::path).findFirst()
                .orElse("/");
        return Response.seeOther(URI.create(path)).build();
    }
}
