package org.dengji.registry.imports;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates as tournament files write them. TRF26 prescribes {@code YYYY/MM/DD}; TRF16 prescribes no
 * format for the tournament's dates, and real files carry {@code 2005/07/28}, {@code 05/07/28},
 * {@code 2005-07-28}, {@code 1969.12.06}, {@code 28.07.2005}, {@code 28. 07. 2005},
 * {@code 24/09/2010} and {@code May 29, 2020}. With the year first the order is year, month, day;
 * with the year last it is day, month, year (a tournament from {@code 24/09/2010} to
 * {@code 02/10/2010} cannot be read month first). A two-digit year comes first and is 20YY, as
 * TRF's round dates ({@code YY/MM/DD}) write it.
 */
public final class FileDates {

    private static final Pattern YEAR_FIRST = Pattern.compile("(\\d{4}|\\d{2})\\s*([/.-])\\s*(\\d{1,2})\\s*\\2\\s*(\\d{1,2})");
    private static final Pattern YEAR_LAST = Pattern.compile("(\\d{1,2})\\s*([/.-])\\s*(\\d{1,2})\\s*\\2\\s*(\\d{4})");
    private static final Pattern MONTH_NAME_FIRST = Pattern.compile("([A-Za-z]{3,9})\\.?\\s+(\\d{1,2}),?\\s+(\\d{4})");
    private static final Pattern DAY_FIRST_NAME = Pattern.compile("(\\d{1,2})\\.?\\s+([A-Za-z]{3,9})\\.?,?\\s+(\\d{4})");
    private static final Map<String, Integer> MONTHS = Map.ofEntries(Map.entry("jan", 1), Map.entry("feb", 2),
            Map.entry("mar", 3), Map.entry("apr", 4), Map.entry("may", 5), Map.entry("jun", 6), Map.entry("jul", 7),
            Map.entry("aug", 8), Map.entry("sep", 9), Map.entry("oct", 10), Map.entry("nov", 11),
            Map.entry("dec", 12));

    private FileDates() {
    }

    /** The date, or null when {@code text} is not one of the forms above or names no real day. */
    public static LocalDate parse(String text) {
        String t = text == null ? "" : text.strip();
        Matcher m = YEAR_FIRST.matcher(t);
        if (m.matches()) {
            int year = Integer.parseInt(m.group(1));
            return date(m.group(1).length() == 2 ? 2000 + year : year, m.group(3), m.group(4));
        }
        m = YEAR_LAST.matcher(t);
        if (m.matches()) {
            return date(Integer.parseInt(m.group(4)), m.group(3), m.group(1));
        }
        m = MONTH_NAME_FIRST.matcher(t);
        if (m.matches()) {
            return named(m.group(3), m.group(1), m.group(2));
        }
        m = DAY_FIRST_NAME.matcher(t);
        return m.matches() ? named(m.group(3), m.group(2), m.group(1)) : null;
    }

    private static LocalDate named(String year, String monthName, String day) {
        String key = monthName.toLowerCase(Locale.ROOT);
        Integer month = key.length() < 3 ? null : MONTHS.get(key.substring(0, 3));
        boolean realName = month != null && (key.length() == 3 || fullName(month).startsWith(key));
        return realName ? date(Integer.parseInt(year), String.valueOf(month), day) : null;
    }

    private static String fullName(int month) {
        return java.time.Month.of(month).name().toLowerCase(Locale.ROOT);
    }

    private static LocalDate date(int year, String month, String day) {
        try {
            return LocalDate.of(year, Integer.parseInt(month), Integer.parseInt(day));
        } catch (DateTimeException notADay) {
            return null;
        }
    }
}
