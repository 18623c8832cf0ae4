package org.dengji.ratings.report;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.util.ArrayList;
import java.util.List;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.common.Violation;
import org.dengji.standards.core.Section;

/**
 * The rating list after a month: each player whose latest report up to that month left them rated, highest
 * first, with the games rated in the month and the K of that latest report. Filtered and paged in SQL.
 */
@ApplicationScoped
public class RatingList {

    /** The latest entry of each player up to the month: no later entry of theirs up to it exists. */
    private static final String FROM = " from rating_report_entry e join player p on p.id = e.player_id"
            + " join organisation o on o.id = p.home_unit_id"
            + " where e.period <= :period and e.rating_after is not null and not exists (select 1"
            + " from rating_report_entry l where l.player_id = e.player_id and l.period <= :period"
            + " and (l.end_date > e.end_date or l.end_date = e.end_date and l.event_id > e.event_id))";

    private final EntityManager em;

    public RatingList(EntityManager em) {
        this.em = em;
    }

    public RatingViews.ListPage read(String period, String unit, Section section, int page, int size) {
        String filters = "";
        List<Long> units = null;
        if (unit != null && !unit.isBlank()) {
            units = subtree(unit.strip());
            filters += " and p.home_unit_id in (:units)";
        }
        if (section == Section.WOMEN) {
            filters += " and p.gender = 'FEMALE'";
        }
        Query count = parameters(em.createNativeQuery("select count(*)" + FROM + filters), period, units);
        long total = ((Number) count.getSingleResult()).longValue();
        Query rows = parameters(em.createNativeQuery("select p.registration_no, p.name_zh, p.name_latin, o.unit_code,"
                + " e.rating_after, e.k, (select coalesce(sum(g.games), 0) from rating_report_entry g"
                + " where g.player_id = e.player_id and g.period = :period)" + FROM + filters
                + " order by e.rating_after desc, p.registration_no"), period, units)
                .setFirstResult(page * size).setMaxResults(size);
        List<RatingViews.ListItem> items = new ArrayList<>();
        int rank = page * size;
        for (Object row : rows.getResultList()) {
            Object[] r = (Object[]) row;
            String name = r[1] != null ? (String) r[1] : (String) r[2];
            items.add(new RatingViews.ListItem(++rank, (String) r[0], name, (String) r[3],
                    ((Number) r[4]).intValue(), ((Number) r[6]).intValue(), r[5] == null ? null : ((Number) r[5]).intValue()));
        }
        return new RatingViews.ListPage(period, items, total);
    }

    private static Query parameters(Query query, String period, List<Long> units) {
        query.setParameter("period", period);
        if (units != null) {
            query.setParameter("units", units);
        }
        return query;
    }

    /** The unit and every unit below it. */
    private static List<Long> subtree(String unitCode) {
        Organisation root = Organisation.<Organisation>find("unitCode", unitCode).firstResultOptional()
                .orElseThrow(() -> Failure.invalid("UNKNOWN_UNIT", "There is no unit " + unitCode + ".",
                        Violation.field("unit", "no such unit code")));
        return Organisation.<Organisation>listAll().stream().filter(o -> o.isWithin(root)).map(o -> o.id).toList();
    }
}
