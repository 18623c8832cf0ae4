package org.dengji.certification.pages;

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
import org.dengji.certification.application.NoticeClosure;
import org.dengji.certification.application.TitleApplication;
import org.dengji.certification.application.TransitionAction;
import org.dengji.certification.application.TransitionRequest;
import org.dengji.certification.application.Transitions;
import org.dengji.certification.notice.NoticeBoard;
import org.dengji.certification.notice.NoticeResource;
import org.dengji.certification.notice.NoticeViews;
import org.dengji.certification.notice.ObjectionRequest;
import org.dengji.certification.notice.PostEventNotice;
import org.dengji.common.Failure;
import org.dengji.common.NoControlCharacters;
import org.dengji.common.Role;
import org.dengji.common.Violation;
import org.dengji.common.i18n.UiLocale;
import org.dengji.standards.core.Title;
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
        static native TemplateInstance queues(List<ApplicationQueues.Queue> queues, List<Title> titles);

        static native TemplateInstance application(ApplicationPage page);

        static native TemplateInstance notices(List<NoticeViews.Notice> notices, boolean lodged);

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
    private final UiLocale ui;

    public CertificationPages(ApplicationQueues queues, ApplicationService applications, ApplicationViews views,
            Transitions transitions, ApplicationExplanation explanation, NoticeBoard board, PostEventNotice postEvent,
            NoticeClosure notices, GrantsDashboard dashboard, UiLocale ui) {
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
    public TemplateInstance queues() {
        return Templates.queues(queues.queues(ui.isZh()), Title.of(org.dengji.standards.core.Track.NATIONAL))
                .setLocale(ui.locale());
    }

    @POST
    @Path("applications")
    @Transactional
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME})
    public Response open(@RestForm String registrationNo, @RestForm String title) {
        TitleApplication a = applications.open(new ApplicationRequest(required("registrationNo", registrationNo),
                titleOf(title), null));
        return Response.seeOther(URI.create("/applications/" + a.id)).build();
    }

    @GET
    @Path("applications/{id}")
    @Transactional
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME, Role.ADMIN_NAME})
    public TemplateInstance application(@PathParam("id") long id) {
        TitleApplication a = applications.get(id);
        boolean zh = ui.isZh();
        ApplicationView view = views.of(a);
        ApplicationStatus status = notices.status(a);
        return Templates.application(new ApplicationPage(view, status.in(zh), a.title.in(zh), a.approvingUnit.name(zh),
                explanation.clauses(a, zh), explanation.games(a, zh), actions(a, status))).setLocale(ui.locale());
    }

    @POST
    @Path("applications/{id}/transitions")
    @Transactional
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME})
    public Response transition(@PathParam("id") long id, @RestForm String action, @RestForm String note) {
        TransitionAction chosen = Arrays.stream(TransitionAction.values())
                .filter(x -> x.name().equals(action)).findFirst().orElseThrow(() -> Failure.invalid("UNKNOWN_ACTION",
                        "There is no step " + action + ".", Violation.field("action", "unknown")));
        if (note != null && note.length() > 1000) {
            throw Failure.invalid("NOTE_TOO_LONG", "A note has at most 1000 characters.", Violation.field("note",
                    "too long"));
        }
        transitions.take(id, new TransitionRequest(chosen, note));
        return Response.seeOther(URI.create("/applications/" + id)).build();
    }

    @GET
    @Path("notices")
    @Transactional
    @PermitAll
    public TemplateInstance notices(@QueryParam("lodged") String lodged) {
        return Templates.notices(board.open().stream().map(NoticeViews.Notice::of).toList(), lodged != null)
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
        board.lodge(id, request, NoticeResource.clientAddress(http));
        return Response.seeOther(URI.create("/notices?lodged=1")).build();
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
        return Templates.postEvent(PostEventPage.of(outcome, ui.isZh())).setLocale(ui.locale());
    }

    @GET
    @Path("dashboard")
    @Transactional
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME, Role.ADMIN_NAME})
    public TemplateInstance dashboard() {
        List<GrantsChart.Bar> bars = dashboard.bars(ui.isZh());
        return Templates.dashboard(GrantsChart.svg(bars, ui.isZh() ? "各单位逐年授予称号数" : "Titles granted per year and unit"),
                bars).setLocale(ui.locale());
    }

    /** The steps the application's state allows; who may take them is checked when one is taken. */
    private static List<TransitionAction> actions(TitleApplication a, ApplicationStatus status) {
        List<TransitionAction> allowed = new ArrayList<>();
        switch (status) {
            case DRAFT -> allowed.add(TransitionAction.SUBMIT);
            case SUBMITTED -> allowed.addAll(List.of(TransitionAction.RECOMMEND, TransitionAction.RETURN,
                    TransitionAction.REJECT));
            case RECOMMENDED -> allowed.addAll(List.of(TransitionAction.START_NOTICE, TransitionAction.RETURN,
                    TransitionAction.REJECT));
            case PENDING_APPROVAL -> allowed.addAll(List.of(TransitionAction.APPROVE, TransitionAction.REJECT));
            case APPROVED -> {
                if (a.filingUnit != null) {
                    allowed.add(TransitionAction.ACKNOWLEDGE_FILING);
                }
                allowed.add(TransitionAction.REVOKE);
            }
            case FILED -> allowed.add(TransitionAction.REVOKE);
            default -> {
            }
        }
        return allowed;
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
