package org.dengji.ratings.version;

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
 * Rating rule sets over JSON. Reading the published sets is public (they are the rules); drafts are for
 * administrators. Changing them is for administrators of the national authority, and only drafts change.
 */
@Path("/api/v1/rating-rules")
public class RatingRulesResource {

    private final RatingRulesService rules;
    private final RatingRulesEditor editor;

    public RatingRulesResource(RatingRulesService rules, RatingRulesEditor editor) {
        this.rules = rules;
        this.editor = editor;
    }

    @GET
    @PermitAll
    public List<RatingRulesView> list() {
        return rules.readable().stream().map(RatingRulesView::of).toList();
    }

    @GET
    @Path("/{code}")
    @PermitAll
    public RatingRulesView get(@PathParam("code") String code) {
        return RatingRulesView.of(rules.readable(code));
    }

    @POST
    @RolesAllowed(Role.ADMIN_NAME)
    public Response copyToDraft(@Valid @NotNull RatingRulesDraftRequest request) {
        RatingRuleSetEntity draft = editor.copyToDraft(request);
        return Response.created(URI.create("/api/v1/rating-rules/" + draft.code)).entity(RatingRulesView.of(draft))
                .build();
    }

    @PUT
    @Path("/{code}")
    @RolesAllowed(Role.ADMIN_NAME)
    public RatingRulesView edit(@PathParam("code") String code, @Valid @NotNull RuleValues values) {
        return RatingRulesView.of(editor.edit(code, values));
    }

    @POST
    @Path("/{code}/publish")
    @RolesAllowed(Role.ADMIN_NAME)
    public RatingRulesView publish(@PathParam("code") String code, @Valid @NotNull RatingRulesPublishRequest request) {
        return RatingRulesView.of(editor.publish(code, request.effectiveFrom()));
    }
}
