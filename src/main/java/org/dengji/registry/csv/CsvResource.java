package org.dengji.registry.csv;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Role;
import org.dengji.common.i18n.Language;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventService;
import org.dengji.registry.imports.ImportParams;
import org.dengji.registry.imports.ImportRequest;
import org.dengji.registry.imports.ImportResponses;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;

/**
 * CSV standings in and out. The file names no event, so the request does: {@code name} and
 * {@code endDate} are required, {@code startDate}, {@code city} and {@code rounds} optional.
 */
@Path("/api/v1/events")
public class CsvResource {

    private final CsvImportService imports;
    private final EventService events;
    private final Jurisdiction jurisdiction;

    public CsvResource(CsvImportService imports, EventService events, Jurisdiction jurisdiction) {
        this.imports = imports;
        this.events = events;
        this.jurisdiction = jurisdiction;
    }

    @POST
    @Path("/csv")
    @Consumes({"text/csv", MediaType.TEXT_PLAIN})
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed(Role.REGISTRAR_NAME)
    public Response importCsv(@QueryParam("organisation") String organisation, @QueryParam("category") String category,
            @QueryParam("section") String section, @QueryParam("official") String official,
            @QueryParam("name") String name, @QueryParam("endDate") String endDate,
            @QueryParam("startDate") String startDate, @QueryParam("city") String city,
            @QueryParam("rounds") String rounds, @QueryParam("homeUnit") String homeUnit,
            @HeaderParam("Accept-Language") String acceptLanguage,
            @RequestBody(description = "The standings as CSV, in UTF-8 or GB18030, with the documented columns.")
            byte[] body, @Context UriInfo uri) {
        ImportRequest request = new ImportRequest(ImportParams.required("organisation", organisation),
                ImportParams.category(category), ImportParams.section(section), ImportParams.official(official),
                ImportParams.date("endDate", ImportParams.required("endDate", endDate)),
                ImportParams.text("name", ImportParams.required("name", name), 200),
                ImportParams.text("city", city, 100), ImportParams.date("startDate", startDate),
                ImportParams.count("rounds", rounds), null, null, null).withHomeUnit(homeUnit);
        return ImportResponses.standings(imports.importCsv(body == null ? new byte[0] : body, request, jurisdiction),
                uri.getPath(), Language.forApi(acceptLanguage));
    }

    /** The standings of a published event, in rank order. */
    @GET
    @Path("/{id}/export.csv")
    @Produces("text/csv")
    @PermitAll
    public Response export(@PathParam("id") long id) {
        Event event = events.readable(id);
        return Response.ok(CsvWriter.write(events.standings(event)), "text/csv; charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"event-" + id + ".csv\"").build();
    }
}
