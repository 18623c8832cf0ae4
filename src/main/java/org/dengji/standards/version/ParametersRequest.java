package org.dengji.standards.version;

import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import java.math.BigDecimal;
import java.util.List;
import org.dengji.common.DecimalPlaces;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.Title;

/** A draft's numbers that are not clauses; the norm rates replace the draft's whole list. */
public record ParametersRequest(
        @NotNull @Min(1) @Max(100) Integer normMinGames,
        @NotNull @Min(1) @Max(120) Integer windowMonths,
        @NotNull List<@Valid @NotNull Rate> normRates) {

    /** The standard's own norm rate for a title in international events (第二条(三)). */
    public record Rate(
            @NotNull Title title,
            @NotNull GenderScope scope,
            @NotNull @DecimalMin(value = "0", inclusive = false) @DecimalMax("1") @DecimalPlaces(4) BigDecimal rate) {
    }
}
