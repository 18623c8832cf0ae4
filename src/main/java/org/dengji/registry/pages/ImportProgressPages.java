package org.dengji.registry.pages;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.importjob.ImportJobState;
import org.dengji.registry.importjob.ImportJobView;
import org.dengji.registry.importjob.ImportJobs;

/**
 * The page of a standings file imported in the background, which reloads itself (a meta refresh: the
 * pages carry no script) while the import runs: the step it is at, and the lines read of the file's.
 * When it has ended, it sends the registrar who uploaded the file on to the draft, or shows the desk
 * with the file's errors line by line, as the form did when it imported in the request. Only that
 * registrar, or an administrator whose subtree holds the organising unit, may read it; anyone else
 * signed in gets 404, as for an import that does not exist, so that nobody learns of another unit's.
 */
@Path(ImportProgressPages.PATH + "{id}")
@Produces(MediaType.TEXT_HTML)
public class ImportProgressPages {

    /** Where a job's page is, before its id. */
    static final String PATH = "/registry/imports/";

    @CheckedTemplate(basePath = "RegistrarPages")
    static class Templates {
        static native TemplateInstance progress(ImportProgressPage page);
    }

    private final ImportJobs jobs;
    private final RegistrarDeskView desk;
    private final SecurityIdentity identity;
    private final Jurisdiction jurisdiction;
    private final PageLanguage ui;

    public ImportProgressPages(ImportJobs jobs, RegistrarDeskView desk, SecurityIdentity identity,
            Jurisdiction jurisdiction, PageLanguage ui) {
        this.jobs = jobs;
        this.desk = desk;
        this.identity = identity;
        this.jurisdiction = jurisdiction;
        this.ui = ui;
    }

    @GET
    @RolesAllowed({Role.REGISTRAR_NAME, Role.ADMIN_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME})
    public Response progress(@PathParam("id") long id) {
        ImportJobView job = jobs.readableBy(id, identity, jurisdiction)
                .orElseThrow(() -> Failure.notFound("IMPORT_NOT_FOUND", "There is no import " + id + "."));
        if (job.startedByViewer() && job.state() == ImportJobState.IMPORTED) {
            String notice = job.unchanged() ? "UNCHANGED" : "IMPORTED";
            return Response.seeOther(URI.create("/registry/events/" + job.eventId() + "?done=" + notice)).build();
        }
        ImportReport report = job.state() == ImportJobState.REFUSED ? ImportReport.refused(job.errors(),
                job.errorCount(), job.warnings(), job.warningCount(), ui.language()) : null;
        TemplateInstance page = job.startedByViewer() && report != null ? desk.desk(report)
                : Templates.progress(new ImportProgressPage(job, report)).setLocale(ui.locale());
        return Response.ok(page.render()).build();
    }
}
