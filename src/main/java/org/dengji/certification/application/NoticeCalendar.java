package org.dengji.certification.application;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * How long a public notice (公示) runs: a number of working days, Saturdays, Sundays and the listed
 * public holidays not counted. The notice's first day is the day it is placed, when that is a
 * working day (a notice placed on Monday for 5 days runs Monday to Friday and is over on Saturday);
 * with 0 working days it is over at once, on any day. Plain Java: the configuration gives the list.
 */
public final class NoticeCalendar {

    private final int workingDays;
    private final Set<LocalDate> holidays;

    public NoticeCalendar(int workingDays, Set<LocalDate> holidays) {
        if (workingDays < 0) {
            throw new IllegalArgumentException("notice working days must be 0 or more, not " + workingDays);
        }
        this.workingDays = workingDays;
        this.holidays = Set.copyOf(holidays);
    }

    /**
     * A calendar from the configured entries, each a day ({@code 2025-10-01}) or an inclusive range
     * ({@code 2025-10-01..2025-10-08}); a malformed entry stops the start with its text.
     */
    public static NoticeCalendar of(int workingDays, Collection<String> entries) {
        Set<LocalDate> days = new HashSet<>();
        for (String raw : entries) {
            String entry = raw.strip();
            if (entry.isEmpty()) {
                continue;
            }
            try {
                int dots = entry.indexOf("..");
                LocalDate from = LocalDate.parse(dots < 0 ? entry : entry.substring(0, dots).strip());
                LocalDate to = dots < 0 ? from : LocalDate.parse(entry.substring(dots + 2).strip());
                if (to.isBefore(from)) {
                    throw new IllegalArgumentException("the holiday range " + entry + " ends before it starts");
                }
                from.datesUntil(to.plusDays(1)).forEach(days::add);
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException("the holiday entry '" + entry + "' is not a date YYYY-MM-DD"
                        + " or a range YYYY-MM-DD..YYYY-MM-DD", e);
            }
        }
        return new NoticeCalendar(workingDays, days);
    }

    public int workingDays() {
        return workingDays;
    }

    public boolean isWorkingDay(LocalDate day) {
        DayOfWeek weekday = day.getDayOfWeek();
        return weekday != DayOfWeek.SATURDAY && weekday != DayOfWeek.SUNDAY && !holidays.contains(day);
    }

    /** The first day on which a notice placed on {@code start} is over. */
    public LocalDate closesOn(LocalDate start) {
        LocalDate day = start;
        int counted = 0;
        while (counted < workingDays) {
            if (isWorkingDay(day)) {
                counted++;
            }
            day = day.plusDays(1);
        }
        return day;
    }
}
