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
import java.time.LocalDate;

/**
 * A date a person could mean in this registry: from 1949 to 2200. JSON happily carries
 * {@code +999999999-12-31}, which no database column stores faithfully (H2 kept a different date,
 * and a standard "effective" from it froze the standard in force for good); every date field refuses
 * such dates instead. Null is left to {@code @NotNull}.
 */
@Documented
@Constraint(validatedBy = PlausibleDate.Check.class)
@Target({ FIELD, PARAMETER, RECORD_COMPONENT, TYPE_USE })
@Retention(RUNTIME)
public @interface PlausibleDate {

    LocalDate FIRST = LocalDate.of(1949, 1, 1);
    LocalDate LAST = LocalDate.of(2200, 12, 31);

    String message() default "must be a date from 1949-01-01 to 2200-12-31";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    /** The Bean Validation side of the annotation, and the same test for checks written by hand. */
    class Check implements ConstraintValidator<PlausibleDate, LocalDate> {

        /** Whether {@code date} is absent or lies in the range. */
        public static boolean holds(LocalDate date) {
            return date == null || !date.isBefore(FIRST) && !date.isAfter(LAST);
        }

        @Override
        public boolean isValid(LocalDate date, ConstraintValidatorContext context) {
            return holds(date);
        }
    }
}
