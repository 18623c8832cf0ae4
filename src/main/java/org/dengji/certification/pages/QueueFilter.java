package org.dengji.certification.pages;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dengji.common.QueryText;
import org.dengji.standards.core.Title;

/**
 * What a queue page is asked for: a player (name or registration number), a title, the approving unit's
 * code, the days the applications were opened between, the order and the page. Read from the query
 * string; a value that cannot be read is named in {@link #errors} and left out of the search.
 */
public record QueueFilter(String player, Title title, String unit, LocalDate from, LocalDate to, Sort sort, int page,
        List<String> errors) {

    public static final QueueFilter NONE = new QueueFilter(null, null, null, null, null, Sort.NEWEST, 1, List.of());

    /** The orders a queue may be read in. */
    public enum Sort {
        NEWEST("a.id desc"),
        OLDEST("a.id asc"),
        PLAYER("p.registrationNo asc, a.id asc");

        private final String orderBy;

        Sort(String orderBy) {
            this.orderBy = orderBy;
        }

        String orderBy() {
            return orderBy;
        }
    }

    /** Reads the query string's values; each one that cannot be read is named by its field in {@link #errors}. */
    public static QueueFilter read(String player, String title, String unit, String from, String to, String sort,
            String page) {
        List<String> errors = new ArrayList<>();
        String who = QueryText.blankToNull(player);
        if (who != null && who.length() > 100) {
            errors.add("q");
            who = null;
        }
        String code = QueryText.blankToNull(unit);
        if (code != null && !code.matches("[0-9]{4}")) {
            errors.add("unit");
            code = null;
        }
        return new QueueFilter(who, titleOf(title, errors), code, dateOf("from", from, errors), dateOf("to", to, errors),
                sortOf(sort, errors), pageOf(page, errors), List.copyOf(errors));
    }

    /**
     * The filter's conditions, each with {@code " and "} before it; their values go into {@code parameters}.
     * The days are the reader's: those of {@code zone}, the zone the pages write times in, so that an
     * application shown as opened on a day is found by that day.
     */
    String conditions(Map<String, Object> parameters, ZoneId zone) {
        StringBuilder where = new StringBuilder();
        if (player != null) {
            where.append(" and (upper(p.registrationNo) like :number or lower(p.nameZh) like :name"
                    + " or lower(p.nameLatin) like :name)");
            // The wildcards of LIKE are not the reader's to use: a name never holds them.
            String plain = player.replace("%", "").replace("_", "");
            parameters.put("number", "%" + plain.toUpperCase(Locale.ROOT) + "%");
            parameters.put("name", "%" + plain.toLowerCase(Locale.ROOT) + "%");
        }
        if (title != null) {
            where.append(" and a.title = :title");
            parameters.put("title", title);
        }
        if (unit != null) {
            where.append(" and a.approvingUnit.unitCode = :unit");
            parameters.put("unit", unit);
        }
        if (from != null) {
            where.append(" and a.createdAt >= :from");
            parameters.put("from", from.atStartOfDay(zone).toInstant());
        }
        if (to != null) {
            where.append(" and a.createdAt < :to");
            parameters.put("to", to.plusDays(1).atStartOfDay(zone).toInstant());
        }
        return where.toString();
    }

    private static Title titleOf(String value, List<String> errors) {
        String v = QueryText.blankToNull(value);
        if (v == null) {
            return null;
        }
        return Arrays.stream(Title.values()).filter(t -> t.name().equals(v)).findFirst().orElseGet(() -> {
            errors.add("title");
            return null;
        });
    }

    private static LocalDate dateOf(String field, String value, List<String> errors) {
        String v = QueryText.blankToNull(value);
        if (v == null) {
            return null;
        }
        return QueryText.day(v).orElseGet(() -> {
            errors.add(field);
            return null;
        });
    }

    private static Sort sortOf(String value, List<String> errors) {
        String v = QueryText.blankToNull(value);
        if (v == null) {
            return Sort.NEWEST;
        }
        return Arrays.stream(Sort.values()).filter(s -> s.name().equals(v)).findFirst().orElseGet(() -> {
            errors.add("sort");
            return Sort.NEWEST;
        });
    }

    private static int pageOf(String value, List<String> errors) {
        String v = QueryText.blankToNull(value);
        if (v == null) {
            return 1;
        }
        return QueryText.page(v).orElseGet(() -> {
            errors.add("page");
            return 1;
        });
    }
}
