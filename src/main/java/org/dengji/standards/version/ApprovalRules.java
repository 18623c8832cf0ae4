package org.dengji.standards.version;

import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Failure;
import org.dengji.standards.core.Title;

/**
 * 第三条 of 《国际象棋升级规则》 in one version of the standard, applied to the organisation tree.
 *
 * <p>A unit whose level approves a title by right also approves every lower title of the national
 * track for the players of its own region, as the national rules on athletes' technical grades put it:
 * the province approves 一级 and below, the prefecture 二级 and below, the county 三级, the national
 * authority 特级大师 and 大师 and, where it is the nearest, the lower ones too. A grant (industry and
 * plan-listed-city units) covers its own title only.
 *
 * <p>The approving unit of a title for a player is the nearest unit at or above the player's home unit
 * that approves it, by level or by grant: a higher unit never substitutes for the nearest competent one,
 * so a Zhejiang player's first-class title is Zhejiang's, and a second-class title of a player
 * registered at the province itself is the province's. Where no unit on the way up approves it, the
 * application is refused with that reason. The amateur grades are approved by the association for
 * players anywhere. Filing follows the rule of the title granted, whoever approves it: where that rule
 * files approvals with the level above, the approving unit's parent acknowledges it.
 *
 * <p>Plain Java over the tree's units: tested without a database.
 */
public final class ApprovalRules {

    private final Map<Title, ApprovalRule> byTitle = new EnumMap<>(Title.class);
    private final Organisation association;

    /** @param association the unit of level ASSOCIATION (unit 0002), or null where the tree has none */
    public ApprovalRules(Collection<ApprovalRule> rules, Organisation association) {
        rules.forEach(r -> byTitle.put(r.title(), r));
        this.association = association;
    }

    public Optional<ApprovalRule> rule(Title title) {
        return Optional.ofNullable(byTitle.get(title));
    }

    /**
     * Who approves {@code title} for a player whose home unit is {@code home}; 422
     * {@code NO_APPROVAL_RULE} when the version says nothing of the title, 422
     * {@code NO_APPROVING_AUTHORITY} when no unit on the way up approves it.
     */
    public ApprovalRoute route(Title title, Organisation home) {
        ApprovalRule rule = rule(title).orElseThrow(() -> Failure.unprocessable("NO_APPROVAL_RULE",
                "The standard names no approving authority for " + title.en() + ".", List.of()));
        Organisation approver = rule.level() == OrganisationLevel.ASSOCIATION ? association : nearest(title, home);
        if (approver == null) {
            throw Failure.unprocessable("NO_APPROVING_AUTHORITY", "No unit at or above %s (%s) approves %s: %s %s"
                    .formatted(home.nameEn, home.unitCode, title.en(), rule.reference(), rule.textEn()), List.of());
        }
        return new ApprovalRoute(title, rule, approver, rule.filedWithAbove() ? approver.parent : null);
    }

    /** Whether {@code acting} is the unit that approves {@code title} for a player of {@code home}. */
    public boolean mayApprove(Organisation acting, Title title, Organisation home) {
        try {
            return route(title, home).approvedBy(acting);
        } catch (Failure nobody) {
            return false;
        }
    }

    /**
     * The titles {@code unit} approves for the players of its region, highest first: by right of its level
     * (lower national titles included) or by grant. For a player below it, a nearer unit may approve some.
     */
    public List<Title> approvedBy(Organisation unit) {
        return byTitle.keySet().stream().filter(t -> approves(unit, t)).sorted().toList();
    }

    /** Whether {@code unit} approves {@code title}: by right of its level, or by a grant the title's rule allows. */
    private boolean approves(Organisation unit, Title title) {
        return byLevel(unit.level, title) || rule(title).map(r -> r.grantedTo(unit)).orElse(false);
    }

    /** Whether some rule gives {@code level} the title by right, itself or as a lower title of the track. */
    private boolean byLevel(OrganisationLevel level, Title title) {
        return byTitle.values().stream().anyMatch(r -> r.level() == level && r.levelApproves(title));
    }

    private Organisation nearest(Title title, Organisation home) {
        for (Organisation at = home; at != null; at = at.parent) {
            if (approves(at, title)) {
                return at;
            }
        }
        return null;
    }
}
