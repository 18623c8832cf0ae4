package org.dengji.authority;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/** An approval authority: a node of the organisation tree. */
@Entity
@Table(name = "organisation")
public class Organisation extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "parent_id")
    public Organisation parent;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public OrganisationLevel level;

    @Column(name = "name_zh", nullable = false)
    public String nameZh;

    @Column(name = "name_en", nullable = false)
    public String nameEn;

    @Column(name = "unit_code", nullable = false, unique = true)
    public String unitCode;

    @Column(name = "admin_code")
    public String adminCode;

    /** Comma-separated {@link ApprovableTitle} names granted to an INDUSTRY or PLAN_CITY unit. */
    @Column(name = "granted_titles")
    public String grantedTitles;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Version
    public long version;

    /** The root of the tree: the national sports authority (seeded by migration V2). */
    public static Organisation national() {
        return find("level", OrganisationLevel.NATIONAL).singleResult();
    }

    public Long parentId() {
        return parent == null ? null : parent.id;
    }

    public Set<ApprovableTitle> granted() {
        if (grantedTitles == null || grantedTitles.isBlank()) {
            return EnumSet.noneOf(ApprovableTitle.class);
        }
        return Arrays.stream(grantedTitles.split(","))
                .map(ApprovableTitle::valueOf)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(ApprovableTitle.class)));
    }

    /** The titles this unit may approve: by right of its level, plus any grant. */
    public Set<ApprovableTitle> approvableTitles() {
        Set<ApprovableTitle> titles = level.titlesByRight();
        titles.addAll(granted());
        return titles;
    }

    public void grant(Set<ApprovableTitle> titles) {
        grantedTitles = titles.isEmpty() ? null
                : titles.stream().sorted().map(Enum::name).collect(Collectors.joining(","));
    }

    /** Whether this unit is {@code root} or lies below it; the tree is at most five levels deep. */
    public boolean isWithin(Organisation root) {
        for (Organisation at = this; at != null; at = at.parent) {
            if (at.id.equals(root.id)) {
                return true;
            }
        }
        return false;
    }

    public String name(boolean chinese) {
        return chinese ? nameZh : nameEn;
    }

    /** A one-line summary for the audit log. */
    public String summary() {
        return "%s %s/%s level=%s parent=%s granted=%s".formatted(
                unitCode, nameZh, nameEn, level, parentId(), grantedTitles == null ? "" : grantedTitles);
    }
}
