package org.dengji.standards.eligibility;

import static java.lang.annotation.ElementType.TYPE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * The rules of a what-if record that involve more than one field or an element of a list or map:
 * no missing list element, points within games and within the event's rounds, games within rounds,
 * and norm rates between 0 and 1. Each violation names its field as a JSON path
 * ({@code results[1].points}, {@code results[0].normRates.MASTER}).
 */
@Target(TYPE)
@Retention(RUNTIME)
@Constraint(validatedBy = ConsistentRecordValidator.class)
public @interface ConsistentRecord {

    String message() default "the record is not consistent";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
