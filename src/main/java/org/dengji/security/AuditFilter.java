package org.dengji.security;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.dengji.common.FormError;

/**
 * The audit page's filters as typed, each checked: what kind of record, whose change (a user name),
 * from and to which day (both included), and the page (from 1). A filter that cannot be read is an
 * error for the form to show, never a failure of the page; the text typed is kept to fill the form again.
 */
public record AuditFilter(String what, String who, String from, String to, LocalDate fromDay, LocalDate toDay,
        int page, List<FormError> errors) {

    /** The kinds of record the audit log names, in the order the form lists them. */
    public static final List<String> SUBJECTS = List.of("application", "certificate", "event", "import", "objection",
            "organisation", "player", "standard", "user");

    private static final int LONGEST_NAME = 100;

    /** Reads the query parameters; blank ones are no filter. */
    public static AuditFilter read(String what, String who, String from, String to, String page) {
        List<FormError> errors = new ArrayList<>();
        String subject = blankToNull(what);
        if (subject != null && !SUBJECTS.contains(subject)) {
            errors.add(error("what", "UNKNOWN_SUBJECT"));
        }
        String name = blankToNull(who);
        if (name != null && name.length() > LONGEST_NAME) {
            errors.add(error("who", "TOO_LONG"));
        }
        LocalDate fromDay = day(blankToNull(from), "from", errors);
        LocalDate toDay = day(blankToNull(to), "to", errors);
        if (fromDay != null && toDay != null && toDay.isBefore(fromDay)) {
            errors.add(error("to", "TO_BEFORE_FROM"));
        }
        int number = pageNumber(blankToNull(page), errors);
        return new AuditFilter(subject, name, blankToNull(from), blankToNull(to), fromDay, toDay, number,
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
        StringJoiner query = new StringJoiner("&", "/admin/audit?", "");
        add(query, "what", what);
        add(query, "who", who);
        add(query, "from", from);
        add(query, "to", to);
        query.add("page=" + number);
        return query.toString();
    }

    private static void add(StringJoiner query, String name, String value) {
        if (value != null) {
            query.add(name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8));
        }
    }

    private static LocalDate day(String text, String field, List<FormError> errors) {
        if (text == null) {
            return null;
        }
        try {
            // Four-digit years only: LocalDate also reads +999999999-12-31, whose next day does not exist.
            if (text.matches("\\d{4}-\\d{2}-\\d{2}")) {
                return LocalDate.parse(text);
            }
        } catch (DateTimeParseException notADay) {
            // said below
        }
        errors.add(error(field, "NOT_A_DAY"));
        return null;
    }

    private static int pageNumber(String text, List<FormError> errors) {
        if (text == null) {
            return 1;
        }
        if (!text.matches("[1-9]\\d{0,5}")) {
            errors.add(error("page", "NOT_A_PAGE"));
            return 1;
        }
        return Integer.parseInt(text);
    }

    private static FormError error(String field, String code) {
        return new FormError(field, null, code);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
