package org.dengji.standards.version;

import java.util.Optional;
import org.dengji.authority.Organisation;
import org.dengji.standards.core.Title;

/**
 * Who approves a title for a player, and who acknowledges the filing (备案) of the approval: the
 * approving unit's parent, where the rule of the title granted (第三条 of 《国际象棋升级规则》) files
 * approvals with the level above, whichever unit approves it (a province approving a second-class
 * title files it with its parent).
 *
 * @param rule the rule of {@code title}, which names its reference and its filing
 * @param filedWith null where the rule files nothing, or the approver has no parent
 */
public record ApprovalRoute(Title title, ApprovalRule rule, Organisation approver, Organisation filedWith) {

    public Optional<Organisation> filing() {
        return Optional.ofNullable(filedWith);
    }

    /** Whether {@code unit} is the approver: an approver acts only for their own unit. */
    public boolean approvedBy(Organisation unit) {
        return approver.id.equals(unit.id);
    }

    /** Whether {@code unit} acknowledges the filing of this approval. */
    public boolean filedWith(Organisation unit) {
        return filedWith != null && filedWith.id.equals(unit.id);
    }
}
