package org.dengji.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which configured first-administrator password is used, and which stops the start. */
class FirstAdministratorTest {

    @Test
    void shouldGenerateAPasswordWhenTheConfiguredOneIsAbsentEmptyOrBlank() {
        assertEquals(Optional.empty(), FirstAdministrator.configuredPassword(Optional.empty()));
        assertEquals(Optional.empty(), FirstAdministrator.configuredPassword(Optional.of("")));
        assertEquals(Optional.empty(), FirstAdministrator.configuredPassword(Optional.of("   ")));
    }

    @Test
    void shouldUseAConfiguredPasswordThatMeetsTheRule() {
        assertEquals(Optional.of("Checks-Admin-Pass-1"),
                FirstAdministrator.configuredPassword(Optional.of("Checks-Admin-Pass-1")));
    }

    @Test
    void shouldStopTheStartRatherThanCutOrReplaceAConfiguredPassword() {
        IllegalStateException tooLong = assertThrows(IllegalStateException.class,
                () -> FirstAdministrator.configuredPassword(Optional.of("p".repeat(73))));
        assertTrue(tooLong.getMessage().contains("DENGJI_ADMIN_PASSWORD") && tooLong.getMessage().contains("72 bytes"),
                tooLong.getMessage());
        assertThrows(IllegalStateException.class, () -> FirstAdministrator.configuredPassword(Optional.of("short")));
    }
}
