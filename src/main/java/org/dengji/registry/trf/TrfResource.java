package org.dengji.registry.trf;

import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
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
 * FIDE TRF in and out. Import: registrars of the organising unit's subtree; 201 for a new event,
 * 200 with {@code "unchanged": true} for a file seen before, 422 with every error; new players are
 * registered at {@code homeUnit} (any unit of the registrar's subtree, by default the organiser). Export: the
 * registrars who may work on the event (the file carries birth dates, which are private).
 */
@Path("/api/v1/events")
public class TrfResource {

    private final TrfImportService imports;
    private final EventService events;
    private final Jurisdiction jurisdiction;

    public TrfResource(TrfImportService imports, EventService events, Jurisdiction jurisdiction) {
        this.imports = imports;
        this.events = events;
        this.jurisdiction = jurisdiction;
    }

    @POST
    @Path("/trf")
    @Consumes(MediaType.TEXT_PLAIN)
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed(Role.REGISTRAR_NAME)
    public Response importTrf(@QueryParam("organisation") String organisation, @QueryParam("category") String category,
            @QueryParam("section") String section, @QueryParam("official") String official,
            @QueryParam("endDate") String endDate, @QueryParam("normRateGm") String normRateGm,
            @QueryParam("normRateMaster") String normRateMaster, @QueryParam("homeUnit") String homeUnit,
            @HeaderParam("Accept-Language") String acceptLanguage,
            @RequestBody(description = "The FIDE tournament report file (TRF16 or TRF26) as it is, in UTF-8.")
            byte[] body, @Context UriInfo uri) {
        ImportRequest request = ImportRequest.trf(ImportParams.required("organisation", organisation),
                ImportParams.category(category), ImportParams.section(section), ImportParams.official(official),
                ImportParams.date("endDate", endDate))
                .withNormRates(ImportParams.rate("normRateGm", normRateGm),
                        ImportParams.rate("normRateMaster", normRateMaster))
                .withHomeUnit(homeUnit);
        return ImportResponses.standings(imports.importTrf(body == null ? new byte[0] : body, request, jurisdiction),
                uri.getPath(), Language.forApi(acceptLanguage));
    }

    @GET
    @Path("/{id}/export.trf")
    @Produces(MediaType.TEXT_PLAIN)
    @RolesAllowed(Role.REGISTRAR_NAME)
    @Transactional
    public Response export(@PathParam("id") long id) {
        Event event = events.forRegistrar(id);
        String text = TrfWriter.write(events.records(event), events.crosstable(event));
        return Response.ok(text, "text/plain; charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"event-" + id + ".trf\"").build();
    }
}
