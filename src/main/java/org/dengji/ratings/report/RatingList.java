package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.common.Violation;
import org.dengji.common.change.KeptInMemory;
import org.dengji.common.change.KeptValue;
import org.dengji.registry.player.SearchKeys;
import org.dengji.registry.player.TypedRegistrationNo;
import org.dengji.standards.core.Section;

/**
 * The rating list after a month: each player whose latest report up to that month left them rated, highest
 * first, with the games rated in the month and the K of that latest report. Filtered, searched and paged in
 * SQL. A player found by a search keeps the place they hold on the list the other filters make.
 */
@ApplicationScoped
public class RatingList implements KeptInMemory {

    /** The latest entry of each player up to the month: no later entry of theirs up to it exists. */
    private static final String FROM = " from rating_report_entry e join player p on p.id = e.player_id"
            + " join organisation o on o.id = p.home_unit_id"
            + " where e.period <= :period and e.rating_after is not null and not exists (select 1"
            + " from rating_report_entry l where l.player_id = e.player_id and l.period <= :period"
            + " and (l.end_date > e.end_date or l.end_date = e.end_date and l.event_id > e.event_id))";

    /** Every place on the filtered list, numbered before any search picks among them. */
    private static final String PLACES = "select e.player_id as player_id, p.registration_no as registration_no,"
            + " p.name_zh as name_zh, p.name_latin as name_latin, o.unit_code as unit_code, o.name_zh as unit_zh,"
            + " o.name_en as unit_en, e.rating_after as rating_after, e.k as k_factor,"
            + " row_number() over (order by e.rating_after desc, p.registration_no) as place" + FROM;

    /**
     * Which list: the month ({@code YYYY-MM}), a unit's code (its subtree; null: all), the section (women: female
     * players only) and a search (a name or a registration number as people type them; null: everyone).
     */
    public record ListQuery(String period, String unit, Section section, String search) {
    }

    /** A place on the list, with both of the player's names and both of the unit's. */
    public record Place(int rank, String registrationNo, String nameZh, String nameLatin, String unitCode,
            String unitNameZh, String unitNameEn, int rating, int games, Integer k) {
    }

    /** Some places of the list, and how many the whole (filtered) list holds. */
    public record Places(List<Place> places, long total) {
    }

    private final EntityManager em;
    private final KeptValue<Optional<String>> latest = new KeptValue<>();

    public RatingList(EntityManager em) {
        this.em = em;
    }

    /** A page of the list for the API: {@code size} places from page {@code page} (from 0); search null: everyone. */
    public RatingViews.ListPage read(String period, String search, String unit, Section section, int page, int size) {
        Places found = places(new ListQuery(period, unit, section, search), page * size, size);
        List<RatingViews.ListItem> items = found.places().stream().map(p -> new RatingViews.ListItem(p.rank(),
                p.registrationNo(), p.nameZh() != null ? p.nameZh() : p.nameLatin(), p.unitCode(), p.rating(), p.games(),
                p.k())).toList();
        return new RatingViews.ListPage(period, items, found.total());
    }

    /**
     * {@code max} places from the {@code first} (from 0) of the list {@code query} asks for; every place from
     * there when {@code max} is 0. 400 {@code UNKNOWN_UNIT} when there is no unit with the code asked for.
     */
    public Places places(ListQuery query, int first, int max) {
        Map<String, Object> parameters = new HashMap<>();
        parameters.put("period", query.period());
        String filters = filters(query, parameters);
        String search = search(query.search(), parameters);
        String ranked = "(" + PLACES + filters + ") r" + search;
        long total = ((Number) bind(em.createNativeQuery("select count(*) from " + ranked), parameters)
                .getSingleResult()).longValue();
        Query rows = bind(em.createNativeQuery("select r.registration_no, r.name_zh, r.name_latin, r.unit_code,"
                + " r.unit_zh, r.unit_en, r.rating_after, r.k_factor, r.place, (select coalesce(sum(g.games), 0)"
                + " from rating_report_entry g where g.player_id = r.player_id and g.period = :period) from " + ranked
                + " order by r.place"), parameters).setFirstResult(first);
        if (max > 0) {
            rows.setMaxResults(max);
        }
        List<Place> places = new ArrayList<>();
        for (Object row : rows.getResultList()) {
            Object[] r = (Object[]) row;
            places.add(new Place(((Number) r[8]).intValue(), (String) r[0], (String) r[1], (String) r[2], (String) r[3],
                    (String) r[4], (String) r[5], ((Number) r[6]).intValue(), ((Number) r[9]).intValue(),
                    r[7] == null ? null : ((Number) r[7]).intValue()));
        }
        return new Places(places, total);
    }

    /**
     * The latest month that has a list: the month of the latest report that left someone rated. Every rated
     * player's page names it, so it is kept until anything changes: reports are written by a request (which
     * forgets what is kept as it answers), the recomputation queue (which forgets it when a run commits) or
     * another instance (which announces it).
     */
    public Optional<String> latestPeriod() {
        return latest.get(() -> Optional.ofNullable((String) em.createNativeQuery("select max(period)"
                + " from rating_report_entry where rating_after is not null").getSingleResult()));
    }

    @Override
    public void invalidate() {
        latest.forget();
    }

    /** Every month in which a report left someone rated, latest first: the months whose list changed. */
    @SuppressWarnings("unchecked")
    public List<String> periods() {
        return em.createNativeQuery("select distinct period from rating_report_entry where rating_after is not null"
                + " order by period desc").getResultList();
    }

    private static String filters(ListQuery query, Map<String, Object> parameters) {
        String filters = "";
        if (query.unit() != null && !query.unit().isBlank()) {
            parameters.put("subtree", unit(query.unit().strip()).subtreePattern());
            filters += " and o.path like :subtree";
        }
        if (query.section() == Section.WOMEN) {
            filters += " and p.gender = 'FEMALE'";
        }
        return filters;
    }

    /**
     * The search's condition on the numbered places: the registration number typed in any of its forms, or a
     * name that contains the text (through the names' search keys); a text written as a number is only a number.
     */
    private static String search(String typed, Map<String, Object> parameters) {
        String text = typed == null ? "" : typed.strip();
        if (text.isEmpty()) {
            return "";
        }
        parameters.put("number", TypedRegistrationNo.canonical(text).orElse(""));
        String key = SearchKeys.normalized(text);
        if (TypedRegistrationNo.isWrittenAsNumber(text) || key.isEmpty()) {
            return " where r.registration_no = :number";
        }
        parameters.put("key", key);
        parameters.put("keyEnd", SearchKeys.upperBound(key));
        return " where (r.registration_no = :number or exists (select 1 from player_search_key k"
                + " where k.player_id = r.player_id and k.search_key >= :key and k.search_key < :keyEnd))";
    }

    private static Query bind(Query query, Map<String, Object> parameters) {
        parameters.forEach(query::setParameter);
        return query;
    }

    /** The unit with the code; 400 when there is none. */
    static Organisation unit(String unitCode) {
        return Organisation.<Organisation>find("unitCode", unitCode).firstResultOptional()
                .orElseThrow(() -> Failure.invalid("UNKNOWN_UNIT", "There is no unit " + unitCode + ".",
                        Violation.field("unit", "no such unit code")));
    }
}
