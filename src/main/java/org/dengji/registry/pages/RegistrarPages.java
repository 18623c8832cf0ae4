package org.dengji.registry.pages;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.narayana.jta.QuarkusTransaction;
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
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.util.List;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Role;
import org.dengji.common.i18n.UiLocale;
import org.dengji.registry.csv.CsvImportService;
import org.dengji.registry.duplicate.DuplicateCandidate;
import org.dengji.registry.duplicate.DuplicateService;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventService;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportParams;
import org.dengji.registry.imports.ImportRequest;
import org.dengji.registry.pgn.GameImportService;
import org.dengji.registry.player.Player;
import org.dengji.registry.trf.TrfImportService;
import org.dengji.standards.core.EventCategory;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/**
 * The registrar's desk: events of their subtree (drafts included), the import forms with their
 * error reports line by line, an event with its crosstable and its life-cycle buttons, and the
 * possible-duplicates queue. Everything goes through the same services as the API.
 */
@Path("/registry")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.REGISTRAR_NAME)
public class RegistrarPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance events(List<Event> events, ImportReport report, List<Option> categories,
                List<Option> units);

        static native TemplateInstance event(Event event, Crosstable crosstable, ImportReport report,
                List<Player> sexUnknown);

        static native TemplateInstance duplicates(List<DuplicateCandidate> entries);
    }

    private final EventService events;
    private final TrfImportService trf;
    private final CsvImportService csv;
    private final GameImportService pgn;
    private final DuplicateService duplicates;
    private final Jurisdiction jurisdiction;
    private final SubtreeUnits units;
    private final UiLocale ui;

    public RegistrarPages(EventService events, TrfImportService trf, CsvImportService csv, GameImportService pgn,
            DuplicateService duplicates, Jurisdiction jurisdiction, SubtreeUnits units, UiLocale ui) {
        this.events = events;
        this.trf = trf;
        this.csv = csv;
        this.pgn = pgn;
        this.duplicates = duplicates;
        this.jurisdiction = jurisdiction;
        this.units = units;
        this.ui = ui;
    }

    @GET
    @Path("/events")
    public TemplateInstance list() {
        return Templates.events(events.ofRegistrar(), null, categories(), units.options()).setLocale(ui.locale());
    }

    /** Imports a TRF or CSV file; the page shows the new event, or every error line by line. */
    @POST
    @Path("/events")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response importStandings(@RestForm String format, @RestForm String organisation,
            @RestForm String category, @RestForm String section, @RestForm String official,
            @RestForm String endDate, @RestForm String name, @RestForm String rounds, @RestForm String normRateGm,
            @RestForm String normRateMaster, @RestForm String homeUnit, @RestForm("file") FileUpload file) {
        ImportRequest request = new ImportRequest(ImportParams.required("organisation", organisation),
                ImportParams.category(category), ImportParams.section(section), official != null,
                ImportParams.date("endDate", endDate), ImportParams.text("name", name, 200), null, null,
                ImportParams.count("rounds", rounds),
                ImportParams.rate("normRateGm", normRateGm), ImportParams.rate("normRateMaster", normRateMaster),
                null).withHomeUnit(homeUnit);
        byte[] bytes = bytes(file);
        ImportOutcome outcome = "CSV".equals(format) ? csv.importCsv(bytes, request, jurisdiction)
                : trf.importTrf(bytes, request, jurisdiction);
        ImportReport report = ImportReport.of(outcome, ui.language());
        int status = report.taken() ? 200 : 422;
        String html = Templates.events(events.ofRegistrar(), report, categories(), units.options())
                .setLocale(ui.locale()).render();
        return Response.status(status).entity(html).build();
    }

    @GET
    @Path("/events/{id}")
    @Transactional
    public TemplateInstance event(@PathParam("id") long id) {
        return page(events.forRegistrar(id), null);
    }

    @POST
    @Path("/events/{id}/pgn")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response importGames(@PathParam("id") long id, @RestForm("file") FileUpload file) {
        ImportReport report = ImportReport.of(pgn.importGames(id, bytes(file), jurisdiction), ui.language());
        String html = QuarkusTransaction.requiringNew().call(() -> page(events.forRegistrar(id), report).render());
        return Response.status(report.taken() ? 200 : 422).entity(html).build();
    }

    @POST
    @Path("/events/{id}/publish")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response publish(@PathParam("id") long id) {
        events.publish(id);
        return Response.seeOther(URI.create("/registry/events/" + id)).build();
    }

    @POST
    @Path("/events/{id}/lock")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response lock(@PathParam("id") long id) {
        events.lock(id);
        return Response.seeOther(URI.create("/registry/events/" + id)).build();
    }

    @GET
    @Path("/duplicates")
    @Transactional
    public TemplateInstance duplicates() {
        return Templates.duplicates(duplicates.open()).setLocale(ui.locale());
    }

    @POST
    @Path("/duplicates/{id}/merge")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response merge(@PathParam("id") long id) {
        duplicates.merge(id);
        return Response.seeOther(URI.create("/registry/duplicates")).build();
    }

    @POST
    @Path("/duplicates/{id}/dismiss")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response dismiss(@PathParam("id") long id) {
        duplicates.dismiss(id);
        return Response.seeOther(URI.create("/registry/duplicates")).build();
    }

    private TemplateInstance page(Event e, ImportReport report) {
        List<EventResult> rows = events.crosstable(e);
        List<Player> sexUnknown = rows.stream().map(r -> r.player).filter(p -> p.gender == null).toList();
        return Templates.event(e, Crosstable.of(rows, e.rounds), report, sexUnknown).setLocale(ui.locale());
    }

    private static byte[] bytes(FileUpload file) {
        if (file == null || file.uploadedFile() == null) {
            return new byte[0];
        }
        try {
            return Files.readAllBytes(file.uploadedFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A choice of a select box: the value posted and its label in the page's language. */
    public record Option(String value, String label) {
    }

    private List<Option> categories() {
        return java.util.Arrays.stream(EventCategory.values())
                .map(c -> new Option(c.name(), c.in(ui.isZh()))).toList();
    }
}
