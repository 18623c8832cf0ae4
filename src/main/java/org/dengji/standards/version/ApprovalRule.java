package org.dengji.standards.version;

import java.util.Objects;
import java.util.Optional;
import org.dengji.authority.Grant;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.standards.core.Title;

/**
 * One rule of 第三条, as a version of the standard states it: the level of the tree that approves
 * {@code title} by right, whether a unit granted that authority approves it too, and whether an
 * approval is filed with the level above (备案).
 *
 * @param reference the seed reference, such as "第三条 (二)"
 */
public record ApprovalRule(Title title, OrganisationLevel level, boolean grantedUnitsMay, boolean filedWithAbove,
        String reference, String textZh, String textEn) {

    public ApprovalRule {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(level, "level");
    }

    /**
     * The grant that lets a unit approve the title, where the rule lets granted units approve it:
     * 第三条 grants first-class and second-class authority, so only those two titles have one.
     */
    public Optional<Grant> grant() {
        if (!grantedUnitsMay) {
            return Optional.empty();
        }
        return switch (title) {
            case FIRST_CLASS -> Optional.of(Grant.FIRST_CLASS);
            case SECOND_CLASS -> Optional.of(Grant.SECOND_CLASS);
            default -> Optional.empty();
        };
    }

    /** Whether {@code unit} approves the title: by right of its level, or by a grant it holds. */
    public boolean approvedBy(Organisation unit) {
        return unit.level == level || unit.level.acceptsGrants() && grant().map(unit::holds).orElse(false);
    }
}
