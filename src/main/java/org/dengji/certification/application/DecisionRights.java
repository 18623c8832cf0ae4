package org.dengji.certification.application;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.EnumSet;
import java.util.Set;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.security.StaffJurisdiction;

/**
 * Who may do what to an application (第三条 of 《国际象棋升级规则》): registrars and reviewers act
 * on players within their subtree; only an approver of the approving unit decides and revokes; only
 * an approver of the unit the approval is filed with acknowledges the filing. A higher unit is no
 * substitute: the approving unit is the nearest competent one, fixed when the application is opened.
 * Which step each may take is {@link LifeCycle}'s table; this class says who the caller is.
 */
@ApplicationScoped
public class DecisionRights {

    private final StaffJurisdiction staff;
    private final SecurityIdentity identity;

    public DecisionRights(StaffJurisdiction staff, SecurityIdentity identity) {
        this.staff = staff;
        this.identity = identity;
    }

    /** Opening an application: a registrar or a reviewer whose subtree holds the player. */
    public void requireMayOpen(Organisation home) {
        if (!has(Role.REGISTRAR) && !has(Role.REVIEWER)) {
            throw wrongRole("Applications are opened by a registrar or a reviewer.");
        }
        staff.requireCovers(home);
    }

    /**
     * Review work on a unit's players (deciding objections): a reviewer whose subtree holds the unit.
     */
    public void requireReviewerOver(Organisation unit) {
        requireReviewer();
        staff.requireCovers(unit);
    }

    /**
     * Review work whose jurisdiction the caller checks itself, such as placing an event's qualifiers
     * on notice (an event outside the subtree is not found there, and players outside it are left out).
     */
    public void requireReviewer() {
        if (!has(Role.REVIEWER)) {
            throw wrongRole("This is done by a reviewer.");
        }
    }

    /**
     * Reading an application: staff whose subtree holds the player, or of the approving or filing unit.
     * Anyone else gets 404, as for an application that does not exist: a refusal would tell them it
     * does, and whose it is.
     */
    public void requireMayRead(TitleApplication a) {
        if (!staff.covers(a.player.homeUnit) && !isUnit(a.approvingUnit) && !isUnit(a.filingUnit)) {
            throw Failure.notFound("APPLICATION_NOT_FOUND", "There is no application " + a.id + ".");
        }
    }

    /** The caller as the life cycle's table sees them: their roles and where their unit stands to {@code a}. */
    public LifeCycle.Caller caller(TitleApplication a) {
        if (identity.isAnonymous()) {
            return new LifeCycle.Caller(Set.of(), false, false, false);
        }
        Set<Role> roles = EnumSet.noneOf(Role.class);
        for (Role role : Role.values()) {
            if (has(role)) {
                roles.add(role);
            }
        }
        return new LifeCycle.Caller(roles, staff.covers(a.player.homeUnit), isUnit(a.approvingUnit),
                isUnit(a.filingUnit));
    }

    private boolean isUnit(Organisation unit) {
        return unit != null && unit.id.equals(staff.home().id);
    }

    private boolean has(Role role) {
        return identity.hasRole(role.name());
    }

    private static Failure wrongRole(String message) {
        return Failure.refused("WRONG_ROLE", message);
    }
}
