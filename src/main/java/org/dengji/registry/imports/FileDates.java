package org.dengji.registry.imports;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Dates as tournament files write them: {@code YY/MM/DD}, {@code YYYY/MM/DD} or {@code YYYY-MM-DD}. */
public final class FileDates {

    private static final Pattern DATE = Pattern.compile("(\\d{2}|\\d{4})([/.-])(\\d{1,2})\\2(\\d{1,2})");

    private FileDates() {
    }

    /** The date, or null when {@code text} is not one (two-digit years are 20YY). */
    public static LocalDate parse(String text) {
        Matcher m = DATE.matcher(text == null ? "" : text.strip());
        if (!m.matches()) {
            return null;
        }
        int year = Integer.parseInt(m.group(1));
        year = m.group(1).length() == 2 ? 2000 + year : year;
        try {
            return LocalDate.of(year, Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)));
        } catch (DateTimeException notADay) {
            return null;
        }
    }
}
