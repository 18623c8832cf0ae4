package org.dengji.standards.core;

import java.math.BigDecimal;
import java.util.Objects;

/** The standard's own norm rate for a title in international events (第二条(三)). */
public record NormRate(Title title, GenderScope scope, BigDecimal rate) {
    public NormRate {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(rate, "rate");
    }
}
