package org.dengji.standards.version;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.util.Set;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.Title;

/**
 * A row of {@code standard_clause}: a clause, or a part of an ALL_OF clause ({@code parentKey}).
 * Rows point at their standard by id only: a standard is always read and written as a whole by
 * {@link StandardStore}, never navigated from a clause.
 */
@Entity
@Table(name = "standard_clause")
public class ClauseEntity extends StandardPartEntity {

    @Column(name = "clause_key", nullable = false)
    public String clauseKey;

    @Column(name = "parent_key")
    public String parentKey;

    @Column(name = "sort_order", nullable = false)
    public int sortOrder;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Title title;

    @Enumerated(EnumType.STRING)
    @Column(name = "gender_scope", nullable = false)
    public GenderScope genderScope;

    @Column(name = "clause_ref", nullable = false)
    public String clauseRef;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public ClauseKind kind;

    @Enumerated(EnumType.STRING)
    public EventCategory category;

    @Column(name = "rank_from")
    public Integer rankFrom;

    @Column(name = "rank_to")
    public Integer rankTo;

    @Column(nullable = false)
    public int times;

    @Enumerated(EnumType.STRING)
    @Column(name = "norm_title")
    public Title normTitle;

    @Enumerated(EnumType.STRING)
    @Column(name = "fide_title")
    public FideTitle fideTitle;

    @Convert(converter = EventLevelsConverter.class)
    @Column(name = "event_levels")
    public Set<EventLevel> eventLevels;

    @Column(name = "min_rounds")
    public Integer minRounds;

    @Column(name = "min_rate")
    public BigDecimal minRate;

    @Column(name = "text_zh", nullable = false)
    public String textZh;

    @Column(name = "text_en", nullable = false)
    public String textEn;

    @Column(name = "interpretation_zh")
    public String interpretationZh;

    @Column(name = "interpretation_en")
    public String interpretationEn;

    /**
     * How the clause is read, written for the public (migration V20). {@code interpretation_*} is the
     * editors' record of the same decision, for administrators.
     */
    @Column(name = "note_zh")
    public String noteZh;

    @Column(name = "note_en")
    public String noteEn;

    public StandardRows.ClauseRow row() {
        return new StandardRows.ClauseRow(clauseKey, parentKey, sortOrder, title, genderScope, clauseRef, kind,
                category, rankFrom, rankTo, times, normTitle, fideTitle, eventLevels, minRounds, minRate,
                textZh, textEn, interpretationZh, interpretationEn);
    }

    /** The same row under another standard (a draft copy keeps keys, order and texts). */
    public ClauseEntity copyTo(Long otherStandard) {
        ClauseEntity copy = new ClauseEntity();
        copy.standardId = otherStandard;
        copy.clauseKey = clauseKey;
        copy.parentKey = parentKey;
        copy.sortOrder = sortOrder;
        copy.title = title;
        copy.genderScope = genderScope;
        copy.clauseRef = clauseRef;
        copy.kind = kind;
        copy.textZh = textZh;
        copy.textEn = textEn;
        copy.interpretationZh = interpretationZh;
        copy.interpretationEn = interpretationEn;
        copy.noteZh = noteZh;
        copy.noteEn = noteEn;
        copy.copyCriterionFrom(this);
        return copy;
    }

    void copyCriterionFrom(ClauseEntity other) {
        category = other.category;
        rankFrom = other.rankFrom;
        rankTo = other.rankTo;
        times = other.times;
        normTitle = other.normTitle;
        fideTitle = other.fideTitle;
        eventLevels = other.eventLevels;
        minRounds = other.minRounds;
        minRate = other.minRate;
    }

    /** A one-line summary for the audit log. */
    public String summary() {
        return "%s [%s] %s %s %s cat=%s rank=%s-%s times=%d norm=%s fide=%s levels=%s rounds=%s rate=%s zh=%s en=%s"
                .formatted(clauseKey, clauseRef, title, genderScope, kind, category, rankFrom, rankTo, times,
                        normTitle, fideTitle, eventLevels, minRounds, minRate, textZh, textEn);
    }
}
