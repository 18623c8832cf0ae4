package org.dengji.security;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.EnumSet;
import java.util.Optional;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditNote;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Organisation;
import org.dengji.common.DengjiConfig;
import org.dengji.common.Role;
import org.jboss.logging.Logger;

/**
 * Creates the first administrator, at the national authority, when the database has no account.
 * Its password comes from configuration ({@code dengji.admin.password}); when that is absent, empty or
 * blank, a random password is generated and printed once, here, in the log, so that nobody is locked
 * out. A configured password that breaks the password rule stops the start with the reason, rather
 * than being cut or replaced behind the operator's back. No password lives in code.
 */
@ApplicationScoped
public class FirstAdministrator {

    private static final Logger LOG = Logger.getLogger(FirstAdministrator.class);
    private static final String ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

    private final DengjiConfig.Admin config;
    private final AuditLog audit;
    private final Clock clock;

    public FirstAdministrator(DengjiConfig config, AuditLog audit, Clock clock) {
        this.config = config.admin();
        this.audit = audit;
        this.clock = clock;
    }

    @Transactional
    void onStart(@Observes StartupEvent start) {
        if (AppUser.count() > 0) {
            return;
        }
        Optional<String> configured = configuredPassword(config.password());
        String secret = configured.orElseGet(FirstAdministrator::randomPassword);
        AppUser admin = new AppUser();
        admin.username = config.username();
        admin.displayName = "Administrator";
        admin.passwordHash = Passwords.hash(secret);
        admin.assignRoles(EnumSet.of(Role.ADMIN));
        admin.organisation = Organisation.national();
        admin.createdAt = clock.instant();
        admin.persist();
        audit.record(AuditRecord.of("USER_CREATED", AuditedEntity.USER, admin.id, admin.organisation.id)
                .change(null, admin.summary()).noting(AuditNote.FIRST_START));
        if (configured.isEmpty()) {
            LOG.warnf("First administrator '%s' created with the generated password: %s"
                    + " (shown once; set dengji.admin.password to choose one)", admin.username, secret);
        } else {
            LOG.infof("First administrator '%s' created with the password set in dengji.admin.password.",
                    admin.username);
        }
    }

    /** The configured password, if one is really given; refused with the rule it breaks. */
    static Optional<String> configuredPassword(Optional<String> password) {
        Optional<String> given = password.filter(p -> !p.isBlank());
        given.flatMap(Passwords::problemWith).ifPresent(problem -> {
            throw new IllegalStateException("dengji.admin.password (DENGJI_ADMIN_PASSWORD) " + problem
                    + "; the first administrator was not created");
        });
        return given;
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
