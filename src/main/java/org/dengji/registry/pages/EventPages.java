package org.dengji.registry.pages;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.dengji.authority.UnitNames;
import org.dengji.common.Failure;
import org.dengji.common.KeptForVisitors;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventService;
import org.dengji.registry.event.Game;

/**
 * Event pages and their games, board by board: public for published and locked events; a draft only
 * for the registrars who may work on it, who read it as the public will before they publish it.
 */
@Path("/events")
@Produces(MediaType.TEXT_HTML)
public class EventPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance event(EventPage page);

        static native TemplateInstance game(GamePage page);
    }

    private final EventService events;
    private final EventPageReads reads;
    private final UnitNames units;
    private final PageLanguage ui;

    public EventPages(EventService events, EventPageReads reads, UnitNames units, PageLanguage ui) {
        this.events = events;
        this.reads = reads;
        this.units = units;
        this.ui = ui;
    }

    @GET
    @Path("/{id}")
    @PermitAll
    @KeptForVisitors
    public String event(@PathParam("id") long id) {
        // A draft is read as an entity by the service, which decides whether this reader may see it.
        EventFacts e = reads.facts(id).filter(EventFacts::isPublic).orElseGet(() -> EventFacts.of(events.readable(id)));
        List<EventPageReads.ResultRow> results = reads.results(id);
        Crosstable crosstable = Crosstable.ofRows(results, e.rounds(), ui.language());
        String organiser = units.name(e.organiserId(), ui.language());
        List<EventPage.GameLine> games = e.hasGames() ? reads.games(id, results, ui.language()) : List.of();
        return Templates.event(EventPage.of(e, organiser, results, crosstable, games, ui.language()))
                .setLocale(ui.locale()).render();
    }

    @GET
    @Path("/{id}/games/{game}")
    @PermitAll
    public TemplateInstance game(@PathParam("id") long id, @PathParam("game") long gameId,
            @QueryParam("ply") Integer ply) {
        Event e = events.readable(id);
        Game g = Game.<Game>find("select g from Game g join fetch g.white w join fetch w.player"
                + " join fetch g.black b join fetch b.player where g.id = ?1 and g.event = ?2", gameId, e)
                .firstResultOptional().orElseThrow(() -> Failure.notFound("GAME_NOT_FOUND", "There is no game "
                        + gameId + " in event " + id + "."));
        return Templates.game(GamePage.of(g, ply, ui.language())).setLocale(ui.locale());
    }
}
