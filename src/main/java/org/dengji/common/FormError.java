package org.dengji.common;

import jakarta.validation.ConstraintViolation;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * One thing wrong with a submitted page form, for the form to show in the reader's language: the
 * field (the form names it with its own label), and either the message of a Bean Validation
 * constraint, already in the page's language ({@code common.i18n.ValidationLocale}), or the stable
 * code of a domain refusal, which the form's message bundle turns into text. A refusal's English
 * detail, meant for the API, is never carried here, so it cannot reach a Chinese page.
 *
 * @param field the request field, such as {@code unitCode}; null for the form as a whole
 * @param message a constraint's message in the page's language; null for a domain refusal
 * @param code the domain refusal's code, such as {@code UNIT_CODE_TAKEN}; null for a constraint
 */
public record FormError(String field, String message, String code) {

    /** The constraints a form's request broke, in field order. */
    public static <T> List<FormError> of(Set<ConstraintViolation<T>> violations) {
        return violations.stream()
                .map(v -> new FormError(v.getPropertyPath().toString(), v.getMessage(), null))
                .sorted(Comparator.comparing(FormError::field))
                .toList();
    }

    /** A refusal: one error per field it names (or one for the whole form), each with its code. */
    public static List<FormError> of(Failure refusal) {
        if (refusal.violations().isEmpty()) {
            return List.of(new FormError(null, null, refusal.code()));
        }
        return refusal.violations().stream().map(v -> new FormError(v.field(), null, refusal.code())).toList();
    }
}
