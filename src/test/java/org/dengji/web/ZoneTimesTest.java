package org.dengji.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneId;
import org.dengji.common.i18n.Language;
import org.junit.jupiter.api.Test;

/** Times written for people in the federation's zone, eight hours ahead of the instants stored. */
class ZoneTimesTest {

    private static final ZoneId CHINA = ZoneId.of("Asia/Shanghai");

    @Test
    void shouldWriteAnInstantInChinaTimeInEachLanguage() {
        Instant at = Instant.parse("2026-12-01T14:06:00Z");
        assertEquals("2026-12-01 22:06", ZoneTimes.format(at, CHINA, Language.ZH));
        assertEquals("1 Dec 2026, 22:06", ZoneTimes.format(at, CHINA, Language.EN));
    }

    @Test
    void shouldTurnTheDayWhereChinaHasAlreadyTurnedIt() {
        Instant lateEvening = Instant.parse("2026-12-01T15:59:00Z");
        Instant pastMidnight = Instant.parse("2026-12-01T16:00:00Z");
        assertEquals("2026-12-01 23:59", ZoneTimes.format(lateEvening, CHINA, Language.ZH));
        assertEquals("2026-12-02 00:00", ZoneTimes.format(pastMidnight, CHINA, Language.ZH));
        assertEquals("2 Dec 2026, 00:00", ZoneTimes.format(pastMidnight, CHINA, Language.EN));
    }

    @Test
    void shouldFollowTheConfiguredZone() {
        assertEquals("2026-12-01 14:06", ZoneTimes.format(Instant.parse("2026-12-01T14:06:00Z"), ZoneId.of("UTC"),
                Language.ZH));
    }
}
