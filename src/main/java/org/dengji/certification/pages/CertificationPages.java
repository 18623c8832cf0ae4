package org.dengji.certification.pages;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.dengji.certification.application.ApplicationRequest;
import org.dengji.certification.application.ApplicationService;
import org.dengji.certification.application.ApplicationStatus;
import org.dengji.certification.application.ApplicationView;
import org.dengji.certification.application.ApplicationViews;
import org.dengji.certification.application.DecisionRights;
import org.dengji.certification.application.LifeCycle;
import org.dengji.certification.application.NoticeClosure;
import org.dengji.certification.application.TitleApplication;
import org.dengji.certification.application.TransitionAction;
import org.dengji.certification.application.TransitionRequest;
import org.dengji.certification.application.Transitions;
import org.dengji.certification.notice.NoticeBoard;
import org.dengji.certification.notice.NoticeResource;
import org.dengji.certification.notice.NoticeViews;
import org.dengji.certification.notice.ObjectionDecision;
import org.dengji.certification.notice.ObjectionRequest;
import org.dengji.certification.notice.PostEventNotice;
import org.dengji.common.Failure;
import org.dengji.common.NoControlCharacters;
import org.dengji.common.Role;
import org.dengji.common.Violation;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;
import org.jboss.resteasy.reactive.RestForm;

