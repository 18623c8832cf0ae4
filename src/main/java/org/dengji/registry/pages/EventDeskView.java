package org.dengji.registry.pages;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import org.dengji.audit.AuditEntry;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.FormError;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventService;
import org.dengji.registry.event.Game;
import org.dengji.registry.imports.ImportResponses;
import org.dengji.registry.imports.ImportWarnings;
import org.dengji.registry.player.Player;
import org.dengji.security.AppUser;

/**
 * Draws the pages of an event at the registrar's desk, in the reader's language: the event itself,
 * the confirmation of its publication or locking, and a correction before it is made. The callers
 * have found the event within the registrar's subtree, inside a transaction.
 */
@ApplicationScoped
public class EventDeskView {

    @CheckedTemplate(basePath = "RegistrarPages")
    static class Templates {
        static native TemplateInstance event(EventDesk desk);

        /** {@code action}: {@code publish} or {@code lock}; {@code unconfirmed}: posted without the confirmation. */
        static native TemplateInstance confirm(EventDesk desk, String action, boolean unconfirmed);

        /** The correction form again with its errors, or (no errors) the correction before and after. */
        static native TemplateInstance correction(EventDesk desk, EventResult current);
    }

    private final EventService events;
    private final AuditLog audit;
    private final PageLanguage ui;

    public EventDeskView(EventService events, AuditLog audit, PageLanguage ui) {
        this.events = events;
        this.audit = audit;
        this.ui = ui;
    }

    public TemplateInstance event(Event e, ImportReport report, String notice) {
        return Templates.event(desk(e, report, ResultCorrectionForm.empty(), List.of(), notice))
                .setLocale(ui.locale());
    }

    public TemplateInstance confirm(Event e, String action, boolean unconfirmed) {
        return Templates.confirm(desk(e, null, ResultCorrectionForm.empty(), List.of(), null), action, unconfirmed)
                .setLocale(ui.locale());
    }

    /** The correction of {@code current} as the form asks it; with {@code errors}, the form again. */
    public TemplateInstance correction(Event e, ResultCorrectionForm form, List<FormError> errors,
            EventResult current) {
        return Templates.correction(desk(e, null, form, errors, null), current).setLocale(ui.locale());
    }

    private EventDesk desk(Event e, ImportReport report, ResultCorrectionForm form, List<FormError> errors,
            String notice) {
        List<EventResult> rows = events.crosstable(e);
        List<Player> sexUnknown = rows.stream().map(r -> r.player).filter(p -> p.gender == null).toList();
        List<ImportResponses.Entry> warnings = ImportResponses.Entry.of(ImportWarnings.of(e.id), ui.language());
        return new EventDesk(e, rows.size(), Game.count("event", e), warnings,
                Crosstable.of(rows, e.rounds, ui.language()), report, sexUnknown, events.standings(e), form, errors,
                history(e), notice);
    }

    private List<CorrectionHistory> history(Event e) {
        List<AuditEntry> corrections = audit.forEntity(AuditedEntity.EVENT, e.id).stream()
                .filter(a -> "EVENT_CORRECTED".equals(a.action)).toList();
        Map<String, String> names = AppUser.displayNames(corrections.stream().map(a -> a.actor).toList());
        return corrections.stream().map(a -> CorrectionHistory.of(a, names.get(a.actor))).toList();
    }
}
