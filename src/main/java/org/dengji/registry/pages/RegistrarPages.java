package org.dengji.registry.pages;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
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
import java.net.URI;
import org.dengji.common.Paging;
import org.dengji.common.Role;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.duplicate.DuplicateService;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.importjob.ImportRunner;
import org.dengji.registry.importjob.ImportUpload;
import org.dengji.registry.imports.ImportParams;
import org.dengji.registry.imports.ImportRequest;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/**
 * The registrar's desk: events of their subtree (drafts included), the import form (whose imports run
 * in the background and come back here with their errors line by line, if any), and the
 * possible-duplicates queue (an event itself: {@link EventDeskPages}). Everything goes through the same
 * services as the API.
 */
@Path("/registry")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.REGISTRAR_NAME)
public class RegistrarPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance duplicates(DuplicateService.QueuePage queue);
    }

    private static final int RETRY_AFTER_SECONDS = 60;

    private final RegistrarDeskView desk;
    private final ImportRunner runner;
    private final DuplicateService duplicates;
    private final SecurityIdentity identity;
    private final PageLanguage ui;

    public RegistrarPages(RegistrarDeskView desk, ImportRunner runner, DuplicateService duplicates,
            SecurityIdentity identity, PageLanguage ui) {
        this.desk = desk;
        this.runner = runner;
        this.duplicates = duplicates;
        this.identity = identity;
        this.ui = ui;
    }

    @GET
    @Path("/events")
    public TemplateInstance list(@QueryParam("page") String page) {
        return desk.desk(null, Paging.of(page, null, RegistrarDeskView.PAGE_SIZE));
    }

    /**
     * Takes a TRF or CSV file and answers at once, without waiting for the import: 303 to the import's
     * page ({@link ImportProgressPages}), which shows how it goes and then sends the registrar on to the
     * draft or to the file's errors; 503 when this instance runs as many imports as it may. A wrong field,
     * or a unit outside the registrar's subtree, is still refused here (400, 403) before anything runs.
     */
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
        SourceFormat kind = "CSV".equals(format) ? SourceFormat.CSV : SourceFormat.TRF;
        ImportUpload upload = new ImportUpload(kind, file == null ? null : file.fileName(), EventDeskPages.bytes(file),
                request);
        return runner.start(upload, identity)
                .map(id -> Response.seeOther(URI.create(ImportProgressPages.PATH + id)).build())
                .orElseGet(this::busy);
    }

    /** Every import slot of this instance is taken: try again shortly (the file was not kept). */
    private Response busy() {
        return Response.status(Response.Status.SERVICE_UNAVAILABLE).header("Retry-After", RETRY_AFTER_SECONDS)
                .entity(desk.busy().render()).build();
    }

    @GET
    @Path("/duplicates")
    @Transactional
    public TemplateInstance duplicates(@QueryParam("page") String page) {
        return Templates.duplicates(duplicates.queue(Paging.of(page, null, DuplicateService.PAGE_SIZE)))
                .setLocale(ui.locale());
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
}
