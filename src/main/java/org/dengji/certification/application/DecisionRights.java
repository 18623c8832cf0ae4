package org.dengji.certification.application;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.security.StaffJurisdiction;

/**
 * Who may do what to an application (第三条 of 《国际象棋升级规则》): registrars and reviewers act
 * on players within their subtree; only an approver of the approving unit decides and revokes; only
 * an approver of the unit the approval is filed with acknowledges the filing. A higher unit is no
 * substitute: the approving unit is the nearest competent one, fixed when the application is opened.
 * Everything else is refused with 403, before the state is looked at.
 */
@ApplicationScoped
public class DecisionRights {

    /** In which capacity the caller acts: a reviewer of the player's subtree, or the approving unit. */
    public enum Capacity {
        REGISTRAR,
        REVIEWER,
        APPROVER,
        FILING_APPROVER
    }

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

    /** The capacity in which the caller may take {@code action}; 403 when in none. */
    public Capacity requireMayAct(TitleApplication a, TransitionAction action) {
        return switch (action) {
            case SUBMIT -> overPlayer(a, Role.REGISTRAR, Capacity.REGISTRAR, "submitted by a registrar");
            case RECOMMEND, RETURN, START_NOTICE -> overPlayer(a, Role.REVIEWER, Capacity.REVIEWER,
                    "reviewed by a reviewer");
            case REJECT -> rejecting(a);
            case APPROVE, REVOKE -> approverOf(a, a.approvingUnit, Capacity.APPROVER);
            case ACKNOWLEDGE_FILING -> filing(a);
        };
    }

    /**
     * A rejection is a reviewer's at review and the approving unit's after the notice: the caller must
     * be one of the two; which one the state needs is decided with the state.
     */
    private Capacity rejecting(TitleApplication a) {
        if (isApproverOfApprovingUnit(a)) {
            return Capacity.APPROVER;
        }
        if (isReviewerOverPlayer(a)) {
            return Capacity.REVIEWER;
        }
        if (has(Role.APPROVER)) {
            return approverOf(a, a.approvingUnit, Capacity.APPROVER);
        }
        return overPlayer(a, Role.REVIEWER, Capacity.REVIEWER, "rejected by a reviewer at review, or by the"
                + " approving unit after the notice");
    }

    public boolean isApproverOfApprovingUnit(TitleApplication a) {
        return has(Role.APPROVER) && isUnit(a.approvingUnit);
    }

    public boolean isReviewerOverPlayer(TitleApplication a) {
        return has(Role.REVIEWER) && staff.covers(a.player.homeUnit);
    }

    private Capacity filing(TitleApplication a) {
        if (!has(Role.APPROVER)) {
            throw wrongRole("A filing is acknowledged by an approver of the unit above the approving unit.");
        }
        if (a.filingUnit == null) {
            throw Failure.conflict("NOT_FILED", "Application %d is not filed with any unit: %s (%s) approves %s"
                    .formatted(a.id, a.approvingUnit.nameEn, a.approvingUnit.unitCode, a.title.en())
                    + " without filing (" + a.authorityReference + ").");
        }
        return approverOf(a, a.filingUnit, Capacity.FILING_APPROVER);
    }

    private Capacity overPlayer(TitleApplication a, Role role, Capacity capacity, String doneBy) {
        if (!has(role)) {
            throw wrongRole("An application is " + doneBy + ".");
        }
        staff.requireCovers(a.player.homeUnit);
        return capacity;
    }

    private Capacity approverOf(TitleApplication a, Organisation unit, Capacity capacity) {
        if (!has(Role.APPROVER)) {
            throw wrongRole("Only an approver of %s (%s) may do this.".formatted(unit.nameEn, unit.unitCode));
        }
        if (!isUnit(unit)) {
            String what = capacity == Capacity.FILING_APPROVER ? "acknowledges the filing of" : "approves";
            throw Failure.refused("TITLE_NOT_IN_AUTHORITY", "%s (%s) is not the unit that %s %s for a player of %s"
                    .formatted(staff.home().nameEn, staff.home().unitCode, what, a.title.en(),
                            a.player.homeUnit.nameEn) + " (%s): %s (%s) is (%s).".formatted(a.player.homeUnit.unitCode,
                                    unit.nameEn, unit.unitCode, a.authorityReference));
        }
        return capacity;
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
