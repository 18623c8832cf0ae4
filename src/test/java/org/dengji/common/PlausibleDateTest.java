package org.dengji.common;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Dates from 1949-01-01 to 2200-12-31 are accepted, on both sides of each end. */
class PlausibleDateTest {

    @Test
    void shouldAcceptBothEndsOfTheRange() {
        assertTrue(PlausibleDate.Check.holds(LocalDate.of(1949, 1, 1)));
        assertTrue(PlausibleDate.Check.holds(LocalDate.of(2200, 12, 31)));
        assertTrue(PlausibleDate.Check.holds(null), "absence is @NotNull's business");
    }

    @Test
    void shouldRefuseTheDaysJustOutside() {
        assertFalse(PlausibleDate.Check.holds(LocalDate.of(1948, 12, 31)));
        assertFalse(PlausibleDate.Check.holds(LocalDate.of(2201, 1, 1)));
        assertFalse(PlausibleDate.Check.holds(LocalDate.MAX));
        assertFalse(PlausibleDate.Check.holds(LocalDate.parse("+999999999-12-31")));
    }
}