/**
 * The certification pages: staff queues with counts and the application page with its steps; the
 * public notice board with the objection form; the commission's dashboard. Forms post here and are
 * answered with a redirect to the page that shows the result (a refusal is the error page, in words).
 */
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class CertificationPages {


    @CheckedTemplate
    static class Templates {
        static native TemplateInstance queues(QueuesPage page);

        static native TemplateInstance application(ApplicationPage page);

        static native TemplateInstance notices(List<NoticeViews.Notice> notices, String lodged);

        static native TemplateInstance dashboard(String chart, List<GrantsChart.Bar> bars);

        static native TemplateInstance postEvent(PostEventPage page);
    }

    private final ApplicationQueues queues;
    private final ApplicationService applications;
    private final ApplicationViews views;
    private final Transitions transitions;
    private final ApplicationExplanation explanation;
    private final NoticeBoard board;
    private final PostEventNotice postEvent;
    private final NoticeClosure notices;
    private final GrantsDashboard dashboard;
    private final DecisionRights rights;
    private final PageLanguage ui;

    public CertificationPages(ApplicationQueues queues, ApplicationService applications, ApplicationViews views,
            Transitions transitions, ApplicationExplanation explanation, NoticeBoard board, PostEventNotice postEvent,
            NoticeClosure notices, GrantsDashboard dashboard, DecisionRights rights, PageLanguage ui) {
        this.rights = rights;
        this.queues = queues;
        this.applications = applications;
        this.views = views;
        this.transitions = transitions;
        this.explanation = explanation;
        this.board = board;
        this.postEvent = postEvent;
        this.notices = notices;
        this.dashboard = dashboard;
        this.ui = ui;
    }

    @GET
    @Path("applications")
    @Transactional
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME, Role.ADMIN_NAME})
    public Response queues(@QueryParam("queue") String queue, @QueryParam("q") String player,
            @QueryParam("title") String title, @QueryParam("unit") String unit, @QueryParam("from") String from,
            @QueryParam("to") String to, @QueryParam("sort") String sort, @QueryParam("page") String page) {
        QueueFilter filter = QueueFilter.read(player, title, unit, from, to, sort, page);
        List<String> errors = new ArrayList<>(filter.errors());
        if (queue != null && !queue.isBlank() && !ApplicationQueues.KEYS.contains(queue)) {
            errors.add("queue");
        }
        QueuesPage view = queuesPage(queue, filter, new QueuesPage.Asked(player, title, unit, from, to, sort), errors,
                null, List.of(), QueuesPage.Opening.NONE);
        // A value that could not be read is named on the page, which answers 400 like the API would.
        return Response.status(errors.isEmpty() ? 200 : 400).entity(Templates.queues(view).setLocale(ui.locale()))
                .build();
    }

    private QueuesPage queuesPage(String queue, QueueFilter filter, QueuesPage.Asked asked, List<String> errors,
            ApplicationPage.Refusal refusal, List<String> reasons, QueuesPage.Opening opening) {
        ApplicationQueues.Scope scope = queues.scope();
        List<ApplicationQueues.Queue> counts = queues.counts(scope);
        boolean known = queue != null && ApplicationQueues.KEYS.contains(queue);
        String key = known ? queue : counts.stream().filter(q -> q.count() > 0)
                .map(ApplicationQueues.Queue::key).findFirst().orElse(ApplicationQueues.KEYS.get(0));
        return new QueuesPage(counts, queues.shown(scope, key, filter, ui.language()), asked, errors, Title.of(Track.NATIONAL),
                Title.of(Track.AMATEUR), refusal, reasons, opening);
    }

    /**
     * Opens an application from the queues page. A refusal comes back on that page with its reason in the
     * page's language, and for a record that meets no clause of the title, the evaluator's reasons.
     */
    @POST
    @Path("applications")
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME})
    public Response open(@RestForm String registrationNo, @RestForm String title) {
        try {
            ApplicationRequest request = new ApplicationRequest(required("registrationNo", registrationNo),
                    titleOf(title), null);
            TitleApplication a = applications.open(request);
            return Response.seeOther(URI.create("/applications/" + a.id)).build();
        } catch (Failure refused) {
            if (refused.httpStatus() == 401) {
                throw refused;
            }
            List<String> reasons = "NOT_QUALIFIED".equals(refused.code()) ? QuarkusTransaction.requiringNew().call(
                    () -> applications.reasonsNotMet(new ApplicationRequest(registrationNo.strip(), titleOf(title), null),
                            ui.language())) : List.of();
            QueuesPage.Asked none = new QueuesPage.Asked(null, null, null, null, null, null);
            String html = QuarkusTransaction.requiringNew().call(() -> Templates.queues(queuesPage(null,
                    QueueFilter.NONE, none, List.of(), ApplicationPage.Refusal.of(refused, ui.language()),
                    reasons, new QueuesPage.Opening(typed(registrationNo), typed(title)))).setLocale(ui.locale()).render());
            return Response.status(refused.httpStatus()).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                    .entity(html).build();
        }
    }

    @GET
    @Path("applications/{id}")
    @Transactional
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME, Role.ADMIN_NAME})
    public TemplateInstance application(@PathParam("id") long id) {
        return page(id, null);
    }

    /**
     * Takes a step chosen on the page. A refusal is shown on the application's page, in its language and
     * with the failure's status; an application the reader may not read stays the error page's 404.
     */
    @POST
    @Path("applications/{id}/transitions")
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME})
    public Response transition(@PathParam("id") long id, @RestForm String action, @RestForm String note,
            @RestForm String confirm, @RestForm String falseMaterials) {
        TransitionAction chosen = Arrays.stream(TransitionAction.values())
                .filter(x -> x.name().equals(action)).findFirst().orElseThrow(() -> Failure.invalid("UNKNOWN_ACTION",
                        "There is no step " + action + ".", Violation.field("action", "unknown")));
        return onPage(id, () -> {
            if (note != null && note.length() > 1000) {
                throw Failure.invalid("NOTE_TOO_LONG", "A note has at most 1000 characters.", Violation.field("note",
                        "too long"));
            }
            if (ApplicationPage.ActionForm.needsConfirmation(chosen) && confirm == null) {
                throw Failure.invalid("CONFIRMATION_REQUIRED", "Tick the confirmation to take this step.",
                        Violation.field("confirm", "required"));
            }
            Boolean forFalseMaterials = chosen == TransitionAction.REVOKE ? falseMaterials != null : null;
            transitions.take(id, new TransitionRequest(chosen, note, forFalseMaterials));
        });
    }

    /** A reviewer of the player's subtree sustains or dismisses an objection, with a note. */
    @POST
    @Path("applications/{id}/objections/{objection}")
    @RolesAllowed(Role.REVIEWER_NAME)
    public Response decideObjection(@PathParam("id") long id, @PathParam("objection") long objection,
            @RestForm String outcome, @RestForm String note) {
        return onPage(id, () -> {
            ObjectionDecision.Outcome chosen = Arrays.stream(ObjectionDecision.Outcome.values())
                    .filter(x -> x.name().equals(outcome)).findFirst().orElseThrow(() -> Failure.invalid(
                            "UNKNOWN_OUTCOME", "An objection is sustained or dismissed.", Violation.field("outcome",
                                    "unknown")));
            String why = required("note", note);
            if (why.length() > 1000) {
                throw Failure.invalid("NOTE_TOO_LONG", "A note has at most 1000 characters.", Violation.field("note",
                        "too long"));
            }
            board.decide(id, objection, new ObjectionDecision(chosen, why));
        });
    }

    /** Runs a step of the page; on success back to the page, on a refusal the page with the refusal. */
    private Response onPage(long id, Runnable step) {
        try {
            step.run();
            return Response.seeOther(URI.create("/applications/" + id)).build();
        } catch (Failure refused) {
            if (refused.httpStatus() == 404 || refused.httpStatus() == 401) {
                throw refused;
            }
            String html = QuarkusTransaction.requiringNew().call(() -> page(id,
                    ApplicationPage.Refusal.of(refused, ui.language())).render());
            return Response.status(refused.httpStatus()).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                    .entity(html).build();
        }
    }

    private TemplateInstance page(long id, ApplicationPage.Refusal refusal) {
        TitleApplication a = applications.get(id);
        Language language = ui.language();
        ApplicationView view = views.of(a, language);
        ApplicationStatus status = notices.status(a);
        List<ApplicationPage.ActionForm> actions = view.allowedActions().stream()
                .map(ApplicationPage.ActionForm::of).toList();
        List<NoticeViews.StaffObjection> objections = board.objections(id).stream()
                .map(NoticeViews.StaffObjection::of).toList();
        boolean mayDecide = rights.caller(a).holds(LifeCycle.Capacity.REVIEWER);
        return Templates.application(new ApplicationPage(view, a.player.names(), status.in(language.locale()),
                a.title.in(language.locale()), a.approvingUnit.name(language), explanation.clauses(a, language),
                explanation.games(a, language), actions, objections, mayDecide, refusal))
                .setLocale(ui.locale());
    }

    @GET
    @Path("notices")
    @Transactional
    @PermitAll
    public TemplateInstance notices(@QueryParam("lodged") String lodged) {
        // The reference number of the objection just lodged, shown to the one who lodged it.
        String reference = lodged != null && lodged.matches("[0-9]{1,18}") ? lodged : null;
        return Templates.notices(board.open().stream().map(NoticeViews.Notice::of).toList(), reference)
                .setLocale(ui.locale());
    }

    @POST
    @Path("notices/{id}/objections")
    @PermitAll
    public Response lodge(@PathParam("id") long id, @RestForm String name, @RestForm String contact,
            @RestForm String text, @Context io.vertx.core.http.HttpServerRequest http) {
        ObjectionRequest request = new ObjectionRequest(required("name", name), required("contact", contact),
                required("text", text));
        if (request.name().length() > 100 || request.contact().length() > 200 || request.text().length() > 4000) {
            throw Failure.invalid("OBJECTION_TOO_LONG", "The name has at most 100 characters, the contact 200 and the"
                    + " text 4000.", Violation.field("text", "too long"));
        }
        if (!NoControlCharacters.Check.holds(request.name())) {
            throw Failure.invalid("VALIDATION_FAILED", "The form has invalid fields.", Violation.field("name",
                    "must not contain control characters such as tabs or line breaks"));
        }
        long reference = board.lodge(id, request, NoticeResource.clientAddress(http)).id;
        return Response.seeOther(URI.create("/notices?lodged=" + reference)).build();
    }

    /** The form of the queues page: a locked event's qualifiers of the reviewer's subtree go on notice. */
    @POST
    @Path("notices/post-event")
    @Transactional
    @RolesAllowed(Role.REVIEWER_NAME)
    public TemplateInstance postEvent(@RestForm String eventId) {
        String id = required("eventId", eventId);
        if (!id.matches("[0-9]{1,18}")) {
            throw Failure.invalid("INVALID_EVENT_ID", "An event is named by its number.", Violation.field("eventId",
                    "not a number"));
        }
        PostEventNotice.Outcome outcome = postEvent.place(Long.parseLong(id));
        return Templates.postEvent(PostEventPage.of(outcome, ui.language())).setLocale(ui.locale());
    }

    @GET
    @Path("dashboard")
    @Transactional
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME, Role.ADMIN_NAME})
    public TemplateInstance dashboard() {
        List<GrantsChart.Bar> bars = dashboard.bars(ui.language());
        return Templates.dashboard(GrantsChart.svg(bars, ui.language().pick("各单位逐年授予称号数", "Titles granted per year and unit")),
                bars).setLocale(ui.locale());
    }

    /** A value as typed, for the form to show again: at most 100 characters. */
    private static String typed(String value) {
        return value == null ? "" : value.strip().substring(0, Math.min(100, value.strip().length()));
    }

    private static String required(String field, String value) {
        if (value == null || value.isBlank()) {
            throw Failure.invalid("MISSING_FIELD", "The field " + field + " is required.", Violation.field(field,
                    "required"));
        }
        return value.strip();
    }

    private static Title titleOf(String value) {
        String v = required("title", value).toUpperCase(Locale.ROOT);
        return Arrays.stream(Title.values()).filter(t -> t.name().equals(v)).findFirst().orElseThrow(() ->
                Failure.invalid("UNKNOWN_TITLE", "There is no title " + value + ".", Violation.field("title", "unknown")));
    }
}
