package org.dengji.registry.pages;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Arrays;
import java.util.List;
import org.dengji.common.Paging;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.event.EventService;
import org.dengji.standards.core.EventCategory;

/**
 * Draws the registrar's desk in the reader's language: the events of their subtree and the import
 * form, with the report of an import when there is one (a background import's errors come back here),
 * and the page that says the form's file was not taken because the instance is busy.
 */
@ApplicationScoped
public class RegistrarDeskView {

    @CheckedTemplate(basePath = "RegistrarPages")
    static class Templates {
        static native TemplateInstance events(EventService.DeskPage desk, ImportReport report,
                List<RegistrarPages.Option> categories, List<RegistrarPages.Option> units);

        static native TemplateInstance busy();
    }

    private final EventService events;
    private final SubtreeUnits units;
    private final PageLanguage ui;

    public RegistrarDeskView(EventService events, SubtreeUnits units, PageLanguage ui) {
        this.events = events;
        this.units = units;
        this.ui = ui;
    }

    /** Events listed on a page of the desk. */
    static final int PAGE_SIZE = 50;

    /** The first page of the desk, with {@code report} above the form (null: none). */
    public TemplateInstance desk(ImportReport report) {
        return desk(report, Paging.first(PAGE_SIZE));
    }

    /** The page of the desk's events that {@code paging} asks for, with {@code report} above the form (null: none). */
    public TemplateInstance desk(ImportReport report, Paging paging) {
        return Templates.events(events.ofRegistrar(paging), report, categories(), units.options()).setLocale(ui.locale());
    }

    public TemplateInstance busy() {
        return Templates.busy().setLocale(ui.locale());
    }

    private List<RegistrarPages.Option> categories() {
        return Arrays.stream(EventCategory.values())
                .map(c -> new RegistrarPages.Option(c.name(), c.in(ui.locale()))).toList();
    }
}
