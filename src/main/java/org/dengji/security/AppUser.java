package org.dengji.security;

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
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.dengji.authority.Organisation;
import org.dengji.authority.UnitsWithin;
import org.dengji.common.Paging;
import org.dengji.common.Role;

/**
 * A staff account: a bcrypt password, roles, the organisation whose subtree it may act on, whether it
 * may sign in at all, and the generation of its sessions (a session names the generation it was
 * issued in; moving the generation on ends every session of the account).
 */
@Entity
@Table(name = "app_user")
public class AppUser extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, unique = true)
    public String username;

    @Column(name = "password_hash", nullable = false)
    public String passwordHash;

    @ElementCollection(fetch = FetchType.LAZY)
    @CollectionTable(name = "app_user_role", joinColumns = @JoinColumn(name = "user_id"))
    @Enumerated(EnumType.STRING)
    @Column(name = "role_name", nullable = false)
    public Set<Role> roles = EnumSet.noneOf(Role.class);

    @Column(name = "display_name", nullable = false)
    public String displayName;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "organisation_id")
    public Organisation organisation;

    @Column(nullable = false)
    public boolean active = true;

    @Column(name = "session_generation", nullable = false)
    public long sessionGeneration;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Version
    public long version;

    public static Optional<AppUser> findByUsername(String username) {
        return find("username", username).firstResultOptional();
    }

    /**
     * The display names of {@code usernames}, in one query: histories name people, not accounts. A user
     * name no account has (any more) maps to itself.
     */
    public static Map<String, String> displayNames(Collection<String> usernames) {
        Map<String, String> names = new HashMap<>();
        usernames.forEach(u -> names.put(u, u));
        if (!usernames.isEmpty()) {
            AppUser.<AppUser>list("username in ?1", Set.copyOf(usernames)).forEach(u -> names.put(u.username,
                    u.displayName));
        }
        return names;
    }

    /** The account with its roles, in one query: what every signed-in request reads. */
    public static Optional<AppUser> findForSignIn(String username) {
        return find("select u from AppUser u left join fetch u.roles where u.username = ?1", username)
                .singleResultOptional();
    }

    /** The account with its roles and organisation, ready to be shown after its transaction. */
    public static Optional<AppUser> findWithRoles(long id) {
        return find("select u from AppUser u left join fetch u.roles join fetch u.organisation where u.id = ?1", id)
                .singleResultOptional();
    }

    /** How many accounts the units of a subtree hold. */
    public static long countWithin(UnitsWithin units) {
        return units.bind(getEntityManager().createQuery("select count(u) from AppUser u where "
                + units.condition("u.organisation.id", "units"), Long.class), "units").getSingleResult();
    }

    /**
     * The page {@code paging} asks for of the accounts of the units of a subtree, by user name, with their
     * roles and organisation. The page's ids are read first: a page of a query that fetches a collection
     * (the roles) would be cut in memory after reading every row. The subtree is its units' ids
     * ({@link UnitsWithin}), matched on the accounts' own column.
     */
    public static List<AppUser> pageWithRoles(UnitsWithin units, Paging paging) {
        List<Long> ids = units.bind(getEntityManager().createQuery("select u.id from AppUser u where "
                + units.condition("u.organisation.id", "units") + " order by u.username", Long.class), "units")
                .setFirstResult(paging.firstRow()).setMaxResults(paging.size()).getResultList();
        return ids.isEmpty() ? List.of() : find("select distinct u from AppUser u left join fetch u.roles"
                + " join fetch u.organisation where u.id in ?1 order by u.username", ids).list();
    }

    /** The roles in their declared order (administrator first), for pages and the API. */
    public Set<Role> roleSet() {
        return roles.isEmpty() ? EnumSet.noneOf(Role.class) : EnumSet.copyOf(roles);
    }

    public void assignRoles(Set<Role> assigned) {
        roles.clear();
        roles.addAll(assigned);
    }

    /** Ends every session of this account: cookies issued before no longer open anything. */
    public void endSessions() {
        sessionGeneration++;
    }

    public String summary() {
        return "%s (%s) roles=%s organisation=%s active=%s".formatted(username, displayName,
                new TreeSet<>(roleSet()), organisation.unitCode, active);
    }
}
