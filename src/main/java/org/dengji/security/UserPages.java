package org.dengji.security;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Validator;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationService;
import org.dengji.common.Failure;
import org.dengji.common.Paging;
import org.dengji.common.Role;
import org.dengji.common.Violation;
import org.dengji.common.Violations;
import org.dengji.common.i18n.PageLanguage;
import org.jboss.resteasy.reactive.RestForm;

/**
 * Administrators list, add and edit staff accounts within their jurisdiction: name, organisation and
 * roles, deactivation and reactivation, and a new password. A refused form comes back filled in with
 * what was wrong; a refusal of the administrator (out of jurisdiction) is the error page.
 */
@Path("/admin/users")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.ADMIN_NAME)
public class UserPages {

    /** What an edit page says it has just done, from the {@code done} parameter of the redirect. */
    public enum Done { SAVED, DEACTIVATED, REACTIVATED, PASSWORD }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance users(UserService.AccountPage accounts, List<Organisation> organisations,
                List<Role> roles,
                UserForm form, List<Violation> errors);

        static native TemplateInstance edit(AppUser user, List<Organisation> organisations, List<Role> roles,
                UserForm form, List<Violation> errors, Done done);
    }

    private final UserService users;
    private final OrganisationService organisations;
    private final StaffJurisdiction jurisdiction;
    private final PageLanguage ui;
    private final Validator validator;

    public UserPages(UserService users, OrganisationService organisations, StaffJurisdiction jurisdiction, PageLanguage ui,
            Validator validator) {
        this.users = users;
        this.organisations = organisations;
        this.jurisdiction = jurisdiction;
        this.ui = ui;
        this.validator = validator;
    }

    @GET
    public TemplateInstance list(@QueryParam("page") String page) {
        return listPage(Paging.of(page, null, UserService.PAGE_SIZE), UserForm.EMPTY, List.of());
    }

    @POST
    public Response create(@RestForm String username, @RestForm String displayName, @RestForm String password,
            @RestForm Long organisationId, @RestForm List<String> roles) {
        UserForm form = new UserForm(username, displayName, organisationId, roles == null ? List.of() : roles);
        return submit(errors -> listPage(Paging.first(UserService.PAGE_SIZE), form, errors), () -> {
            UserRequest request = new UserRequest(username, password, displayName, organisationId, form.roleSet());
            check(request);
            users.create(request);
            return "/admin/users";
        });
    }

    @GET
    @Path("{id}")
    public TemplateInstance edit(@PathParam("id") long id, @QueryParam("done") Done done) {
        AppUser user = users.get(id);
        return editPage(user, UserForm.of(user), List.of(), done);
    }

    @POST
    @Path("{id}")
    public Response update(@PathParam("id") long id, @RestForm String displayName, @RestForm Long organisationId,
            @RestForm List<String> roles) {
        AppUser user = users.get(id);
        UserForm form = new UserForm(user.username, displayName, organisationId, roles == null ? List.of() : roles);
        return onEditPage(user, form, () -> {
            UserUpdate update = new UserUpdate(displayName, organisationId, form.roleSet());
            check(update);
            users.update(id, update);
            return Done.SAVED;
        });
    }

    @POST
    @Path("{id}/deactivate")
    public Response deactivate(@PathParam("id") long id) {
        AppUser user = users.get(id);
        return onEditPage(user, UserForm.of(user), () -> {
            users.deactivate(id);
            return Done.DEACTIVATED;
        });
    }

    @POST
    @Path("{id}/reactivate")
    public Response reactivate(@PathParam("id") long id) {
        AppUser user = users.get(id);
        return onEditPage(user, UserForm.of(user), () -> {
            users.reactivate(id);
            return Done.REACTIVATED;
        });
    }

    @POST
    @Path("{id}/password")
    public Response resetPassword(@PathParam("id") long id, @RestForm String password) {
        AppUser user = users.get(id);
        return onEditPage(user, UserForm.of(user), () -> {
            PasswordReset reset = new PasswordReset(password);
            check(reset);
            users.resetPassword(id, reset);
            return Done.PASSWORD;
        });
    }

    private Response onEditPage(AppUser user, UserForm form, Supplier<Done> action) {
        return submit(errors -> editPage(user, form, errors, null),
                () -> "/admin/users/" + user.id + "?done=" + action.get());
    }

    /** Runs {@code save} and goes where it says; a refused form is shown again with what was wrong, in the reader's language. */
    private Response submit(Function<List<Violation>, TemplateInstance> refused, Supplier<String> save) {
        try {
            return Response.seeOther(URI.create(save.get())).build();
        } catch (Failure problem) {
            if (problem.refusesTheCaller()) {
                throw problem;
            }
            return Response.status(problem.httpStatus()).entity(refused.apply(problem.formErrors()).render()).build();
        }
    }

    private <T> void check(T request) {
        List<Violation> invalid = Violations.of(validator.validate(request));
        if (!invalid.isEmpty()) {
            throw new Failure(Failure.Kind.INVALID, "VALIDATION_FAILED", "The form has invalid fields.", invalid);
        }
    }

    private TemplateInstance listPage(Paging paging, UserForm form, List<Violation> errors) {
        return Templates.users(users.page(paging), assignable(), List.of(Role.values()), form, errors)
                .setLocale(ui.locale());
    }

    private TemplateInstance editPage(AppUser user, UserForm form, List<Violation> errors, Done done) {
        return Templates.edit(user, assignable(), List.of(Role.values()), form, errors, done).setLocale(ui.locale());
    }

    private List<Organisation> assignable() {
        return organisations.within(jurisdiction.home());
    }

    /** What the form posted, kept to fill the form again when it is refused; never the password. */
    public record UserForm(String username, String displayName, Long organisationId, List<String> roles) {

        static final UserForm EMPTY = new UserForm("", "", null, List.of());

        static UserForm of(AppUser user) {
            return new UserForm(user.username, user.displayName, user.organisation.id,
                    user.roleSet().stream().map(Role::name).toList());
        }

        public boolean has(Role role) {
            return roles.contains(role.name());
        }

        public boolean at(Organisation unit) {
            return unit.id.equals(organisationId);
        }

        Set<Role> roleSet() {
            Set<Role> set = EnumSet.noneOf(Role.class);
            for (String role : roles) {
                try {
                    set.add(Role.valueOf(role));
                } catch (IllegalArgumentException unknown) {
                    throw Failure.invalid("INVALID_VALUE", "Unknown role " + role + ".",
                            Violation.field("roles", "unknown role"));
                }
            }
            return set;
        }
    }
}
