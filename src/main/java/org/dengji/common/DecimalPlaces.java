package org.dengji.common;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.RECORD_COMPONENT;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.math.BigDecimal;

/**
 * A decimal with no more significant places after the point than its column keeps: a rate stored as
 * NUMERIC(5,4) that came as 0.00001 was rounded to 0 by the database, which then broke the rate's
 * CHECK. Unlike {@code @Digits}, trailing zeros do not count ({@code 0.65000} is {@code 0.65}).
 */
@Documented
@Constraint(validatedBy = DecimalPlaces.Check.class)
@Target({ FIELD, PARAMETER, RECORD_COMPONENT, TYPE_USE })
@Retention(RUNTIME)
public @interface DecimalPlaces {

    /** The most places after the decimal point. */
    int value();

    String message() default "at most {value} decimal places";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    /** The Bean Validation side of the annotation; null is left to {@code @NotNull}. */
    class Check implements ConstraintValidator<DecimalPlaces, BigDecimal> {

        private int places;

        @Override
        public void initialize(DecimalPlaces annotation) {
            places = annotation.value();
        }

        @Override
        public boolean isValid(BigDecimal number, ConstraintValidatorContext context) {
            return number == null || number.stripTrailingZeros().scale() <= places;
        }
    }
}
