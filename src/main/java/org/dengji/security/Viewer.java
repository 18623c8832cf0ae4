package org.dengji.security;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.dengji.common.Role;

/** Who is looking at a page, for the layout ({@code inject:viewer}). */
@Named("viewer")
@RequestScoped
public class Viewer {

    @Inject
    SecurityIdentity identity;

    public boolean isLoggedIn() {
        return !identity.isAnonymous();
    }

    public String getName() {
        return identity.isAnonymous() ? "" : identity.getPrincipal().getName();
    }

    public boolean isAdmin() {
        return identity.hasRole(Role.ADMIN.name());
    }

    public boolean isReviewer() {
        return identity.hasRole(Role.REVIEWER.name());
    }
}
