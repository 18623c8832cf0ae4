package org.dengji.registry.pages;

import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.dengji.common.Role;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventService;
import org.jboss.resteasy.reactive.RestForm;

/**
 * Publishing and locking an event from its page, each confirmed first without JavaScript: the button
 * opens a page that says what will happen (published: public, and the players registered; locked:
 * the results final, changed only by a correction with a reason), and only its form, with the
 * confirmation ticked, acts. A post without it shows the page again and changes nothing.
 */
@Path("/registry")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.REGISTRAR_NAME)
public class EventLifeCyclePages {

    private static final String PUBLISH = "publish";
    private static final String LOCK = "lock";

    private final EventService events;
    private final EventDeskView view;

    public EventLifeCyclePages(EventService events, EventDeskView view) {
        this.events = events;
        this.view = view;
    }

    @GET
    @Path("/events/{id}/publish")
    @Transactional
    public TemplateInstance confirmPublish(@PathParam("id") long id) {
        return view.confirm(events.forRegistrar(id), PUBLISH, false);
    }

    @POST
    @Path("/events/{id}/publish")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Transactional
    public Response publish(@PathParam("id") long id, @RestForm String confirm) {
        return act(id, confirm, PUBLISH, () -> events.publish(id), "PUBLISHED");
    }

    @GET
    @Path("/events/{id}/lock")
    @Transactional
    public TemplateInstance confirmLock(@PathParam("id") long id) {
        return view.confirm(events.forRegistrar(id), LOCK, false);
    }

    @POST
    @Path("/events/{id}/lock")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Transactional
    public Response lock(@PathParam("id") long id, @RestForm String confirm) {
        return act(id, confirm, LOCK, () -> events.lock(id), "LOCKED");
    }

    /** Takes {@code step} on a confirmed post, back to the event's page; else the confirmation again (400). */
    private Response act(long id, String confirm, String action, Runnable step, String done) {
        Event e = events.forRegistrar(id);
        if (!confirmed(confirm)) {
            return unconfirmed(e, action);
        }
        step.run();
        return Response.seeOther(URI.create("/registry/events/" + id + "?done=" + done)).build();
    }

    private static boolean confirmed(String confirm) {
        return "yes".equals(confirm);
    }

    private Response unconfirmed(Event e, String action) {
        return Response.status(400).entity(view.confirm(e, action, true).render()).build();
    }
}
