package org.dengji.security;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditNote;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Organisation;
import org.dengji.authority.UnitsWithin;
import org.dengji.common.Failure;
import org.dengji.common.Paging;
import org.dengji.common.Role;
import org.dengji.common.Violation;

/**
 * Staff accounts. Administrators create, edit, deactivate and reactivate accounts and reset their
 * passwords, all within their own jurisdiction: the account's organisation, and any organisation it
 * is moved to, must lie in the administrator's subtree. Every change is in the audit log; a new
 * password and a deactivation end the account's sessions.
 */
@ApplicationScoped
public class UserService {

    private final StaffJurisdiction jurisdiction;
    private final AuditLog audit;
    private final Clock clock;

    public UserService(StaffJurisdiction jurisdiction, AuditLog audit, Clock clock) {
        this.jurisdiction = jurisdiction;
        this.audit = audit;
        this.clock = clock;
    }

    /** Accounts on a page of the list, unless the reader asks for another size. */
    public static final int PAGE_SIZE = 500;

    /**
     * The page {@code paging} asks for of the accounts the signed-in administrator oversees (those of
     * their subtree, chosen in the query), by user name.
     */
    public List<AppUser> visible(Paging paging) {
        return AppUser.pageWithRoles(UnitsWithin.of(jurisdiction.home()), paging);
    }

    /** A page of the accounts list, and how many pages there are. */
    public record AccountPage(List<AppUser> users, int page, int pages) {
    }

    /** The page of the accounts list {@code paging} asks for, or its last page if that lies past it. */
    public AccountPage page(Paging paging) {
        UnitsWithin units = UnitsWithin.of(jurisdiction.home());
        int pages = paging.pagesOf(AppUser.countWithin(units));
        Paging shown = paging.within(pages);
        return new AccountPage(AppUser.pageWithRoles(units, shown), shown.page(), pages);
    }

    /**
     * An account within the administrator's jurisdiction; 404 when there is none, and when it is
     * elsewhere, as if there were none: a refusal would tell the caller that it exists.
     */
    public AppUser get(long id) {
        return AppUser.findWithRoles(id).filter(u -> jurisdiction.covers(u.organisation))
                .orElseThrow(() -> Failure.notFound("UNKNOWN_USER", "There is no account " + id + "."));
    }

    @Transactional
    public AppUser create(UserRequest request) {
        Organisation unit = unitWithin(request.organisationId());
        if (AppUser.findByUsername(request.username()).isPresent()) {
            throw Failure.conflict("USERNAME_TAKEN", "The user name " + request.username() + " is taken.");
        }
        AppUser user = new AppUser();
        user.username = request.username();
        user.passwordHash = Passwords.hash(request.password());
        user.displayName = request.displayName().trim();
        user.organisation = unit;
        user.assignRoles(request.roles());
        user.createdAt = clock.instant();
        user.persist();
        audit.record(AuditRecord.of("USER_CREATED", AuditedEntity.USER, user.id, user.organisation.id)
                .change(null, user.summary()));
        return user;
    }

    @Transactional
    public AppUser update(long id, UserUpdate update) {
        AppUser user = get(id);
        Organisation unit = unitWithin(update.organisationId());
        if (isSelf(user) && !update.roles().contains(Role.ADMIN)) {
            throw Failure.conflict("OWN_ADMIN_ROLE", "You cannot take the administrator role from your own account.");
        }
        String before = user.summary();
        user.displayName = update.displayName().trim();
        user.organisation = unit;
        user.assignRoles(update.roles());
        audit.record(AuditRecord.of("USER_UPDATED", AuditedEntity.USER, user.id, user.organisation.id)
                .change(before, user.summary()));
        return user;
    }

    /** The account can no longer sign in, and its open sessions end at their next request. */
    @Transactional
    public AppUser deactivate(long id) {
        AppUser user = get(id);
        if (isSelf(user)) {
            throw Failure.conflict("OWN_ACCOUNT", "You cannot deactivate your own account.");
        }
        if (user.active) {
            String before = user.summary();
            user.active = false;
            user.endSessions();
            audit.record(AuditRecord.of("USER_DEACTIVATED", AuditedEntity.USER, user.id, user.organisation.id)
                    .change(before, user.summary()));
        }
        return user;
    }

    @Transactional
    public AppUser reactivate(long id) {
        AppUser user = get(id);
        if (!user.active) {
            String before = user.summary();
            user.active = true;
            audit.record(AuditRecord.of("USER_REACTIVATED", AuditedEntity.USER, user.id, user.organisation.id)
                    .change(before, user.summary()));
        }
        return user;
    }

    /** A new password chosen by an administrator; the account's open sessions end. */
    @Transactional
    public AppUser resetPassword(long id, PasswordReset reset) {
        AppUser user = get(id);
        user.passwordHash = Passwords.hash(reset.password());
        user.endSessions();
        audit.record(AuditRecord.of("USER_PASSWORD_RESET", AuditedEntity.USER, user.id, user.organisation.id)
                .noting(AuditNote.PASSWORD_SET));
        return user;
    }

    /**
     * Signing out ends every session of the account, in every browser, copies of its cookies included.
     * One statement, so that two browsers signing out at once both succeed.
     */
    @Transactional
    public void signOut(String username) {
        AppUser.update("sessionGeneration = sessionGeneration + 1 where username = ?1", username);
    }

    private Organisation unitWithin(Long organisationId) {
        Organisation unit = Organisation.<Organisation>findByIdOptional(organisationId)
                .orElseThrow(() -> Failure.invalid("UNKNOWN_ORGANISATION", "The organisation does not exist.",
                        Violation.field("organisationId", "no such organisation")));
        jurisdiction.requireCovers(unit);
        return unit;
    }

    private boolean isSelf(AppUser user) {
        return user.id.equals(jurisdiction.staff().id);
    }
}
