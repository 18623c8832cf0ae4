package org.dengji.security;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Validator;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationService;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.common.Violation;
import org.dengji.common.Violations;
import org.dengji.common.i18n.UiLocale;
import org.jboss.resteasy.reactive.RestForm;

/** Administrators list and add staff accounts within their jurisdiction. */
@Path("/admin/users")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.ADMIN_NAME)
public class UserPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance users(List<AppUser> users, List<Organisation> organisations, List<Role> roles,
                UserForm form, List<Violation> errors);
    }

    private final UserService users;
    private final OrganisationService organisations;
    private final Jurisdiction jurisdiction;
    private final UiLocale ui;
    private final Validator validator;

    public UserPages(UserService users, OrganisationService organisations, Jurisdiction jurisdiction, UiLocale ui,
            Validator validator) {
        this.users = users;
        this.organisations = organisations;
        this.jurisdiction = jurisdiction;
        this.ui = ui;
        this.validator = validator;
    }

    @GET
    public TemplateInstance list() {
        return page(UserForm.EMPTY, List.of());
    }

    @POST
    public Response create(@RestForm String username, @RestForm String displayName, @RestForm String password,
            @RestForm Long organisationId, @RestForm List<String> roles) {
        UserForm form = new UserForm(username, displayName, organisationId, roles == null ? List.of() : roles);
        try {
            UserRequest request = new UserRequest(username, password, displayName, organisationId, form.roleSet());
            List<Violation> invalid = Violations.of(validator.validate(request));
            if (!invalid.isEmpty()) {
                return Response.status(400).entity(page(form, invalid).render()).build();
            }
            users.create(request);
            return Response.seeOther(URI.create("/admin/users")).build();
        } catch (Failure problem) {
            if (problem.refusesTheCaller()) {
                throw problem;
            }
            List<Violation> errors = problem.formErrors();
            return Response.status(problem.httpStatus()).entity(page(form, errors).render()).build();
        }
    }

    private TemplateInstance page(UserForm form, List<Violation> errors) {
        List<Organisation> mine = organisations.all().stream().filter(jurisdiction::covers).toList();
        return Templates.users(users.visible(), mine, List.of(Role.values()), form, errors).setLocale(ui.locale());
    }

    /** What the form posted, kept to fill the form again when it is refused; never the password. */
    public record UserForm(String username, String displayName, Long organisationId, List<String> roles) {

        static final UserForm EMPTY = new UserForm("", "", null, List.of());

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
