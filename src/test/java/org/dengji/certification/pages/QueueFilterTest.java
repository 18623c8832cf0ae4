package org.dengji.certification.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A queue's days run from midnight to midnight in the zone the pages write times in. */
class QueueFilterTest {

    private static Map<String, Object> parameters(String zone) {
        QueueFilter days = QueueFilter.read(null, null, null, "2025-06-30", "2025-06-30", null, null);
        assertEquals(List.of(), days.errors());
        Map<String, Object> parameters = new HashMap<>();
        days.conditions(parameters, ZoneId.of(zone));
        return parameters;
    }

    @Test
    void shouldReadTheDaysInTheGivenZone() {
        Map<String, Object> china = parameters("Asia/Shanghai");
        assertEquals(Instant.parse("2025-06-29T16:00:00Z"), china.get("from"));
        assertEquals(Instant.parse("2025-06-30T16:00:00Z"), china.get("to"));
        Map<String, Object> losAngeles = parameters("America/Los_Angeles");
        assertEquals(Instant.parse("2025-06-30T07:00:00Z"), losAngeles.get("from"));
        assertEquals(Instant.parse("2025-07-01T07:00:00Z"), losAngeles.get("to"));
    }
}
