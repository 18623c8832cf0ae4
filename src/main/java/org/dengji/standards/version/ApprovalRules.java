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
 * 第三条 of one version of the standard, applied to the organisation tree (DESIGN.md, "Approval
 * authority"). The approving unit of a title for a player is the nearest unit at or above the
 * player's home unit that approves it, by right of its level or by a grant (industry and
 * plan-listed-city units); where there is none, the application is refused with that reason. A
 * title the association approves (the amateur grades) is approved by the association for players
 * anywhere. Plain Java over the tree's units: tested without a database.
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
        Organisation approver = rule.level() == OrganisationLevel.ASSOCIATION ? association : nearest(rule, home);
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

    /** The titles {@code unit} approves, by right or by grant, highest first. */
    public List<Title> approvedBy(Organisation unit) {
        return byTitle.values().stream().filter(r -> r.approvedBy(unit)).map(ApprovalRule::title).sorted().toList();
    }

    private static Organisation nearest(ApprovalRule rule, Organisation home) {
        for (Organisation at = home; at != null; at = at.parent) {
            if (rule.approvedBy(at)) {
                return at;
            }
        }
        return null;
    }
}
