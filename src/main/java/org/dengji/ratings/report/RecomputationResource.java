package org.dengji.ratings.report;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.dengji.common.Role;

/**
 * Rewriting the rating reports on request, for administrators of the national authority: a start answers 202 with
 * the queued run's address, where its state (queued, running, done, failed) and, once done, the players whose
 * ratings changed are read.
 */
@Path("/api/v1/ratings/recomputations")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Role.ADMIN_NAME)
public class RecomputationResource {

    private final StaffRecomputations recomputations;

    public RecomputationResource(StaffRecomputations recomputations) {
        this.recomputations = recomputations;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response start(@Valid RecomputationRequest request) {
        RatingViews.QueueItem queued = recomputations.start(request);
        return Response.accepted(queued).location(URI.create("/api/v1/ratings/recomputations/" + queued.id())).build();
    }

    @GET
    public List<RatingViews.QueueItem> list() {
        return recomputations.list();
    }

    @GET
    @Path("/{id}")
    public RatingViews.QueueItem read(@PathParam("id") long id) {
        return recomputations.read(id);
    }
}
