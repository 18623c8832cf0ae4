package org.dengji.standards.version;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.dengji.common.Role;

/**
 * Title standards over JSON. Reading the published versions is public (they are the rules); drafts
 * and the editors' records are for administrators. Changing a standard is for administrators of the
 * national authority, and only drafts change.
 */
@Path("/api/v1/standards")
public class StandardResource {

    private final StandardService standards;
    private final StandardEditor editor;

    public StandardResource(StandardService standards, StandardEditor editor) {
        this.standards = standards;
        this.editor = editor;
    }

    @GET
    @PermitAll
    public List<StandardView> list() {
        return standards.readableVersions().stream().map(StandardView::summary).toList();
    }

    @GET
    @Path("/{code}")
    @PermitAll
    public StandardView get(@PathParam("code") String code) {
        return StandardView.of(standards.readableDocument(code), standards.readsDrafts());
    }

    @GET
    @Path("/{code}/lint")
    @PermitAll
    public StandardView.LintView lint(@PathParam("code") String code) {
        return StandardView.LintView.of(standards.readableDocument(code));
    }

    @POST
    @Path("/{code}/drafts")
    @RolesAllowed(Role.ADMIN_NAME)
    public Response copyToDraft(@PathParam("code") String code, @Valid @NotNull DraftRequest request) {
        StandardEntity draft = editor.copyToDraft(code, request);
        return Response.created(URI.create("/api/v1/standards/" + draft.code))
                .entity(StandardView.of(standards.document(draft.code), true)).build();
    }

    @PUT
    @Path("/{code}/clauses/{key}")
    @RolesAllowed(Role.ADMIN_NAME)
    public StandardView.ClauseView editClause(@PathParam("code") String code, @PathParam("key") String key,
            @Valid @NotNull ClauseRequest request) {
        editor.editClause(code, key, request);
        StandardDocument document = standards.document(code);
        return document.clauseRows().stream().filter(c -> c.clauseKey.equals(key)).findFirst()
                .map(c -> StandardView.ClauseView.of(c, document.domain(c), document.partsOf(c), true))
                .orElseThrow();
    }

    @PUT
    @Path("/{code}/parameters")
    @RolesAllowed(Role.ADMIN_NAME)
    public StandardView.ParametersView editParameters(@PathParam("code") String code,
            @Valid @NotNull ParametersRequest request) {
        editor.editParameters(code, request);
        return StandardView.ParametersView.of(standards.document(code));
    }

    @POST
    @Path("/{code}/publish")
    @RolesAllowed(Role.ADMIN_NAME)
    public StandardView publish(@PathParam("code") String code, @Valid @NotNull PublishRequest request) {
        return StandardView.summary(editor.publish(code, request.effectiveFrom()));
    }
}
