package org.dengji.registry.imports;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Locale;
import org.dengji.common.Failure;
import org.dengji.common.PlausibleDate;
import org.dengji.common.Violation;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.Section;

/** Reads the query parameters of an import, each wrong one a 400 naming the parameter. */
public final class ImportParams {

    private ImportParams() {
    }

    public static String required(String name, String value) {
        if (value == null || value.isBlank()) {
            throw Failure.invalid("MISSING_PARAMETER", "The parameter " + name + " is required.",
                    Violation.field(name, "required"));
        }
        return value.strip();
    }

    /**
     * A free text such as an event's name: null when blank; 400 when longer than the registry keeps
     * ({@code longest} characters) or holding a control character, which no page could show.
     */
    public static String text(String name, String value, int longest) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.strip();
        if (v.codePointCount(0, v.length()) > longest) {
            throw bad(name, "must be at most " + longest + " characters long");
        }
        if (v.codePoints().anyMatch(c -> Character.getType(c) == Character.CONTROL)) {
            throw bad(name, "must not hold a control character");
        }
        return v;
    }

    public static EventCategory category(String value) {
        return enumOf("category", EventCategory.class, required("category", value));
    }

    public static Section section(String value) {
        return enumOf("section", Section.class, required("section", value));
    }

    public static boolean official(String value) {
        String v = required("official", value).toLowerCase(Locale.ROOT);
        if (!v.equals("true") && !v.equals("false")) {
            throw bad("official", "must be true or false");
        }
        return v.equals("true");
    }

    public static LocalDate date(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        LocalDate date;
        try {
            date = LocalDate.parse(value.strip());
        } catch (DateTimeParseException e) {
            throw bad(name, "must be a date YYYY-MM-DD");
        }
        if (!PlausibleDate.Check.holds(date)) {
            throw bad(name, "must be a date from 1949-01-01 to 2200-12-31");
        }
        return date;
    }

    public static Integer count(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (!value.strip().matches("\\d{1,3}")) {
            throw bad(name, "must be a whole number");
        }
        return Integer.parseInt(value.strip());
    }

    /** A score rate between 0 and 1 (0.7 is 70%), or null. */
    public static BigDecimal rate(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            BigDecimal rate = new BigDecimal(value.strip());
            if (rate.signum() <= 0 || rate.compareTo(BigDecimal.ONE) > 0 || rate.scale() > 4) {
                throw bad(name, "must be a rate above 0 and at most 1, with at most 4 decimals");
            }
            return rate;
        } catch (NumberFormatException e) {
            throw bad(name, "must be a rate such as 0.7");
        }
    }

    private static <E extends Enum<E>> E enumOf(String name, Class<E> type, String value) {
        try {
            return Enum.valueOf(type, value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw bad(name, "must be one of " + Arrays.toString(type.getEnumConstants()));
        }
    }

    private static Failure bad(String name, String message) {
        return Failure.invalid("INVALID_PARAMETER", "The parameter " + name + " " + message + ".",
                Violation.field(name, message));
    }
}
