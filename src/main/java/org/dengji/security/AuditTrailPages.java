package org.dengji.security;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.i18n.Localized;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.dengji.audit.AuditEntryView;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditPage;
import org.dengji.authority.AuditTrail;
import org.dengji.common.Role;
import org.dengji.common.i18n.PageLanguage;

/**
 * The audit log for administrators, as a page: the entries the API {@code /api/v1/audit} gives them,
 * within their jurisdiction only, filtered by kind of record, user name and days, fifty a page, each
 * with the person's name as well as their user name. Filters that cannot be read give the page again
 * with what was wrong (400), never a failure.
 */
@Path("/admin/audit")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Role.ADMIN_NAME)
public class AuditTrailPages {

    static final int PAGE_SIZE = 50;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance trail(AuditFilter filter, List<String> subjects, List<Row> rows, long total,
                int pages);
    }

    /**
     * One entry as the page shows it; {@code person} is the account's name, null for the system; {@code note}
     * the reason a person gave as written, or Dengji's note in the page's language.
     */
    public record Row(Instant at, String actor, String person, String action, String entityType, String entityId,
            String note) {

        public boolean bySystem() {
            return AuditLog.SYSTEM.equals(actor) && person == null;
        }

        /** Whether the user name says something the name does not. */
        public boolean showsUsername() {
            return person != null && !person.equals(actor);
        }
    }

    private final AuditTrail trail;
    private final PageLanguage ui;
    private final AuditMessages zh;
    private final AuditMessages en;

    public AuditTrailPages(AuditTrail trail, PageLanguage ui, AuditMessages zh, @Localized("en") AuditMessages en) {
        this.trail = trail;
        this.ui = ui;
        this.zh = zh;
        this.en = en;
    }

    @GET
    public Response trail(@QueryParam("what") String what, @QueryParam("who") String who,
            @QueryParam("from") String from, @QueryParam("to") String to, @QueryParam("page") String page) {
        AuditFilter filter = AuditFilter.read(what, who, from, to, page);
        if (!filter.errors().isEmpty()) {
            return html(Response.Status.BAD_REQUEST, Templates.trail(filter, AuditFilter.SUBJECTS, List.of(), 0, 0));
        }
        AuditPage found = trail.read(filter.what(), null, filter.who(),
                filter.fromDay() == null ? null : trail.startOf(filter.fromDay()),
                filter.toDay() == null ? null : trail.endOf(filter.toDay()), filter.page() - 1, PAGE_SIZE);
        int pages = (int) Math.max(1, (found.total() + PAGE_SIZE - 1) / PAGE_SIZE);
        return html(Response.Status.OK, Templates.trail(filter, AuditFilter.SUBJECTS, rows(found.items()),
                found.total(), pages));
    }

    private Response html(Response.Status status, TemplateInstance page) {
        return Response.status(status).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                .entity(page.setLocale(ui.locale()).render()).build();
    }

    private List<Row> rows(List<AuditEntryView> entries) {
        Map<String, String> names = AppUser.displayNames(entries.stream().map(AuditEntryView::actor).toList());
        AuditMessages words = ui.language().pick(zh, en);
        return entries.stream().map(e -> new Row(e.at(), e.actor(), names.get(e.actor()), e.action(), e.entityType(),
                e.entityId(), note(e, words))).toList();
    }

    private static String note(AuditEntryView e, AuditMessages words) {
        if (e.noteCode() == null) {
            return e.reason();
        }
        List<String> arguments = e.noteArguments();
        return words.note(e.noteCode(), argument(arguments, 0), argument(arguments, 1), argument(arguments, 2));
    }

    private static String argument(List<String> arguments, int index) {
        return index < arguments.size() ? arguments.get(index) : "";
    }
}
