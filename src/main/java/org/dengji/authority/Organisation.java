package org.dengji.authority;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
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
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.dengji.common.i18n.Language;
import org.hibernate.annotations.Fetch;
import org.hibernate.annotations.FetchMode;

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

    /**
     * The unit codes from the root down to this unit, each closed by a slash ({@code /0001/3300/3301/}):
     * a unit's subtree is every unit whose path starts with its own, so lists keep to a jurisdiction with
     * one indexed {@code path like '/0001/3300/%'} condition instead of walking parent links. Set by
     * {@link #placeUnder}; {@link OrganisationService} rewrites the subtree's paths when a unit moves or
     * changes its code.
     */
    @Column(nullable = false, length = 100)
    public String path;

    /**
     * Approval authority granted to an INDUSTRY or PLAN_CITY unit, one row each in
     * {@code organisation_grant}. Loaded with the unit; for a list of units, in one query for all.
     */
    @ElementCollection(fetch = FetchType.EAGER)
    @Fetch(FetchMode.SUBSELECT)
    @CollectionTable(name = "organisation_grant", joinColumns = @JoinColumn(name = "organisation_id"))
    @Enumerated(EnumType.STRING)
    @Column(name = "grant_name", nullable = false)
    public Set<Grant> grants = EnumSet.noneOf(Grant.class);

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

    public boolean holds(Grant grant) {
        return grants.contains(grant);
    }

    /** Replaces the grants (the collection is kept: Hibernate tracks it). */
    public void grant(Set<Grant> granted) {
        grants.clear();
        grants.addAll(granted);
    }

    /** Puts the unit under {@code parent} (null: the root), its path following its unit code. */
    public void placeUnder(Organisation parent) {
        this.parent = parent;
        this.path = pathUnder(parent, unitCode);
    }

    /** The path of a unit with {@code unitCode} under {@code parent} (null: the root). */
    public static String pathUnder(Organisation parent, String unitCode) {
        return (parent == null ? "/" : parent.path) + unitCode + "/";
    }

    /** Whether this unit is {@code root} or lies below it: its path starts with the root's. */
    public boolean isWithin(Organisation root) {
        return path.startsWith(root.path);
    }

    /** The ids of {@code root} and every unit below it, read by the path (one indexed condition). */
    public static List<Long> idsWithin(Organisation root) {
        return getEntityManager().createQuery("select o.id from Organisation o where o.path like :subtree", Long.class)
                .setParameter("subtree", root.subtreePattern()).getResultList();
    }

    /** The {@code like} pattern of the paths of this unit's subtree (unit codes are digits: nothing to escape). */
    public String subtreePattern() {
        return path + "%";
    }

    /** Whether this unit lies below {@code root}, not being it. */
    public boolean isBelow(Organisation root) {
        return !id.equals(root.id) && isWithin(root);
    }

    public String name(Language language) {
        return language.pick(nameZh, nameEn);
    }

    /** A one-line summary for the audit log. */
    public String summary() {
        return "%s %s/%s level=%s parent=%s admin=%s granted=%s".formatted(
                unitCode, nameZh, nameEn, level, parentId(), adminCode, grants.stream().sorted().toList());
    }
}
