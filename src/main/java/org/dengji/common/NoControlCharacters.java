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

/**
 * A name with no control character (Unicode Cc: tab, line breaks, NUL, BEL…): a name is one line of
 * text that pages, exports and printed certificates show, and a control character shows nowhere
 * (a certificate would print a placeholder for it). The imports refuse the same characters with
 * their line and column. Null is left to {@code @NotNull}.
 */
@Documented
@Constraint(validatedBy = NoControlCharacters.Check.class)
@Target({ FIELD, PARAMETER, RECORD_COMPONENT, TYPE_USE })
@Retention(RUNTIME)
public @interface NoControlCharacters {

    String message() default "{dengji.name.no_control}";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    /** The Bean Validation side of the annotation, and the same test for checks written by hand. */
    class Check implements ConstraintValidator<NoControlCharacters, CharSequence> {

        /** Whether {@code text} is absent or holds no control character. */
        public static boolean holds(CharSequence text) {
            return text == null || text.codePoints().noneMatch(cp -> Character.getType(cp) == Character.CONTROL);
        }

        @Override
        public boolean isValid(CharSequence text, ConstraintValidatorContext context) {
            return holds(text);
        }
    }
}
