package org.dengji.registry.player;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.RECORD_COMPONENT;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.inject.Inject;
import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.time.Clock;
import java.time.LocalDate;

/**
 * A birth date a living player can have: from 1900-01-01 to today, today by the application's clock
 * (in China), not the server's. Null is left to {@code @NotNull}.
 */
@Documented
@Constraint(validatedBy = BirthDate.Check.class)
@Target({ FIELD, PARAMETER, RECORD_COMPONENT })
@Retention(RUNTIME)
public @interface BirthDate {

    LocalDate FIRST = LocalDate.of(1900, 1, 1);

    String message() default "{dengji.birth_date.range}";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    /** Quarkus makes validators beans, so the clock tests set is the one asked. */
    class Check implements ConstraintValidator<BirthDate, LocalDate> {

        @Inject
        Clock clock;

        @Override
        public boolean isValid(LocalDate date, ConstraintValidatorContext context) {
            return date == null || !date.isBefore(FIRST) && !date.isAfter(LocalDate.now(clock));
        }
    }
}
