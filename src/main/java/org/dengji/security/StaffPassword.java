package org.dengji.security;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.util.Optional;

/** A new staff password: {@link Passwords#problemWith(String)} says what is wrong, if anything; null is refused. */
@Documented
@Constraint(validatedBy = StaffPassword.Check.class)
@Target({ FIELD, METHOD, PARAMETER })
@Retention(RUNTIME)
public @interface StaffPassword {

    String message() default "is not a valid password";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    /** Reports the rule that failed, so the form says "at most 72 bytes" rather than "invalid". */
    class Check implements ConstraintValidator<StaffPassword, String> {

        @Override
        public boolean isValid(String password, ConstraintValidatorContext context) {
            Optional<String> problem = Passwords.problemWith(password);
            if (problem.isEmpty()) {
                return true;
            }
            context.disableDefaultConstraintViolation();
            context.buildConstraintViolationWithTemplate(problem.get().replace("{", "\\{"))
                    .addConstraintViolation();
            return false;
        }
    }
}
