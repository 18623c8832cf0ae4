package org.dengji.ratings.pages;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.i18n.Localized;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Failure;
import org.dengji.common.KeptForVisitors;
import org.dengji.common.Violation;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.ratings.report.RatingList;
import org.dengji.ratings.report.RatingReads;
import org.dengji.registry.event.EventService;
import org.dengji.registry.player.PlayerName;

/**
 * The public pages of the national rating: the list after a month (searched, filtered by province and section,
 * paged, and downloadable as CSV) and an event's rating report. Filters that cannot be read give the list page
 * again with what was wrong (400), never a failure.
 */
@Path("/ratings")
@Produces(MediaType.TEXT_HTML)
public class RatingPages {

    static final int PAGE_SIZE = 50;
    private static final MediaType HTML = MediaType.TEXT_HTML_TYPE.withCharset("UTF-8");

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(ListFilter filter, ListView view);

        static native TemplateInstance report(ReportPage page);
    }

    private final RatingList list;
    private final RatingReads reads;
    private final EventService events;
    private final PageLanguage ui;
    private final RatingMessages zh;
    private final RatingMessages en;

    public RatingPages(RatingList list, RatingReads reads, EventService events, PageLanguage ui, RatingMessages zh,
            @Localized("en") RatingMessages en) {
        this.list = list;
        this.reads = reads;
        this.events = events;
        this.ui = ui;
        this.zh = zh;
        this.en = en;
    }

    @GET
    @PermitAll
    @KeptForVisitors
    public Response list(@QueryParam("period") String period, @QueryParam("q") String q,
            @QueryParam("unit") String unit, @QueryParam("section") String section, @QueryParam("page") String page) {
        Optional<String> latest = list.latestPeriod();
        ListFilter filter = checkedUnit(ListFilter.read(period, q, unit, section, page, latest.orElse(null)));
        if (!filter.errors().isEmpty() || filter.period() == null) {
            return html(filter.errors().isEmpty() ? Response.Status.OK : Response.Status.BAD_REQUEST, filter,
                    view(filter, latest.isPresent(), new RatingList.Places(List.of(), 0)));
        }
        RatingList.Places found = list.places(filter.query(), (filter.page() - 1) * PAGE_SIZE, PAGE_SIZE);
        ListView view = view(filter, true, found);
        if (filter.page() > view.pages()) {
            ListFilter tooFar = filter.with("page", "PAGE_OUT_OF_RANGE");
            return html(Response.Status.BAD_REQUEST, tooFar, view(tooFar, true, new RatingList.Places(List.of(), 0)));
        }
        return html(Response.Status.OK, filter, view);
    }

    /**
     * The same list as the page shows, every page of it, as CSV: UTF-8 with a byte order mark, by which Excel
     * knows to read Chinese; the header in the reader's language.
     */
    @GET
    @Path("export.csv")
    @Produces("text/csv")
    @PermitAll
    public Response csv(@QueryParam("period") String period, @QueryParam("q") String q,
            @QueryParam("unit") String unit, @QueryParam("section") String section) {
        ListFilter filter = checkedUnit(ListFilter.read(period, q, unit, section, null,
                list.latestPeriod().orElse(null)));
        if (!filter.errors().isEmpty()) {
            throw Failure.invalid("INVALID_RATING_LIST_FILTER", "The list's filters cannot be read.",
                    filter.errors().stream().map(e -> Violation.field(e.field(), e.code())).toArray(Violation[]::new));
        }
        Language language = ui.language();
        List<RatingList.Place> places = filter.period() == null ? List.of() : list.places(filter.query(), 0, 0).places();
        String name = "rating-list-" + (filter.period() == null ? "none" : filter.period()) + ".csv";
        return Response.ok(RatingCsv.write(places, language, language.pick(zh, en)), "text/csv; charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"" + name + "\"").build();
    }

    @GET
    @Path("events/{id}")
    @PermitAll
    @KeptForVisitors
    public String report(@PathParam("id") long id) {
        var event = events.published(id);
        return Templates.report(ReportPage.of(event, reads.reportWithPlayers(event))).setLocale(ui.locale()).render();
    }

    /** The filter, with an error when the unit asked for does not exist. */
    private static ListFilter checkedUnit(ListFilter filter) {
        boolean unreadable = filter.errors().stream().anyMatch(e -> "unit".equals(e.field()));
        if (filter.unit() == null || unreadable || Organisation.count("unitCode", filter.unit()) > 0) {
            return filter;
        }
        return filter.with("unit", "UNKNOWN_UNIT");
    }

    private Response html(Response.Status status, ListFilter filter, ListView view) {
        return Response.status(status).type(HTML).entity(Templates.list(filter, view).setLocale(ui.locale()).render())
                .build();
    }

    private ListView view(ListFilter filter, boolean exists, RatingList.Places found) {
        Language language = ui.language();
        RatingMessages words = language.pick(zh, en);
        String chosen = filter.errors().stream().anyMatch(e -> "period".equals(e.field())) ? null : filter.period();
        List<ListView.Row> rows = found.places().stream().map(p -> new ListView.Row(p.rank(), p.registrationNo(),
                new PlayerName(p.nameZh(), p.nameLatin()), language.pick(p.unitNameZh(), p.unitNameEn()), p.rating(),
                p.games(), p.k())).toList();
        int pages = (int) Math.max(1, (found.total() + PAGE_SIZE - 1) / PAGE_SIZE);
        return new ListView(exists, chosen == null ? null : PlayerRatingPanel.month(chosen, words),
                months(chosen, words), units(filter.unit(), language, words), rows, found.total(), pages);
    }

    /** The months that have a list, latest first, and the month asked for if it is none of them. */
    private List<ListView.Option> months(String chosen, RatingMessages words) {
        List<String> periods = new ArrayList<>(list.periods());
        if (chosen != null && !periods.contains(chosen)) {
            periods.add(chosen);
            periods.sort(Comparator.reverseOrder());
        }
        return periods.stream().map(p -> new ListView.Option(p, PlayerRatingPanel.month(p, words), p.equals(chosen)))
                .toList();
    }

    /** All of China, then the provinces; the unit asked for if it is none of them. */
    private static List<ListView.Option> units(String chosen, Language language, RatingMessages words) {
        List<ListView.Option> units = new ArrayList<>();
        units.add(new ListView.Option("", words.unit_all(), chosen == null));
        List<Organisation> provinces = Organisation.<Organisation>list("level = ?1 order by unitCode",
                OrganisationLevel.PROVINCIAL);
        boolean listed = false;
        for (Organisation o : provinces) {
            listed |= o.unitCode.equals(chosen);
            units.add(new ListView.Option(o.unitCode, o.name(language), o.unitCode.equals(chosen)));
        }
        if (chosen != null && !listed) {
            Organisation.<Organisation>find("unitCode", chosen).firstResultOptional()
                    .ifPresent(o -> units.add(new ListView.Option(o.unitCode, o.name(language), true)));
        }
        return units;
    }
}
