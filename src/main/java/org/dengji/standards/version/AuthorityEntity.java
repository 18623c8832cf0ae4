package org.dengji.standards.version;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;
import org.dengji.authority.OrganisationLevel;
import org.dengji.standards.core.Title;

/**
 * A row of {@code standard_authority} (第三条): the level of the tree that approves a title by
 * right, whether a unit granted the authority (行业体协, 计划单列市) may approve it too, and whether an
 * approval is filed with the level above. This data, of the version in force, is the one answer to
 * "who may approve": {@link ApprovalRules} reads it.
 */
@Entity
@Table(name = "standard_authority")
public class AuthorityEntity extends StandardPartEntity {

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Title title;

    @Enumerated(EnumType.STRING)
    @Column(name = "approver_level", nullable = false)
    public OrganisationLevel approverLevel;

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

    /** The rule this row states. */
    public ApprovalRule rule() {
        return new ApprovalRule(title, approverLevel, grantedUnitsMay, filedWithAbove, clauseRef, textZh, textEn);
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
