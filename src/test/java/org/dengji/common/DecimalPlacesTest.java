package org.dengji.common;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** A rate kept with four decimals takes four, not five; trailing zeros are not places. */
class DecimalPlacesTest {

    record Rate(@DecimalPlaces(4) BigDecimal value) {
    }

    private static final Validator VALIDATOR = Validation.buildDefaultValidatorFactory().getValidator();

    private static boolean valid(String number) {
        return VALIDATOR.validate(new Rate(new BigDecimal(number))).isEmpty();
    }

    @Test
    void shouldTakeFourPlaces() {
        assertTrue(valid("0.0001"));
        assertTrue(valid("0.7501"));
        assertTrue(valid("0.65000"), "trailing zeros are not places");
        assertTrue(valid("1"));
        assertTrue(VALIDATOR.validate(new Rate(null)).isEmpty());
    }

    @Test
    void shouldRefuseAFifthPlace() {
        assertFalse(valid("0.00001"));
        assertFalse(valid("0.75001"));
        assertFalse(VALIDATOR.validate(new Rate(new BigDecimal("1E-1000000"))).isEmpty());
    }
}
