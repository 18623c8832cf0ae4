package org.dengji.registry.pages;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Role;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.csv.CsvWriter;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventService;
import org.dengji.registry.pgn.GameImportService;
import org.dengji.registry.pgn.PgnExport;
import org.dengji.registry.trf.TrfWriter;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/**
 * An event at the registrar's desk: its page, the PGN form, and its files. The files are those of the
 * API's exports, served to the signed-in registrar's session (the API takes HTTP Basic only) with the
 * same access: the TRF (it carries birth dates) and a draft's standings and games to the registrars
 * who may work on the event, 404 to anyone else.
 */
@Path("/registry")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.REGISTRAR_NAME)
public class EventDeskPages {

    private final EventService events;
    private final GameImportService pgn;
    private final Jurisdiction jurisdiction;
    private final EventDeskView view;
    private final PageLanguage ui;

    public EventDeskPages(EventService events, GameImportService pgn, Jurisdiction jurisdiction, EventDeskView view,
            PageLanguage ui) {
        this.events = events;
        this.pgn = pgn;
        this.jurisdiction = jurisdiction;
        this.view = view;
        this.ui = ui;
    }

    @GET
    @Path("/events/{id}")
    @Transactional
    public TemplateInstance event(@PathParam("id") long id, @QueryParam("done") String done) {
        return view.event(events.forRegistrar(id), null, EventDesk.notice(done));
    }

    @POST
    @Path("/events/{id}/pgn")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response importGames(@PathParam("id") long id, @RestForm("file") FileUpload file) {
        ImportReport report = ImportReport.of(pgn.importGames(id, bytes(file), jurisdiction), ui.language());
        String html = QuarkusTransaction.requiringNew().call(() -> view.event(events.forRegistrar(id), report, null)
                .render());
        return Response.status(report.taken() ? 200 : 422).entity(html).build();
    }

    @GET
    @Path("/events/{id}/export.trf")
    @Produces(MediaType.TEXT_PLAIN)
    @Transactional
    public Response exportTrf(@PathParam("id") long id) {
        Event event = events.forRegistrar(id);
        return file(TrfWriter.write(events.records(event), events.crosstable(event)), "text/plain", id, "trf");
    }

    @GET
    @Path("/events/{id}/export.csv")
    @Produces("text/csv")
    @Transactional
    public Response exportCsv(@PathParam("id") long id) {
        return file(CsvWriter.write(events.standings(events.readable(id))), "text/csv", id, "csv");
    }

    @GET
    @Path("/events/{id}/export.pgn")
    @Produces("application/x-chess-pgn")
    @Transactional
    public Response exportPgn(@PathParam("id") long id) {
        return file(PgnExport.text(events.games(events.readable(id))), "application/x-chess-pgn", id, "pgn");
    }

    private static Response file(String text, String type, long id, String extension) {
        return Response.ok(text, type + "; charset=UTF-8").header("Content-Disposition",
                "attachment; filename=\"event-" + id + "." + extension + "\"").build();
    }

    static byte[] bytes(FileUpload file) {
        if (file == null || file.uploadedFile() == null) {
            return new byte[0];
        }
        try {
            return Files.readAllBytes(file.uploadedFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
