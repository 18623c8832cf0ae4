package org.dengji.registry.event;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.dengji.common.Role;

/** Events: the public reads published ones; registrars publish and lock those in their subtree. */
@Path("/api/v1/events")
@Produces(MediaType.APPLICATION_JSON)
public class EventResource {

    private static final int RECENT = 50;

    private final EventService events;

    public EventResource(EventService events) {
        this.events = events;
    }

    @GET
    @PermitAll
    public List<EventViews.Summary> recent() {
        return events.recentlyPublished(RECENT).stream().map(EventViews.Summary::of).toList();
    }

    /** A published event; a draft for the registrars who may work on it (404 for anyone else). */
    @GET
    @Path("/{id}")
    @PermitAll
    public EventViews.Summary event(@PathParam("id") long id) {
        return EventViews.Summary.of(events.readable(id));
    }

    @GET
    @Path("/{id}/standings")
    @PermitAll
    public List<EventViews.Standing> standings(@PathParam("id") long id) {
        return events.standings(events.readable(id)).stream().map(EventViews.Standing::of).toList();
    }

    @POST
    @Path("/{id}/publish")
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REGISTRAR_NAME)
    public EventViews.Summary publish(@PathParam("id") long id) {
        return EventViews.Summary.of(events.publish(id));
    }

    /** Corrects an event's facts or results; a locked event needs a reason. Audited before and after. */
    @POST
    @Path("/{id}/corrections")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REGISTRAR_NAME)
    public EventViews.Summary correct(@PathParam("id") long id, @Valid @NotNull CorrectionRequest request) {
        return EventViews.Summary.of(events.correct(id, request));
    }

    @POST
    @Path("/{id}/lock")
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REGISTRAR_NAME)
    public EventViews.Summary lock(@PathParam("id") long id) {
        return EventViews.Summary.of(events.lock(id));
    }
}
