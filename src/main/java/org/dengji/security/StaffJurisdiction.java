package org.dengji.security;

import io.quarkus.security.UnauthorizedException;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.RequestScoped;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;

/** The jurisdiction of the signed-in staff member: the organisation of their account. */
@RequestScoped
public class StaffJurisdiction implements Jurisdiction {

    private final SecurityIdentity identity;
    private AppUser staff;

    public StaffJurisdiction(SecurityIdentity identity) {
        this.identity = identity;
    }

    /** The signed-in staff member; 401 when anonymous (an endpoint forgot its role check). */
    public AppUser staff() {
        if (staff == null) {
            if (identity.isAnonymous()) {
                throw new UnauthorizedException();
            }
            staff = AppUser.findByUsername(identity.getPrincipal().getName()).orElseThrow(UnauthorizedException::new);
        }
        return staff;
    }

    @Override
    public Organisation home() {
        return staff().organisation;
    }
}
