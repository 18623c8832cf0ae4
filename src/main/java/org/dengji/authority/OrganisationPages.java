package org.dengji.authority;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
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
import java.util.List;
import java.util.function.Function;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.common.Violation;
import org.dengji.common.Violations;
import org.dengji.common.i18n.UiLocale;
import org.jboss.resteasy.reactive.RestForm;

/**
 * The organisation tree page (public) and the forms to add units (administrators, below a unit they
 * cover) and to change a unit (administrators of a unit above it): names, codes, grants, level and
 * parent, the same fields and the same checks as {@code PUT /api/v1/organisations/{id}}.
 */
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class OrganisationPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance tree(List<OrganisationNode> roots, Organisation saved);

        static native TemplateInstance form(Organisation parent, Organisation unit, OrganisationForm form,
                List<Violation> errors, OrganisationChoices choices);
    }

    private final OrganisationService organisations;
    private final Jurisdiction jurisdiction;
    private final SecurityIdentity identity;
    private final ApprovalCatalogue approvals;
    private final UiLocale ui;
    private final Validator validator;

    public OrganisationPages(OrganisationService organisations, Jurisdiction jurisdiction, SecurityIdentity identity,
            ApprovalCatalogue approvals, UiLocale ui, Validator validator) {
        this.organisations = organisations;
        this.jurisdiction = jurisdiction;
        this.identity = identity;
        this.approvals = approvals;
        this.ui = ui;
        this.validator = validator;
    }

    @GET
    @Path("organisations")
    @PermitAll
    public TemplateInstance tree(@QueryParam("saved") Long saved) {
        boolean admin = identity.hasRole(Role.ADMIN_NAME);
        List<Organisation> all = organisations.all();
        var may = new OrganisationNode.Permissions(o -> admin && jurisdiction.isAbove(o),
                o -> admin && jurisdiction.covers(o));
        var roots = OrganisationNode.forest(all, may, approvals.approvedBy(all));
        Organisation fresh = saved == null ? null : organisations.find(saved).orElse(null);
        return Templates.tree(roots, fresh).setLocale(ui.locale());
    }

    @GET
    @Path("admin/organisations/new")
    @RolesAllowed(Role.ADMIN_NAME)
    public TemplateInstance newUnit(@QueryParam("parent") Long parentId) {
        Organisation parent = parentOrFail(parentId);
        jurisdiction.requireCovers(parent);
        return form(parent, null, OrganisationForm.empty(parent), List.of());
    }

    @GET
    @Path("admin/organisations/{id}/edit")
    @RolesAllowed(Role.ADMIN_NAME)
    public TemplateInstance editUnit(@PathParam("id") long id) {
        Organisation unit = organisations.get(id);
        jurisdiction.requireAbove(unit);
        return form(unit.parent, unit, OrganisationForm.of(unit), List.of());
    }

    /** A form without a parent or level (an older page) keeps the unit's own: absent means unchanged. */
    @POST
    @Path("admin/organisations/{id}")
    @RolesAllowed(Role.ADMIN_NAME)
    public Response update(@PathParam("id") long id, @RestForm Long parentId, @RestForm String level,
            @RestForm String nameZh, @RestForm String nameEn, @RestForm String unitCode, @RestForm String adminCode,
            @RestForm List<String> grantedTitles) {
        Organisation unit = organisations.get(id);
        jurisdiction.requireAbove(unit);
        OrganisationForm form = new OrganisationForm(parentId == null ? unit.parentId() : parentId,
                level == null ? unit.level.name() : level, nameZh, nameEn, unitCode, adminCode,
                grantedTitles == null ? List.of() : grantedTitles);
        return submit(unit.parent, unit, form, request -> organisations.update(id, request));
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
        return submit(parent, null, form, organisations::create);
    }

    /** Validates and saves; a refused form comes back filled in, with what was wrong, in the reader's language. */
    private Response submit(Organisation parent, Organisation unit, OrganisationForm form,
            Function<OrganisationRequest, Organisation> save) {
        try {
            OrganisationRequest request = form.toRequest();
            List<Violation> invalid = Violations.of(validator.validate(request));
            if (!invalid.isEmpty()) {
                return Response.status(400).entity(form(parent, unit, form, invalid).render()).build();
            }
            Organisation saved = save.apply(request);
            return Response.seeOther(URI.create("/organisations?saved=" + saved.id + "#org-" + saved.id)).build();
        } catch (Failure problem) {
            if (problem.refusesTheCaller()) {
                throw problem;
            }
            List<Violation> errors = problem.formErrors();
            return Response.status(problem.httpStatus()).entity(form(parent, unit, form, errors).render()).build();
        }
    }

    private TemplateInstance form(Organisation parent, Organisation unit, OrganisationForm form,
            List<Violation> errors) {
        OrganisationChoices choices = unit == null ? OrganisationChoices.forNewUnit(parent)
                : OrganisationChoices.forUnit(unit, organisations.all().stream().filter(jurisdiction::covers).toList());
        return Templates.form(parent, unit, form, errors, choices).setLocale(ui.locale());
    }

    private Organisation parentOrFail(Long parentId) {
        if (parentId == null) {
            throw Failure.invalid("UNKNOWN_PARENT", "Choose the parent unit.",
                    Violation.field("parentId", "required"));
        }
        return organisations.find(parentId).orElseThrow(() -> Failure.notFound("ORGANISATION_NOT_FOUND",
                "No organisation " + parentId + "."));
    }
}
