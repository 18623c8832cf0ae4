package org.dengji.certification.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How long a public notice runs: working days only, weekends and listed holidays skipped, 0 at once. */
class NoticeCalendarTest {

    private static final NoticeCalendar FIVE = NoticeCalendar.of(5, List.of("2025-10-01..2025-10-08"));

    @Test
    void shouldRunFiveWorkingDaysFromAMondayAndBeOverOnSaturday() {
        assertEquals(LocalDate.of(2025, 7, 12), FIVE.closesOn(LocalDate.of(2025, 7, 7)));
    }

    @Test
    void shouldSkipTheWeekendFromATuesday() {
        // Tue 1, Wed 2, Thu 3, Fri 4, Mon 7 July: over on Tuesday 8 July.
        assertEquals(LocalDate.of(2025, 7, 8), FIVE.closesOn(LocalDate.of(2025, 7, 1)));
    }

    @Test
    void shouldStartCountingOnMondayWhenPlacedOnASaturday() {
        assertEquals(LocalDate.of(2025, 7, 12), FIVE.closesOn(LocalDate.of(2025, 7, 5)));
    }

    @Test
    void shouldSkipTheNationalDayHolidays() {
        // Tue 30 Sep counts; 1-8 Oct are holidays (4-5 Oct a weekend as well); Thu 9, Fri 10, Mon 13, Tue 14.
        assertEquals(LocalDate.of(2025, 10, 15), FIVE.closesOn(LocalDate.of(2025, 9, 30)));
        assertFalse(FIVE.isWorkingDay(LocalDate.of(2025, 10, 8)));
        assertTrue(FIVE.isWorkingDay(LocalDate.of(2025, 10, 9)));
    }

    @Test
    void shouldCloseAtOnceWithNoWorkingDaysEvenOnASunday() {
        NoticeCalendar none = NoticeCalendar.of(0, List.of());
        assertEquals(LocalDate.of(2025, 7, 6), none.closesOn(LocalDate.of(2025, 7, 6)));
    }

    @Test
    void shouldRefuseAMalformedHolidayEntryNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> NoticeCalendar.of(5, List.of("2025-13-01")));
        assertTrue(e.getMessage().contains("2025-13-01"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> NoticeCalendar.of(5, List.of("2025-10-08..2025-10-01")));
        assertThrows(IllegalArgumentException.class, () -> NoticeCalendar.of(-1, List.of()));
    }
}
