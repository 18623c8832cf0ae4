package org.dengji.ratings.report;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.dengji.common.Role;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventService;

/** An event's rating: whether its games count (registrars), and its rating report (anyone, once published). */
@Path("/api/v1/events")
@Produces(MediaType.APPLICATION_JSON)
public class EventRatingResource {

    private final EventService events;
    private final RatedFlag flag;
    private final RatingReads reads;

    public EventRatingResource(EventService events, RatedFlag flag, RatingReads reads) {
        this.events = events;
        this.flag = flag;
        this.reads = reads;
    }

    /** Sets whether the event is rated; a published event's report is rewritten. Audited before and after. */
    @PUT
    @Path("/{id}/rated")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REGISTRAR_NAME)
    public RatingViews.Flag rated(@PathParam("id") long id, @Valid @NotNull RatedFlagRequest request) {
        Event e = flag.set(id, request.rated());
        return new RatingViews.Flag(e.id, e.rated);
    }

    /**
     * The latest recomputation of the rating reports the event started (its publication, a correction, a change
     * of its rated flag): from which month, and which players' ratings it changed. 404 before any.
     */
    @GET
    @Path("/{id}/rating-recomputation")
    @PermitAll
    public RatingViews.Recomputation recomputation(@PathParam("id") long id) {
        return reads.recomputation(events.published(id));
    }

    /** The published event's rating report, in starting-rank order; empty for an event that is not rated. */
    @GET
    @Path("/{id}/rating-report")
    @PermitAll
    public List<RatingViews.ReportLine> report(@PathParam("id") long id) {
        return reads.report(events.published(id));
    }
}
