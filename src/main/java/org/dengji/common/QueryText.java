package org.dengji.common;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.StringJoiner;

/**
 * Values typed into a page's query string, read the one way every filter form reads them: a blank value
 * is no value; a day is {@code yyyy-MM-dd} with a four-digit year; a page is a whole number from 1. And
 * the address of a page with its filters, for paging links that keep them.
 */
public final class QueryText {

    private QueryText() {
    }

    /** {@code text} stripped; null when it is null or blank. */
    public static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }

    /**
     * The day {@code text} names; empty when it names none. Four-digit years only: {@link LocalDate#parse}
     * also reads {@code +999999999-12-31}, whose next day does not exist.
     */
    public static Optional<LocalDate> day(String text) {
        if (text == null || !text.matches("\\d{4}-\\d{2}-\\d{2}")) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(text));
        } catch (DateTimeParseException notADay) {
            return Optional.empty();
        }
    }

    /** The page number {@code text} names (1 to 999999); empty when it names none. */
    public static OptionalInt page(String text) {
        return text != null && text.matches("[1-9]\\d{0,5}") ? OptionalInt.of(Integer.parseInt(text)) : OptionalInt.empty();
    }

    /** {@code path} with the named values that are not blank, as {@code name, value, name, value…}. */
    public static String link(String path, String... namesAndValues) {
        StringJoiner query = new StringJoiner("&", path + "?", "").setEmptyValue(path);
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            String value = blankToNull(namesAndValues[i + 1]);
            if (value != null) {
                query.add(namesAndValues[i] + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8));
            }
        }
        return query.toString();
    }
}
