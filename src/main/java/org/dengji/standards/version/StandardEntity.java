package org.dengji.standards.version;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.LocalDate;
import org.dengji.common.i18n.Language;
import org.dengji.standards.core.StandardStatus;
import org.dengji.standards.core.Track;

/** A row of {@code standard} (migration V10): one version of a title standard. */
@Entity
@Table(name = "standard")
@NamedQuery(name = StandardEntity.BY_CODE, query = "select s from StandardEntity s where s.code = :code")
@NamedQuery(name = StandardEntity.OF_TRACK, query = "select s from StandardEntity s where s.track = :track")
public class StandardEntity extends PanacheEntityBase {

    /** Read on every eligibility answer: named queries are translated once, not per call. */
    static final String BY_CODE = "StandardEntity.byCode";
    static final String OF_TRACK = "StandardEntity.ofTrack";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, unique = true)
    public String code;

    @Column(name = "version_no", nullable = false)
    public int versionNo;

    @Column(name = "based_on_code")
    public String basedOnCode;

    @Column(name = "name_zh", nullable = false)
    public String nameZh;

    @Column(name = "name_en", nullable = false)
    public String nameEn;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Track track;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public StandardStatus status;

    @Column(name = "effective_from")
    public LocalDate effectiveFrom;

    @Column(name = "effective_to")
    public LocalDate effectiveTo;

    @Column(name = "norm_min_games", nullable = false)
    public int normMinGames;

    @Column(name = "window_months", nullable = false)
    public int windowMonths;

    @Column(name = "source_zh")
    public String sourceZh;

    @Column(name = "source_en")
    public String sourceEn;

    /** The source cited for readers (migration V20); {@code source_*} is the editors' own record. */
    @Column(name = "about_zh")
    public String aboutZh;

    @Column(name = "about_en")
    public String aboutEn;

    @Column(name = "published_at")
    public Instant publishedAt;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    public boolean isDraft() {
        return status == StandardStatus.DRAFT;
    }

    public StandardRows.StandardRow row() {
        return new StandardRows.StandardRow(code, versionNo, basedOnCode, nameZh, nameEn, track, status,
                effectiveFrom, effectiveTo, normMinGames, windowMonths);
    }

    public String name(Language language) {
        return language.pick(nameZh, nameEn);
    }

    public String about(Language language) {
        return language.pick(aboutZh, aboutEn);
    }

    /** The editors' record of where the standard and its numbers come from: for administrators. */
    public String source(Language language) {
        return language.pick(sourceZh, sourceEn);
    }

    /** A one-line summary for the audit log. */
    public String summary() {
        return "%s v%d %s %s from=%s to=%s normMinGames=%d windowMonths=%d".formatted(code, versionNo, track, status,
                effectiveFrom, effectiveTo, normMinGames, windowMonths);
    }
}
