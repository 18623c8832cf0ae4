package org.dengji.standards.version;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import org.dengji.standards.core.EventLevel;

/** A row of {@code standard_authority}: who approves a title (第三条), and whether it is filed above. */
@Entity
@Table(name = "standard_authority")
public class AuthorityEntity extends StandardPartEntity {

    @Column(nullable = false)
    public String title;

    @Column(name = "approver_level", nullable = false)
    public String approverLevel;

    @Column(name = "granted_units_may", nullable = false)
    public boolean grantedUnitsMay;

    @Column(name = "filed_with_above", nullable = false)
    public boolean filedWithAbove;

    @Column(name = "clause_ref", nullable = false)
    public String clauseRef;

    @Column(name = "text_zh", nullable = false)
    public String textZh;

    @Column(name = "text_en", nullable = false)
    public String textEn;

    /** The approving level; the column holds the same four names as the core's event levels. */
    public EventLevel level() {
        return EventLevel.valueOf(approverLevel);
    }

    public AuthorityEntity copyTo(Long otherStandard) {
        AuthorityEntity copy = new AuthorityEntity();
        copy.standardId = otherStandard;
        copy.title = title;
        copy.approverLevel = approverLevel;
        copy.grantedUnitsMay = grantedUnitsMay;
        copy.filedWithAbove = filedWithAbove;
        copy.clauseRef = clauseRef;
        copy.textZh = textZh;
        copy.textEn = textEn;
        return copy;
    }
}
