package org.dengji.certification.pages;

import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.TypedQuery;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.authority.Organisation;
import org.dengji.authority.UnitsWithin;
import org.dengji.certification.application.ApplicationStatus;
import org.dengji.certification.application.NoticeClosure;
import org.dengji.certification.application.TitleApplication;
import org.dengji.certification.notice.ObjectionStatus;
import org.dengji.common.DengjiConfig;
import org.dengji.common.i18n.Language;
import org.dengji.registry.player.PlayerName;
import org.dengji.security.StaffJurisdiction;

/**
 * The work queues of the signed-in staff member, each limited to their jurisdiction in the query:
 * drafts and applications at review of players in their subtree, notices running there, applications
 * their own unit is to decide, and approvals filed with their unit. A notice that is over with no open
 * objection counts as pending approval in the same query, so counting, filtering, sorting and paging
 * are all the database's.
 */
@ApplicationScoped
public class ApplicationQueues {

    /** Applications shown per page of a queue. */
    static final int PAGE_SIZE = 50;

    /** The queues, in the order a page lists them. */
    public static final List<String> KEYS = List.of("drafts", "review", "notice", "approval", "filing");

    private static final String OPEN_OBJECTION = "exists (select 1 from Objection o where o.application = a"
            + " and o.status = :open)";
    private static final String NOTICE_OVER = "(a.status = :onNotice and a.noticeClosesOn <= :today and not "
            + OPEN_OBJECTION + ")";

    private final StaffJurisdiction staff;
    private final NoticeClosure notices;
    /** The zone the pages write times in ({@code dengji.time-zone}): the days of the queues are read in it. */
    private final ZoneId zone;

    public ApplicationQueues(StaffJurisdiction staff, NoticeClosure notices, DengjiConfig config) {
        this.staff = staff;
        this.notices = notices;
        this.zone = config.timeZone();
    }

    /** One queue: its key and how many it holds. */
    public record Queue(String key, long count) {
    }

    /** An application in a queue, as the page lists it (read inside the transaction, shown after it). */
    public record Row(long id, PlayerName player, String registrationNo, String title, String approvingUnit,
            LocalDate openedOn, LocalDate noticeLastDay, long openObjections) {
    }

    /** A page of one queue. */
    public record Shown(String key, List<Row> rows, int total, int page, int pages) {
    }

    /**
     * Whose queues: the staff member's unit, and the units of its subtree (every unit for the national
     * authority). Read once for the counts and the page shown.
     */
    public record Scope(Organisation home, UnitsWithin units) {
    }

    public Scope scope() {
        Organisation home = staff.home();
        return new Scope(home, UnitsWithin.of(home));
    }

    public List<Queue> counts(Scope scope) {
        List<Queue> counts = new ArrayList<>();
        for (String key : KEYS) {
            counts.add(new Queue(key, query(scope, key, QueueFilter.NONE, "select count(a)", "", Long.class)
                    .getSingleResult()));
        }
        return counts;
    }

    /** The page of {@code key} that {@code filter} asks for. */
    public Shown shown(Scope scope, String key, QueueFilter filter, Language language) {
        int total = Math.toIntExact(query(scope, key, filter, "select count(a)", "", Long.class).getSingleResult());
        int pages = (int) Math.max(1, (total + PAGE_SIZE - 1) / PAGE_SIZE);
        int page = Math.min(filter.page(), pages);
        List<TitleApplication> found = query(scope, key, filter, "select a", " order by " + filter.sort().orderBy(),
                TitleApplication.class).setFirstResult((page - 1) * PAGE_SIZE).setMaxResults(PAGE_SIZE).getResultList();
        Map<Long, Long> objections = "notice".equals(key) ? openObjections(found) : Map.of();
        List<Row> rows = found.stream().map(a -> row(a, objections.getOrDefault(a.id, 0L), language, zone)).toList();
        return new Shown(key, rows, total, page, pages);
    }

    /** The row of {@code a}, opened on the day of {@code zone} on which it was created. */
    static Row row(TitleApplication a, long openObjections, Language language, ZoneId zone) {
        return new Row(a.id, a.player.names(), a.player.registrationNo, a.title.in(language.locale()),
                a.approvingUnit.name(language), LocalDate.ofInstant(a.createdAt, zone),
                a.noticeClosesOn == null ? null : a.noticeClosesOn.minusDays(1), openObjections);
    }

    /** The open objections of each of {@code shown}, in one query. */
    private static Map<Long, Long> openObjections(List<TitleApplication> shown) {
        if (shown.isEmpty()) {
            return Map.of();
        }
        Map<Long, Long> counts = new HashMap<>();
        Panache.getEntityManager().createQuery("select o.application.id, count(o) from Objection o"
                + " where o.application in :shown and o.status = :open group by o.application.id", Object[].class)
                .setParameter("shown", shown).setParameter("open", ObjectionStatus.OPEN).getResultList()
                .forEach(row -> counts.put((Long) row[0], (Long) row[1]));
        return counts;
    }

    private <T> TypedQuery<T> query(Scope scope, String key, QueueFilter filter, String select, String order,
            Class<T> type) {
        Map<String, Object> parameters = new HashMap<>();
        String where = where(scope, key, parameters) + filter.conditions(parameters, zone);
        TypedQuery<T> query = Panache.getEntityManager().createQuery(select + " from TitleApplication a join a.player p"
                + " where " + where + order, type);
        parameters.forEach(query::setParameter);
        return query;
    }

    /** The queue's own condition, with the jurisdiction. */
    private String where(Scope scope, String key, Map<String, Object> parameters) {
        Organisation home = scope.home();
        switch (key) {
            case "drafts" -> {
                parameters.put("draft", ApplicationStatus.DRAFT);
                return "a.status = :draft and " + inSubtree(scope, parameters);
            }
            case "review" -> {
                parameters.put("review", List.of(ApplicationStatus.SUBMITTED, ApplicationStatus.RECOMMENDED));
                return "a.status in :review and " + inSubtree(scope, parameters);
            }
            case "notice" -> {
                noticeParameters(parameters);
                return "a.status = :onNotice and not " + NOTICE_OVER + " and " + inSubtree(scope, parameters);
            }
            case "approval" -> {
                noticeParameters(parameters);
                parameters.put("pending", ApplicationStatus.PENDING_APPROVAL);
                parameters.put("home", home);
                return "a.approvingUnit = :home and (a.status = :pending or " + NOTICE_OVER + ")";
            }
            case "filing" -> {
                parameters.put("approved", ApplicationStatus.APPROVED);
                parameters.put("home", home);
                return "a.status = :approved and a.filingUnit = :home";
            }
            default -> throw new IllegalArgumentException("no queue " + key);
        }
    }

    private void noticeParameters(Map<String, Object> parameters) {
        parameters.put("onNotice", ApplicationStatus.PUBLIC_NOTICE);
        parameters.put("today", notices.today());
        parameters.put("open", ObjectionStatus.OPEN);
    }

    /**
     * The player's home unit within the scope's subtree, by its id among the subtree's: the query reads the
     * players of those units first, whatever PostgreSQL knows of the tables.
     */
    private static String inSubtree(Scope scope, Map<String, Object> parameters) {
        scope.units().put(parameters, "units");
        return scope.units().condition("p.homeUnit.id", "units");
    }
}
