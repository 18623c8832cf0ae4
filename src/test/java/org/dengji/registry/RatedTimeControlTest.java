package org.dengji.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import org.dengji.registry.event.RatedTimeControl;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Each player's time for 60 moves, read from the forms TRF 122 is found in, and what it makes rated. */
class RatedTimeControlTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "90'+30''|7200",
        "90' + 30\"|7200",
        "90 min + 30 sec|7200",
        "90 min/40 moves + 30 min + 30 sec/move|9000",
        "5400+30|7200",
        "90+30|7200",
        "G/60|3600",
        "G60;d5|3900",
        "g/45|2700",
        "1h30|5400",
        "1h 30min + 30s|7200",
        "90分+30秒|7200",
        "15 min + 10 sec|1500",
        "3+2|300",
        "60|3600",
        "120 minutes|7200"})
    void shouldReadEachPlayersTimeFor60Moves(String text, int seconds) {
        assertEquals(OptionalInt.of(seconds), RatedTimeControl.secondsFor60Moves(text), text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"Standard", "classical play", "40/90"})
    void shouldSayNothingOfATextItCannotRead(String text) {
        assertEquals(OptionalInt.empty(), RatedTimeControl.secondsFor60Moves(text), text);
    }

    @Test
    void shouldRateOfficialEventsWithAnHourEachOrAnUnreadableTimeControl() {
        assertTrue(RatedTimeControl.rated(true, "90'+30''"));
        assertTrue(RatedTimeControl.rated(true, "G/60"));
        assertTrue(RatedTimeControl.rated(true, "Standard"), "unreadable: rated when official");
        assertTrue(RatedTimeControl.rated(true, null));
        assertFalse(RatedTimeControl.rated(true, "G/45"));
        assertFalse(RatedTimeControl.rated(true, "15 min + 10 sec"));
        assertFalse(RatedTimeControl.rated(false, "90'+30''"), "an event that is not official is never rated");
    }
}
