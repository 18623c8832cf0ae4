package org.dengji.security;

import io.quarkus.elytron.security.common.BcryptUtil;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Optional;
import org.dengji.audit.AuditLog;
import org.dengji.authority.Organisation;
import org.dengji.common.DengjiConfig;
import org.dengji.common.Role;
import org.jboss.logging.Logger;

/**
 * Creates the first administrator, at the national authority, when the database has no account.
 * Its password comes from configuration ({@code dengji.admin.password}); without one, a random
 * password is generated and printed once, here, in the log. No password lives in code.
 */
@ApplicationScoped
public class FirstAdministrator {

    private static final Logger LOG = Logger.getLogger(FirstAdministrator.class);
    private static final String ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

    private final DengjiConfig.Admin config;
    private final AuditLog audit;

    public FirstAdministrator(DengjiConfig config, AuditLog audit) {
        this.config = config.admin();
        this.audit = audit;
    }

    @Transactional
    void onStart(@Observes StartupEvent start) {
        if (AppUser.count() > 0) {
            return;
        }
        String username = config.username();
        Optional<String> password = config.password();
        String secret = password.filter(p -> !p.isBlank()).orElseGet(FirstAdministrator::randomPassword);
        AppUser admin = new AppUser();
        admin.username = username;
        admin.displayName = "Administrator";
        admin.passwordHash = BcryptUtil.bcryptHash(secret);
        admin.roles = Role.ADMIN.name();
        admin.organisation = Organisation.national();
        admin.createdAt = Instant.now();
        admin.persist();
        audit.record("USER_CREATED", "user", admin.id, admin.organisation.id, null, admin.summary(), "first start");
        if (password.isEmpty()) {
            LOG.warnf("First administrator '%s' created with the generated password: %s"
                    + " (shown once; set dengji.admin.password to choose one)", username, secret);
        } else {
            LOG.infof("First administrator '%s' created with the configured password.", username);
        }
    }

    private static String randomPassword() {
        SecureRandom random = new SecureRandom();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            out.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return out.toString();
    }
}
