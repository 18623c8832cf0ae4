package org.dengji.security;

import java.util.Set;
import org.dengji.common.Role;

/** A staff account as the API shows it; never the password hash nor the session generation. */
public record UserView(Long id, String username, String displayName, Set<Role> roles, Long organisationId,
        String organisationUnitCode, boolean active) {

    public static UserView of(AppUser user) {
        return new UserView(user.id, user.username, user.displayName, user.roleSet(), user.organisation.id,
                user.organisation.unitCode, user.active);
    }
}
