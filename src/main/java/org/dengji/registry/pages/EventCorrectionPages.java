package org.dengji.registry.pages;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Validator;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.dengji.common.Failure;
import org.dengji.common.FormError;
import org.dengji.common.Role;
import org.dengji.registry.event.CorrectionRequest;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventService;
import org.jboss.resteasy.reactive.RestForm;

/**
 * Corrects a result of an event from its page, through the same service and checks as
 * {@code POST /api/v1/events/{id}/corrections}, in two steps: the form's entries are first tried in a
 * transaction that is rolled back, and the page shows the result before and after with a button that
 * makes the correction; a refused entry (a locked event's missing reason among them) shows the form
 * again with what was wrong beside each field, in the reader's language.
 */
@Path("/registry")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.REGISTRAR_NAME)
public class EventCorrectionPages {

    private final EventService events;
    private final EventDeskView view;
    private final Validator validator;

    public EventCorrectionPages(EventService events, EventDeskView view, Validator validator) {
        this.events = events;
        this.view = view;
        this.validator = validator;
    }

    @POST
    @Path("/events/{id}/corrections/preview")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response preview(@PathParam("id") long id, @RestForm String startNumber, @RestForm String rank,
            @RestForm String rankTo, @RestForm String points, @RestForm String games, @RestForm String gamePoints,
            @RestForm String reason) {
        ResultCorrectionForm form = new ResultCorrectionForm(startNumber, rank, rankTo, points, games, gamePoints,
                reason);
        List<FormError> errors = problems(id, form);
        return page(id, form, errors, errors.isEmpty() ? 200 : status(errors));
    }

    @POST
    @Path("/events/{id}/corrections")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response correct(@PathParam("id") long id, @RestForm String startNumber, @RestForm String rank,
            @RestForm String rankTo, @RestForm String points, @RestForm String games, @RestForm String gamePoints,
            @RestForm String reason) {
        ResultCorrectionForm form = new ResultCorrectionForm(startNumber, rank, rankTo, points, games, gamePoints,
                reason);
        List<FormError> errors = form.problems();
        if (errors.isEmpty()) {
            errors = validated(form.toRequest());
        }
        if (errors.isEmpty()) {
            try {
                QuarkusTransaction.requiringNew().run(() -> events.correct(id, form.toRequest()));
                return Response.seeOther(URI.create("/registry/events/" + id + "?done=CORRECTED")).build();
            } catch (Failure refused) {
                errors = refusal(refused);
            }
        }
        return page(id, form, errors, status(errors));
    }

    /** What is wrong with the form: its entries, the request's constraints, then the service's checks. */
    private List<FormError> problems(long id, ResultCorrectionForm form) {
        List<FormError> errors = form.problems();
        if (errors.isEmpty()) {
            errors = validated(form.toRequest());
        }
        if (errors.isEmpty()) {
            errors = tried(id, form.toRequest());
        }
        return errors;
    }

    /** The constraints the request breaks, each named by the form's field (not the request's path). */
    private List<FormError> validated(CorrectionRequest request) {
        return FormError.of(validator.validate(request)).stream()
                .map(e -> new FormError(e.field().replaceFirst("^results\\[0\\]\\.", ""), e.message(), e.code()))
                .toList();
    }

    /**
     * The correction made in a transaction that is rolled back: the service's refusal, or none. The
     * transaction ends by an exception of its own, the one way that rolls it back without a commit.
     */
    private List<FormError> tried(long id, CorrectionRequest request) {
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                events.correct(id, request);
                throw new TrialOver();
            });
        } catch (TrialOver accepted) {
            return List.of();
        } catch (Failure refused) {
            return refusal(refused);
        }
        throw new IllegalStateException("a trial ends by an exception");
    }

    /** The end of a trial correction that the service accepted. */
    private static final class TrialOver extends RuntimeException {
        TrialOver() {
            super(null, null, false, false);
        }
    }

    /** A refusal of the form's values; one of the caller (out of jurisdiction, unknown event) is the error page. */
    private static List<FormError> refusal(Failure refused) {
        if (refused.refusesTheCaller() || refused.kind() == Failure.Kind.NOT_FOUND) {
            throw refused;
        }
        return FormError.of(refused).stream()
                .map(e -> new FormError("results".equals(e.field()) ? null : e.field(), null, e.code())).toList();
    }

    private static int status(List<FormError> errors) {
        return errors.stream().anyMatch(e -> "EVENT_STATE".equals(e.code())) ? 409 : 400;
    }

    private Response page(long id, ResultCorrectionForm form, List<FormError> errors, int status) {
        String html = QuarkusTransaction.requiringNew().call(() -> {
            Event e = events.forRegistrar(id);
            EventResult current = errors.isEmpty() ? result(e, form) : null;
            return view.correction(e, form, errors, current).render();
        });
        return Response.status(status).entity(html).build();
    }

    private static EventResult result(Event e, ResultCorrectionForm form) {
        return EventResult.<EventResult>find("select r from EventResult r join fetch r.player where r.event = ?1"
                + " and r.startNumber = ?2", e, Integer.valueOf(form.startNumber().strip())).firstResult();
    }
}
