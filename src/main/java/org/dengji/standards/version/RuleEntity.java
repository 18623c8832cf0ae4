package org.dengji.standards.version;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** A row of {@code standard_rule}: a general rule (第二条) kept as text with a stable code. */
@Entity
@Table(name = "standard_rule")
public class RuleEntity extends StandardPartEntity {

    @Column(name = "rule_code", nullable = false)
    public String ruleCode;

    @Column(nullable = false)
    public String article;

    public String item;

    @Column(name = "sort_order", nullable = false)
    public int sortOrder;

    @Column(name = "text_zh", nullable = false)
    public String textZh;

    @Column(name = "text_en", nullable = false)
    public String textEn;

    public RuleEntity copyTo(Long otherStandard) {
        RuleEntity copy = new RuleEntity();
        copy.standardId = otherStandard;
        copy.ruleCode = ruleCode;
        copy.article = article;
        copy.item = item;
        copy.sortOrder = sortOrder;
        copy.textZh = textZh;
        copy.textEn = textEn;
        return copy;
    }
}
