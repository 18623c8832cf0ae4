package org.dengji.support;

import io.quarkus.elytron.security.common.BcryptUtil;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.EnumSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.dengji.authority.Organisation;
import org.dengji.common.Role;
import org.dengji.security.AppUser;

/**
 * Staff accounts for tests, made directly in the database (idempotent). Every fixture account has
 * the password {@link #PASSWORD}.
 */
@ApplicationScoped
public class StaffFixtures {

    public static final String PASSWORD = "fixture-password";
    public static final String ADMIN = "admin";
    public static final String ADMIN_PASSWORD = "test-admin-password";
    private static final String HASH = BcryptUtil.bcryptHash(PASSWORD);
    private static final AtomicInteger SERIAL = new AtomicInteger();

    /** An account with {@code role} at the unit with {@code unitCode}; returns its user name. */
    public String ensure(String username, Role role, String unitCode) {
        return ensure(username, EnumSet.of(role), unitCode);
    }

    /** A new account holding every staff role at the unit with {@code unitCode}; returns the user name. */
    public String freshWithEveryRole(String prefix, String unitCode) {
        return ensure(prefix + "-" + SERIAL.incrementAndGet() + "-" + Long.toString(System.nanoTime() % 1_000_000, 36),
                EnumSet.allOf(Role.class), unitCode);
    }

    private String ensure(String username, EnumSet<Role> roles, String unitCode) {
        QuarkusTransaction.requiringNew().run(() -> {
            if (AppUser.findByUsername(username).isPresent()) {
                return;
            }
            AppUser user = new AppUser();
            user.username = username;
            user.displayName = username;
            user.passwordHash = HASH;
            user.assignRoles(roles);
            user.organisation = Organisation.find("unitCode", unitCode).singleResult();
            user.createdAt = Instant.now();
            user.persist();
        });
        return username;
    }

    /** A new account with a user name of its own, starting with {@code prefix}; returns the user name. */
    public String fresh(String prefix, Role role, String unitCode) {
        return ensure(prefix + "-" + SERIAL.incrementAndGet() + "-" + Long.toString(System.nanoTime() % 1_000_000, 36),
                role, unitCode);
    }

    /** The account as stored now. */
    public AppUser account(String username) {
        return QuarkusTransaction.requiringNew().call(() -> {
            AppUser user = AppUser.findForSignIn(username).orElseThrow();
            user.organisation.unitCode.length();
            return user;
        });
    }

    /** The user name of the account {@code id}. */
    public String accountName(long id) {
        return QuarkusTransaction.requiringNew().call(() -> AppUser.<AppUser>findById(id).username);
    }

    /** How many player records have this Latin name (merged records included). */
    public long countPlayersNamed(String nameLatin) {
        return QuarkusTransaction.requiringNew().call(() -> org.dengji.registry.player.Player.count("nameLatin",
                nameLatin));
    }

    /** The birth date the registry keeps for a player (private: no API shows it to the public). */
    public java.time.LocalDate birthDateOf(String registrationNo) {
        return QuarkusTransaction.requiringNew().call(() -> org.dengji.registry.player.Player
                .<org.dengji.registry.player.Player>find("registrationNo", registrationNo).singleResult().birthDate);
    }

    public Organisation unit(String unitCode) {
        return QuarkusTransaction.requiringNew().call(() -> Organisation.find("unitCode", unitCode).singleResult());
    }
}
