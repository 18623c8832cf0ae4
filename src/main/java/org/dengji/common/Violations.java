package org.dengji.common;

import jakarta.validation.ConstraintViolation;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/** Bean Validation results as {@link Violation}s, for forms validated by hand. */
public final class Violations {

    private Violations() {
    }

    public static <T> List<Violation> of(Set<ConstraintViolation<T>> violations) {
        return violations.stream()
                .map(v -> Violation.field(v.getPropertyPath().toString(), v.getMessage()))
                .sorted(Comparator.comparing(Violation::field))
                .toList();
    }
}
