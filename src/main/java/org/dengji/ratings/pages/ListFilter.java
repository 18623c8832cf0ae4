package org.dengji.ratings.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.dengji.common.FormError;
import org.dengji.common.QueryText;
import org.dengji.ratings.report.RatingList;
import org.dengji.standards.core.Section;

/**
 * The rating list page's filters as typed, each checked: the month ({@code YYYY-MM}; none: the latest month
 * with a list), a name or registration number, a unit's code, the section and the page (from 1). What cannot
 * be read is an error for the page to show with the form (400), never a failure; the text typed is kept to fill
 * the form again.
 */
public record ListFilter(String period, String q, String unit, Section section, int page, List<FormError> errors) {

    private static final int LONGEST_SEARCH = 100;

    /** Reads the query parameters; blank ones are no filter, a blank month the {@code latest} (null: none yet). */
    public static ListFilter read(String period, String q, String unit, String section, String page, String latest) {
        List<FormError> errors = new ArrayList<>();
        String month = QueryText.blankToNull(period);
        if (month == null) {
            month = latest;
        } else if (!month.matches("\\d{4}-(0[1-9]|1[0-2])")) {
            errors.add(error("period", "NOT_A_PERIOD"));
        }
        String search = QueryText.blankToNull(q);
        if (search != null && search.length() > LONGEST_SEARCH) {
            errors.add(error("q", "TOO_LONG"));
        }
        String code = QueryText.blankToNull(unit);
        if (code != null && !code.matches("[0-9A-Za-z]{1,16}")) {
            errors.add(error("unit", "UNKNOWN_UNIT"));
        }
        Section chosen = section(QueryText.blankToNull(section), errors);
        int number = 1;
        String typedPage = QueryText.blankToNull(page);
        if (typedPage != null) {
            number = QueryText.page(typedPage).orElse(0);
            if (number == 0) {
                errors.add(error("page", "NOT_A_PAGE"));
                number = 1;
            }
        }
        return new ListFilter(month, search, code, chosen, number, List.copyOf(errors));
    }

    private static Section section(String typed, List<FormError> errors) {
        if (typed == null || typed.equalsIgnoreCase("OPEN")) {
            return Section.OPEN;
        }
        if (typed.equalsIgnoreCase("WOMEN")) {
            return Section.WOMEN;
        }
        errors.add(error("section", "UNKNOWN_SECTION"));
        return Section.OPEN;
    }

    /** The same filter with one more error, found once the database was asked (an unknown unit, a page too far). */
    ListFilter with(String field, String code) {
        List<FormError> more = new ArrayList<>(errors);
        more.add(error(field, code));
        return new ListFilter(period, q, unit, section, page, List.copyOf(more));
    }

    public boolean women() {
        return section == Section.WOMEN;
    }

    /** The list's query for the database. */
    RatingList.ListQuery query() {
        return new RatingList.ListQuery(period, unit, section, q);
    }

    public String previousLink() {
        return link(page - 1);
    }

    public String nextLink() {
        return link(page + 1);
    }

    /** The address of page {@code number} of the same list. */
    String link(int number) {
        return QueryText.link("/ratings", "period", period, "q", q, "unit", unit, "section", sectionValue(), "page",
                number == 1 ? null : String.valueOf(number));
    }

    /** The address of the same list as a CSV file, every page of it. */
    public String csvLink() {
        return QueryText.link("/ratings/export.csv", "period", period, "q", q, "unit", unit, "section",
                sectionValue());
    }

    /** The section as the address names it; nothing for the open list, the default. */
    private String sectionValue() {
        return section == Section.WOMEN ? section.name().toLowerCase(Locale.ROOT) : null;
    }

    private static FormError error(String field, String code) {
        return new FormError(field, null, code);
    }
}
