package org.dengji.security;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.security.jpa.Password;
import io.quarkus.security.jpa.PasswordType;
import io.quarkus.security.jpa.Roles;
import io.quarkus.security.jpa.UserDefinition;
import io.quarkus.security.jpa.Username;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
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
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.dengji.authority.Organisation;
import org.dengji.common.Role;

/** A staff account: a bcrypt password, roles, and the organisation whose subtree it may act on. */
@Entity
@Table(name = "app_user")
@UserDefinition
public class AppUser extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Username
    @Column(nullable = false, unique = true)
    public String username;

    @Password(PasswordType.MCF)
    @Column(name = "password_hash", nullable = false)
    public String passwordHash;

    /** Comma-separated {@link Role} names, the form quarkus-security-jpa reads. */
    @Roles
    @Column(nullable = false)
    public String roles;

    @Column(name = "display_name", nullable = false)
    public String displayName;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "organisation_id")
    public Organisation organisation;

    @Column(nullable = false)
    public boolean active = true;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Version
    public long version;

    public static Optional<AppUser> findByUsername(String username) {
        return find("username", username).firstResultOptional();
    }

    public Set<Role> roleSet() {
        return Arrays.stream(roles.split(","))
                .map(String::trim)
                .filter(r -> !r.isEmpty())
                .map(Role::valueOf)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Role.class)));
    }

    public void assignRoles(Set<Role> assigned) {
        roles = assigned.stream().sorted().map(Enum::name).collect(Collectors.joining(","));
    }

    public String summary() {
        return "%s (%s) roles=%s organisation=%s".formatted(username, displayName, roles, organisation.unitCode);
    }
}
