package org.dengji.registry.pages;

import io.quarkus.qute.CheckedTemplate;
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
import java.util.List;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Role;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.csv.CsvImportService;
import org.dengji.registry.duplicate.DuplicateCandidate;
import org.dengji.registry.duplicate.DuplicateService;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventService;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportParams;
import org.dengji.registry.imports.ImportRequest;
import org.dengji.registry.trf.TrfImportService;
import org.dengji.standards.core.EventCategory;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/**
 * The registrar's desk: events of their subtree (drafts included), the import form with its error
 * report line by line, and the possible-duplicates queue (an event itself: {@link EventDeskPages}).
 * Everything goes through the same services as the API.
 */
@Path("/registry")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.REGISTRAR_NAME)
public class RegistrarPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance events(List<Event> events, ImportReport report, List<Option> categories,
                List<Option> units);

        static native TemplateInstance duplicates(List<DuplicateCandidate> entries);
    }

    private final EventService events;
    private final TrfImportService trf;
    private final CsvImportService csv;
    private final DuplicateService duplicates;
    private final Jurisdiction jurisdiction;
    private final SubtreeUnits units;
    private final PageLanguage ui;

    public RegistrarPages(EventService events, TrfImportService trf, CsvImportService csv,
            DuplicateService duplicates, Jurisdiction jurisdiction, SubtreeUnits units, PageLanguage ui) {
        this.events = events;
        this.trf = trf;
        this.csv = csv;
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
        byte[] bytes = EventDeskPages.bytes(file);
        ImportOutcome outcome = "CSV".equals(format) ? csv.importCsv(bytes, request, jurisdiction)
                : trf.importTrf(bytes, request, jurisdiction);
        ImportReport report = ImportReport.of(outcome, ui.language());
        int status = report.taken() ? 200 : 422;
        String html = Templates.events(events.ofRegistrar(), report, categories(), units.options())
                .setLocale(ui.locale()).render();
        return Response.status(status).entity(html).build();
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

    /** A choice of a select box: the value posted and its label in the page's language. */
    public record Option(String value, String label) {
    }

    private List<Option> categories() {
        return java.util.Arrays.stream(EventCategory.values())
                .map(c -> new Option(c.name(), c.in(ui.locale()))).toList();
    }
}
