package org.dengji.authority;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.RawString;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Singleton;
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
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.dengji.common.Failure;
import org.dengji.common.FormError;
import org.dengji.common.Role;
import org.dengji.common.Violation;
import org.dengji.common.change.KeptInMemory;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.PageLanguage;
import org.jboss.resteasy.reactive.RestForm;

/**
 * The organisation tree page (public) and the forms to add units (administrators, below a unit they
 * cover) and to change a unit (administrators of a unit above it): names, codes, grants (offered to
 * administrators of the national authority only), level and parent, the same fields and the same
 * checks as {@code PUT /api/v1/organisations/{id}}.
 * One instance serves every request, so that the public's tree is kept rendered between them.
 */
@Singleton
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class OrganisationPages implements KeptInMemory {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance tree(RawString forest, Organisation saved);

        static native TemplateInstance forest(List<OrganisationNode> roots);

        static native TemplateInstance form(Organisation parent, Organisation unit, OrganisationForm form,
                List<FormError> errors, OrganisationChoices choices);
    }

    /**
     * How long the public's tree is kept rendered at most. Every change made through any instance drops
     * it ({@link KeptInMemory}); a unit saved through these forms is shown at once.
     */
    static final Duration PUBLIC_TREE_LIFETIME = Duration.ofSeconds(5);

    private static final OrganisationNode.Permissions NOBODY_MAY = new OrganisationNode.Permissions(o -> false,
            o -> false);

    private final OrganisationService organisations;
    private final Jurisdiction jurisdiction;
    private final SecurityIdentity identity;
    private final ApprovalCatalogue approvals;
    private final PageLanguage ui;
    private final Validator validator;
    /** The public's tree rendered in each language; when it has expired, one request renders it again. */
    private final Cache<Language, String> publicForest = Caffeine.newBuilder()
            .maximumSize(Language.values().length).expireAfterWrite(PUBLIC_TREE_LIFETIME).build();

    public OrganisationPages(OrganisationService organisations, Jurisdiction jurisdiction, SecurityIdentity identity,
            ApprovalCatalogue approvals, PageLanguage ui, Validator validator) {
        this.organisations = organisations;
        this.jurisdiction = jurisdiction;
        this.identity = identity;
        this.approvals = approvals;
        this.ui = ui;
        this.validator = validator;
    }

    /**
     * The tree. Everyone but an administrator sees the same tree, kept rendered per language; an
     * administrator's shows what they may edit and is rendered afresh.
     */
    @GET
    @Path("organisations")
    @PermitAll
    public TemplateInstance tree(@QueryParam("saved") Long saved) {
        boolean admin = identity.hasRole(Role.ADMIN_NAME);
        String forest = admin ? forest(new OrganisationNode.Permissions(o -> jurisdiction.isAbove(o), jurisdiction::covers))
                : publicForest.get(ui.language(), language -> forest(NOBODY_MAY));
        Organisation fresh = saved == null ? null : organisations.find(saved).orElse(null);
        return Templates.tree(new RawString(forest), fresh).setLocale(ui.locale());
    }

    private String forest(OrganisationNode.Permissions may) {
        List<Organisation> all = organisations.all();
        return Templates.forest(OrganisationNode.forest(all, may, approvals.approvedBy(all))).setLocale(ui.locale())
                .render();
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

    /**
     * Validates and saves; a refused form comes back filled in, with what was wrong in the reader's
     * language: each field by its label, constraints in the page's language, refusals by their code.
     */
    private Response submit(Organisation parent, Organisation unit, OrganisationForm form,
            Function<OrganisationRequest, Organisation> save) {
        try {
            OrganisationRequest request = form.toRequest();
            List<FormError> invalid = FormError.of(validator.validate(request));
            if (!invalid.isEmpty()) {
                return Response.status(400).entity(form(parent, unit, form, invalid).render()).build();
            }
            Organisation saved = save.apply(request);
            publicForest.invalidateAll();
            return Response.seeOther(URI.create("/organisations?saved=" + saved.id + "#org-" + saved.id)).build();
        } catch (Failure problem) {
            if (problem.refusesTheCaller()) {
                throw problem;
            }
            List<FormError> errors = FormError.of(problem);
            return Response.status(problem.httpStatus()).entity(form(parent, unit, form, errors).render()).build();
        }
    }

    private TemplateInstance form(Organisation parent, Organisation unit, OrganisationForm form,
            List<FormError> errors) {
        boolean mayGrant = jurisdiction.atNationalAuthority();
        OrganisationChoices choices = unit == null ? OrganisationChoices.forNewUnit(parent, mayGrant)
                : OrganisationChoices.forUnit(unit, organisations.within(jurisdiction.home()),
                        mayGrant);
        return Templates.form(parent, unit, form, errors, choices).setLocale(ui.locale());
    }

    @Override
    public void invalidate() {
        publicForest.invalidateAll();
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
