package org.dengji.security;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import org.dengji.registry.organisation.ApprovableTitle;
import org.dengji.registry.organisation.Organisation;
import org.dengji.registry.organisation.OrganisationLevel;
import org.dengji.web.problem.ApiProblem;

/**
 * The one jurisdiction check (DESIGN.md "Approval authority"): staff act only on units within their
 * own organisation's subtree, and approve only the titles their organisation may approve. Every
 * feature calls this; none re-implements it.
 */
@RequestScoped
public class Jurisdiction {

    @Inject
    SecurityIdentity identity;

    private AppUser staff;

    /** The signed-in staff member; 401 when anonymous (an endpoint forgot its role check). */
    public AppUser staff() {
        if (staff == null) {
            if (identity.isAnonymous()) {
                throw new io.quarkus.security.UnauthorizedException();
            }
            staff = AppUser.findByUsername(identity.getPrincipal().getName())
                    .orElseThrow(io.quarkus.security.UnauthorizedException::new);
        }
        return staff;
    }

    public Organisation home() {
        return staff().organisation;
    }

    /** Whether {@code unit} is the staff member's organisation or lies below it. */
    public boolean covers(Organisation unit) {
        return isWithin(unit, home());
    }

    /** Refuses with 403 {@code OUT_OF_JURISDICTION} unless {@link #covers(Organisation)}. */
    public void requireCovers(Organisation unit) {
        if (!covers(unit)) {
            throw ApiProblem.forbidden("OUT_OF_JURISDICTION",
                    "%s (%s) is outside the jurisdiction of %s (%s).".formatted(
                            unit.nameEn, unit.unitCode, home().nameEn, home().unitCode));
        }
    }

    /** Refuses with 403 {@code TITLE_NOT_IN_AUTHORITY} unless the home organisation approves {@code title}. */
    public void requireMayApprove(ApprovableTitle title) {
        if (!home().approvableTitles().contains(title)) {
            throw ApiProblem.forbidden("TITLE_NOT_IN_AUTHORITY",
                    "%s (%s) has no authority to approve %s.".formatted(home().nameEn, home().unitCode, title));
        }
    }

    /**
     * Refuses with 403 {@code OUT_OF_JURISDICTION} unless the staff member belongs to the national
     * authority itself: national data (the standards) is changed there and nowhere below.
     */
    public void requireNationalAuthority(String what) {
        if (home().level != OrganisationLevel.NATIONAL) {
            throw ApiProblem.forbidden("OUT_OF_JURISDICTION", what + " national data: only staff of the national"
                    + " authority may change it, not of " + home().nameEn + " (" + home().unitCode + ").");
        }
    }

    /** Pure subtree test: walks up from {@code unit}; the tree is at most five levels deep. */
    public static boolean isWithin(Organisation unit, Organisation root) {
        for (Organisation at = unit; at != null; at = at.parent) {
            if (at.id.equals(root.id)) {
                return true;
            }
        }
        return false;
    }
}
