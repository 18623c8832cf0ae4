package org.dengji.certification.notice;

import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.dengji.certification.application.ApplicationView;
import org.dengji.certification.application.ApplicationViews;
import org.dengji.common.Role;

/**
 * Public notices (公示): the public reads the board and lodges objections; reviewers read and decide
 * objections, and place a locked event's qualifiers on notice together.
 */
@Path("/api/v1/notices")
@Produces(MediaType.APPLICATION_JSON)
public class NoticeResource {

    private final NoticeBoard board;
    private final PostEventNotice postEvent;
    private final ApplicationViews views;

    public NoticeResource(NoticeBoard board, PostEventNotice postEvent, ApplicationViews views) {
        this.board = board;
        this.postEvent = postEvent;
        this.views = views;
    }

    /** The applications on public notice today. */
    @GET
    @PermitAll
    @Transactional
    public List<NoticeViews.Notice> notices() {
        return board.open().stream().map(NoticeViews.Notice::of).toList();
    }

    /** Lodges an objection (anyone; a few an hour from one address). */
    @POST
    @Path("/{id}/objections")
    @Consumes(MediaType.APPLICATION_JSON)
    @PermitAll
    public Response lodge(@PathParam("id") long id, @Valid @NotNull ObjectionRequest request,
            @Context HttpServerRequest http) {
        Objection o = board.lodge(id, request, clientAddress(http));
        return Response.status(Response.Status.CREATED)
                .entity(new NoticeViews.Lodged(o.id, id, o.status.name(), o.lodgedAt)).build();
    }

    /** The client's address; behind a proxy, as configured by {@code quarkus.http.proxy.*}. */
    public static String clientAddress(HttpServerRequest http) {
        return http.remoteAddress() == null || http.remoteAddress().host() == null ? "unknown"
                : http.remoteAddress().host();
    }

    /** The objections to an application, for staff who may read it. */
    @GET
    @Path("/{id}/objections")
    @Transactional
    @RolesAllowed({Role.REVIEWER_NAME, Role.APPROVER_NAME, Role.REGISTRAR_NAME, Role.ADMIN_NAME})
    public List<NoticeViews.StaffObjection> objections(@PathParam("id") long id) {
        return board.objections(id).stream().map(NoticeViews.StaffObjection::of).toList();
    }

    /** A reviewer sustains (the application is rejected) or dismisses an objection. */
    @POST
    @Path("/{id}/objections/{objection}/decision")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REVIEWER_NAME)
    public NoticeViews.StaffObjection decide(@PathParam("id") long id, @PathParam("objection") long objection,
            @Valid @NotNull ObjectionDecision decision) {
        return NoticeViews.StaffObjection.of(board.decide(id, objection, decision));
    }

    /**
     * Places the qualifiers of a locked official event organised within the reviewer's subtree on
     * public notice together; qualifiers registered outside the subtree are left out and listed.
     */
    @POST
    @Path("/post-event")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REVIEWER_NAME)
    public PostEventView postEvent(@Valid @NotNull PostEventRequest request) {
        PostEventNotice.Outcome outcome = postEvent.place(request.eventId());
        return new PostEventView(outcome.event().id, outcome.event().name,
                outcome.placed().stream().map(views::of).toList(), outcome.skipped(), outcome.leftOut());
    }

    /**
     * The applications placed on notice; the qualifiers of the subtree left out with the reason; and
     * the qualifiers of other units, whose own units place them on notice.
     */
    public record PostEventView(long eventId, String event, List<ApplicationView> placed,
            List<PostEventNotice.Skipped> skipped, List<PostEventNotice.LeftOut> leftOut) {
    }
}
