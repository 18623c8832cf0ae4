package org.dengji.security;

import io.quarkus.elytron.security.common.BcryptUtil;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import org.dengji.audit.AuditLog;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/** Staff accounts: administrators create them within their own jurisdiction. */
@ApplicationScoped
public class UserService {

    private final Jurisdiction jurisdiction;
    private final AuditLog audit;

    public UserService(Jurisdiction jurisdiction, AuditLog audit) {
        this.jurisdiction = jurisdiction;
        this.audit = audit;
    }

    /** The accounts the signed-in administrator oversees: those of their subtree. */
    public List<AppUser> visible() {
        List<AppUser> all = AppUser.list("order by username");
        return all.stream().filter(u -> jurisdiction.covers(u.organisation)).toList();
    }

    @Transactional
    public AppUser create(UserRequest request) {
        Organisation unit = Organisation.<Organisation>findByIdOptional(request.organisationId())
                .orElseThrow(() -> Failure.invalid("UNKNOWN_ORGANISATION", "The organisation does not exist.",
                        Violation.field("organisationId", "no such organisation")));
        jurisdiction.requireCovers(unit);
        if (AppUser.findByUsername(request.username()).isPresent()) {
            throw Failure.conflict("USERNAME_TAKEN", "The user name " + request.username() + " is taken.");
        }
        AppUser user = new AppUser();
        user.username = request.username();
        user.passwordHash = BcryptUtil.bcryptHash(request.password());
        user.displayName = request.displayName().trim();
        user.organisation = unit;
        user.assignRoles(request.roles());
        user.createdAt = Instant.now();
        user.persist();
        audit.record("USER_CREATED", "user", user.id, user.organisation.id, null, user.summary(), null);
        return user;
    }
}
