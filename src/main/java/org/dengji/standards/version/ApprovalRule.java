package org.dengji.standards.version;

import java.util.Objects;
import java.util.Optional;
import org.dengji.authority.Grant;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;

/**
 * One rule of 第三条 of 《国际象棋升级规则》, as a version of the standard states it: the level of the
 * tree that approves {@code title} by right, whether a unit granted that authority approves it too,
 * and whether an approval is filed with the level above (备案). A level approving a title of the
 * national track by right approves every lower title of that track too (一级及以下, 二级及以下, as the
 * national rules on athletes' technical grades put it); a grant covers its own title only.
 *
 * @param reference the article and item of 《国际象棋升级规则》, such as "第三条 (二)"
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

    /**
     * Whether a unit of this rule's level approves {@code other} by right: this rule's title, and on the
     * national track every lower one. Amateur grades are the association's alone, each by its own rule.
     */
    public boolean levelApproves(Title other) {
        return other == title || title.track() == Track.NATIONAL && title.isHigherThan(other);
    }

    /**
     * Whether {@code unit} approves this rule's title by a grant it holds (an industry or plan-listed-city
     * unit). A grant is never extended to lower titles: a unit granted first-class authority does not
     * approve second class by it.
     */
    public boolean grantedTo(Organisation unit) {
        return unit.level.acceptsGrants() && grant().map(unit::holds).orElse(false);
    }
}
