package org.dengji.registry.pages;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.validation.Validator;
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
import java.util.List;
import org.dengji.common.Failure;
import org.dengji.common.FormError;
import org.dengji.common.Role;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventService;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerCorrection;
import org.dengji.registry.player.PlayerCorrections;
import org.dengji.registry.player.PlayerService;
import org.jboss.resteasy.reactive.RestForm;

/**
 * A player at the registrar's desk: the registered data and the events played, and the form that
 * corrects them through the same service and checks as {@code POST /api/v1/players/{no}/corrections}.
 * A player outside the registrar's subtree is not found, as in the API.
 */
@Path("/registry/players")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.REGISTRAR_NAME)
public class RegistrarPlayerPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance player(CorrectionPage page);
    }

    private final PlayerService players;
    private final PlayerCorrections corrections;
    private final EventService events;
    private final SubtreeUnits units;
    private final Validator validator;
    private final PageLanguage ui;

    public RegistrarPlayerPages(PlayerService players, PlayerCorrections corrections, EventService events,
            SubtreeUnits units, Validator validator, PageLanguage ui) {
        this.players = players;
        this.corrections = corrections;
        this.events = events;
        this.units = units;
        this.validator = validator;
        this.ui = ui;
    }

    @GET
    @Path("/{registrationNo}")
    @Transactional
    public TemplateInstance player(@PathParam("registrationNo") String registrationNo,
            @QueryParam("done") String done) {
        Player p = players.covered(registrationNo);
        return page(p, CorrectionForm.of(p), List.of(), CorrectionPage.notice(done));
    }

    /**
     * Corrects the player and goes back to the page with a notice; a refused correction comes back
     * filled in as typed, with what was wrong beside each field in the reader's language.
     */
    @POST
    @Path("/{registrationNo}")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response correct(@PathParam("registrationNo") String registrationNo, @RestForm String nameZh,
            @RestForm String nameLatin, @RestForm String gender, @RestForm String birthDate,
            @RestForm String homeUnit, @RestForm String fideId, @RestForm String reason, @RestForm String version) {
        CorrectionForm form = new CorrectionForm(nameZh, nameLatin, gender, birthDate, homeUnit, fideId, reason,
                version);
        try {
            PlayerCorrection correction = form.toCorrection();
            List<FormError> invalid = FormError.of(validator.validate(correction));
            if (!invalid.isEmpty()) {
                return again(registrationNo, form, invalid, 400);
            }
            PlayerCorrections.Outcome done = corrections.correct(registrationNo, correction);
            String notice = done.changed().isEmpty() ? "UNCHANGED" : "SAVED";
            return Response.seeOther(URI.create("/registry/players/" + done.player().registrationNo + "?done="
                    + notice)).build();
        } catch (Failure problem) {
            if (problem.refusesTheCaller() || problem.kind() == Failure.Kind.NOT_FOUND) {
                throw problem; // not a mistake in the form: the error page, as for the API
            }
            return again(registrationNo, form, FormError.of(problem), problem.httpStatus());
        }
    }

    /**
     * The form again, over the record as it now is (read afresh: the correction's transaction is
     * gone). After a conflict the form carries the current version, so that sending it again, having
     * seen the latest data, is a deliberate choice.
     */
    private Response again(String registrationNo, CorrectionForm form, List<FormError> errors, int status) {
        boolean raced = errors.stream().anyMatch(e -> "CONCURRENT_CHANGE".equals(e.code()));
        String html = QuarkusTransaction.requiringNew().call(() -> {
            Player p = players.covered(registrationNo);
            return page(p, raced ? form.against(p.version) : form, errors, null).render();
        });
        return Response.status(status).entity(html).build();
    }

    private TemplateInstance page(Player p, CorrectionForm form, List<FormError> errors, String notice) {
        List<CorrectionPage.PlayedEvent> played = events.resultsOf(p).stream().map(this::played).toList();
        CorrectionPage page = new CorrectionPage(p, played, form, errors, units.options(), notice);
        return Templates.player(page).setLocale(ui.locale());
    }

    private CorrectionPage.PlayedEvent played(EventResult r) {
        String href = (events.keeps(r.event) ? "/registry/events/" : "/events/") + r.event.id;
        return new CorrectionPage.PlayedEvent(href, r.event.name, r.event.endDate, r.rankText(), r.event.status);
    }
}
