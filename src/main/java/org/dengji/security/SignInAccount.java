package org.dengji.security;

import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.vertx.ext.web.RoutingContext;
import java.util.Set;
import org.dengji.common.Role;

/**
 * An account as signing in reads it, detached from the database: whether it may sign in, its
 * password hash, and what its identity carries: the user name (the principal), the roles and the
 * session generation.
 */
public record SignInAccount(String username, Set<Role> roles, boolean active, long generation, String passwordHash) {

    /** The identity attribute holding the account's session generation (a {@code Long}). */
    public static final String GENERATION = "dengji.session-generation";

    static SignInAccount of(AppUser user) {
        return new SignInAccount(user.username, user.roleSet(), user.active, user.sessionGeneration, user.passwordHash);
    }

    SecurityIdentity identity(RoutingContext routing) {
        QuarkusSecurityIdentity.Builder builder = QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(username))
                .addAttribute(GENERATION, generation);
        roles.forEach(role -> builder.addRole(role.name()));
        if (routing != null) {
            builder.addAttribute(HttpSecurityUtils.ROUTING_CONTEXT_ATTRIBUTE, routing);
        }
        return builder.build();
    }

    @Override
    public String toString() {
        return "SignInAccount[" + username + ", " + roles + ", active=" + active + ", generation=" + generation + "]";
    }
}
