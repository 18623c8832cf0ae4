package org.dengji.registry.organisation;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Validator;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.dengji.security.Jurisdiction;
import org.dengji.security.Role;
import org.dengji.web.i18n.UiLocale;
import org.dengji.web.problem.ApiProblem;
import org.dengji.web.problem.Violation;
import org.dengji.web.problem.Violations;
import org.jboss.resteasy.reactive.RestForm;

/** The organisation tree page (public) and the form to add a unit (administrators). */
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class OrganisationPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance tree(List<OrganisationNode> roots, Organisation created);

        static native TemplateInstance form(Organisation parent, OrganisationForm form, List<Violation> errors,
                List<OrganisationLevel> levels, List<ApprovableTitle> grantable);
    }

    private final OrganisationService organisations;
    private final Jurisdiction jurisdiction;
    private final SecurityIdentity identity;
    private final UiLocale ui;
    private final Validator validator;

    public OrganisationPages(OrganisationService organisations, Jurisdiction jurisdiction, SecurityIdentity identity,
            UiLocale ui, Validator validator) {
        this.organisations = organisations;
        this.jurisdiction = jurisdiction;
        this.identity = identity;
        this.ui = ui;
        this.validator = validator;
    }

    @GET
    @Path("organisations")
    @PermitAll
    public TemplateInstance tree(@QueryParam("created") Long created) {
        boolean admin = identity.hasRole(Role.ADMIN_NAME);
        var roots = OrganisationNode.forest(organisations.all(), o -> admin && jurisdiction.covers(o));
        Organisation fresh = created == null ? null : organisations.find(created).orElse(null);
        return Templates.tree(roots, fresh).setLocale(ui.locale());
    }

    @GET
    @Path("admin/organisations/new")
    @RolesAllowed(Role.ADMIN_NAME)
    public TemplateInstance newUnit(@QueryParam("parent") Long parentId) {
        Organisation parent = parentOrFail(parentId);
        jurisdiction.requireCovers(parent);
        return form(parent, OrganisationForm.empty(parent), List.of());
    }

    @POST
    @Path("admin/organisations")
    @RolesAllowed(Role.ADMIN_NAME)
    public Response create(@RestForm Long parentId, @RestForm String level, @RestForm String nameZh,
            @RestForm String nameEn, @RestForm String unitCode, @RestForm String adminCode,
            @RestForm List<String> grantedTitles) {
        Organisation parent = parentOrFail(parentId);
        OrganisationForm form = new OrganisationForm(parentId, level, nameZh, nameEn, unitCode, adminCode,
                grantedTitles == null ? List.of() : grantedTitles);
        try {
            OrganisationRequest request = form.toRequest();
            List<Violation> invalid = Violations.of(validator.validate(request));
            if (!invalid.isEmpty()) {
                return Response.status(400).entity(form(parent, form, invalid).render()).build();
            }
            Organisation unit = organisations.create(request);
            return Response.seeOther(URI.create("/organisations?created=" + unit.id + "#org-" + unit.id)).build();
        } catch (ApiProblem problem) {
            if (problem.status() == 403) {
                throw problem;
            }
            List<Violation> errors = problem.violations().isEmpty()
                    ? List.of(Violation.field(null, problem.getMessage())) : problem.violations();
            return Response.status(problem.status()).entity(form(parent, form, errors).render()).build();
        }
    }

    private TemplateInstance form(Organisation parent, OrganisationForm form, List<Violation> errors) {
        List<OrganisationLevel> levels = EnumSet.allOf(OrganisationLevel.class).stream()
                .filter(l -> l.creatableByAdministrators() && l.allowedParents().contains(parent.level))
                .toList();
        List<ApprovableTitle> grantable = EnumSet.allOf(ApprovableTitle.class).stream()
                .filter(ApprovableTitle::grantable).toList();
        return Templates.form(parent, form, errors, levels, grantable).setLocale(ui.locale());
    }

    private Organisation parentOrFail(Long parentId) {
        if (parentId == null) {
            throw ApiProblem.badRequest("UNKNOWN_PARENT", "Choose the parent unit.",
                    Violation.field("parentId", "required"));
        }
        return organisations.find(parentId).orElseThrow(() -> ApiProblem.notFound("ORGANISATION_NOT_FOUND",
                "No organisation " + parentId + "."));
    }

    /** What the form posted, as text, so that a refused form comes back as the user typed it. */
    public record OrganisationForm(Long parentId, String level, String nameZh, String nameEn, String unitCode,
            String adminCode, List<String> grantedTitles) {

        static OrganisationForm empty(Organisation parent) {
            return new OrganisationForm(parent.id, "", "", "", "", "", List.of());
        }

        public boolean grants(ApprovableTitle title) {
            return grantedTitles.contains(title.name());
        }

        OrganisationRequest toRequest() {
            return new OrganisationRequest(parentId, parse(OrganisationLevel.class, level, "level"), nameZh, nameEn,
                    unitCode, adminCode == null || adminCode.isBlank() ? null : adminCode.trim(), titles());
        }

        private Set<ApprovableTitle> titles() {
            Set<ApprovableTitle> titles = EnumSet.noneOf(ApprovableTitle.class);
            grantedTitles.forEach(t -> titles.add(parse(ApprovableTitle.class, t, "grantedTitles")));
            return titles;
        }

        private static <E extends Enum<E>> E parse(Class<E> type, String value, String field) {
            try {
                return value == null || value.isBlank() ? null : Enum.valueOf(type, value);
            } catch (IllegalArgumentException unknown) {
                throw ApiProblem.badRequest("INVALID_VALUE", "Unknown value " + value + ".",
                        Violation.field(field, "unknown value"));
            }
        }
    }
}
