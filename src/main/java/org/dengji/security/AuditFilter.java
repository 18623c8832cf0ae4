package org.dengji.security;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.FormError;
import org.dengji.common.QueryText;

/**
 * The audit page's filters as typed, each checked: what kind of record, whose change (a user name),
 * from and to which day (both included), and the page (from 1). A filter that cannot be read is an
 * error for the form to show, never a failure of the page; the text typed is kept to fill the form again.
 */
public record AuditFilter(String what, String who, String from, String to, LocalDate fromDay, LocalDate toDay,
        int page, List<FormError> errors) {

    /** The kinds of record the audit log names, in the order the form lists them. */
    public static final List<String> SUBJECTS = Arrays.stream(AuditedEntity.values()).map(AuditedEntity::stored).toList();

    private static final int LONGEST_NAME = 100;

    /** Reads the query parameters; blank ones are no filter. */
    public static AuditFilter read(String what, String who, String from, String to, String page) {
        List<FormError> errors = new ArrayList<>();
        String subject = QueryText.blankToNull(what);
        if (subject != null && !SUBJECTS.contains(subject)) {
            errors.add(error("what", "UNKNOWN_SUBJECT"));
        }
        String name = QueryText.blankToNull(who);
        if (name != null && name.length() > LONGEST_NAME) {
            errors.add(error("who", "TOO_LONG"));
        }
        LocalDate fromDay = day(QueryText.blankToNull(from), "from", errors);
        LocalDate toDay = day(QueryText.blankToNull(to), "to", errors);
        if (fromDay != null && toDay != null && toDay.isBefore(fromDay)) {
            errors.add(error("to", "TO_BEFORE_FROM"));
        }
        int number = pageNumber(QueryText.blankToNull(page), errors);
        return new AuditFilter(subject, name, QueryText.blankToNull(from), QueryText.blankToNull(to), fromDay, toDay, number,
                List.copyOf(errors));
    }

    public boolean selects(String subject) {
        return subject.equals(what);
    }

    public String previousLink() {
        return link(page - 1);
    }

    public String nextLink() {
        return link(page + 1);
    }

    /** The address of page {@code number} with the same filters. */
    String link(int number) {
        return QueryText.link("/admin/audit", "what", what, "who", who, "from", from, "to", to, "page",
                String.valueOf(number));
    }

    private static LocalDate day(String text, String field, List<FormError> errors) {
        if (text == null) {
            return null;
        }
        return QueryText.day(text).orElseGet(() -> {
            errors.add(error(field, "NOT_A_DAY"));
            return null;
        });
    }

    private static int pageNumber(String text, List<FormError> errors) {
        if (text == null) {
            return 1;
        }
        return QueryText.page(text).orElseGet(() -> {
            errors.add(error("page", "NOT_A_PAGE"));
            return 1;
        });
    }

    private static FormError error(String field, String code) {
        return new FormError(field, null, code);
    }
}
