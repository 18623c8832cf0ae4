package org.dengji.registry.pgn;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Role;
import org.dengji.common.i18n.Language;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventService;
import org.dengji.registry.event.Game;
import org.dengji.registry.imports.ImportResponses;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;

/**
 * An event's games in PGN. Import: registrars of the organiser's subtree; 201 with the number of
 * games and how many are faulty, 200 {@code "unchanged"} for a file seen before, 422 with every
 * game that cannot be matched. Export: the public, for a published event, each game as recorded.
 */
@Path("/api/v1/events/{id}")
public class PgnResource {

    private final GameImportService imports;
    private final EventService events;
    private final Jurisdiction jurisdiction;

    public PgnResource(GameImportService imports, EventService events, Jurisdiction jurisdiction) {
        this.imports = imports;
        this.events = events;
        this.jurisdiction = jurisdiction;
    }

    @POST
    @Path("/pgn")
    @Consumes({"application/x-chess-pgn", MediaType.TEXT_PLAIN})
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed(Role.REGISTRAR_NAME)
    public Response importGames(@PathParam("id") long id,
            @HeaderParam("Accept-Language") String acceptLanguage,
            @RequestBody(description = "The games of the event as a PGN file.") byte[] body, @Context UriInfo uri) {
        return ImportResponses.games(imports.importGames(id, body == null ? new byte[0] : body, jurisdiction),
                uri.getPath(), Language.forApi(acceptLanguage));
    }

    @GET
    @Path("/export.pgn")
    @Produces("application/x-chess-pgn")
    @PermitAll
    public Response export(@PathParam("id") long id) {
        Event event = events.readable(id);
        List<Game> games = events.games(event);
        String text = PgnExport.text(games);
        return Response.ok(text, "application/x-chess-pgn; charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"event-" + id + ".pgn\"").build();
    }
}
