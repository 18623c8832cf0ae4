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
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A draft's numbers that are not clauses; the norm rates replace the draft's whole list. */
@Schema(description = "A draft's numbers beyond its clauses; normRates replaces the draft's whole list.",
        example = """
                {"normMinGames": 9, "windowMonths": 6,
                 "normRates": [{"title": "GRANDMASTER", "scope": "MEN", "rate": 0.65}]}""")
public record ParametersRequest(
        @NotNull @Min(1) @Max(100) Integer normMinGames,
        @NotNull @Min(1) @Max(120) Integer windowMonths,
        @NotNull List<@Valid @NotNull Rate> normRates) {

    /** The standard's own norm rate for a title in international events (第二条(三)). */
    @Schema(name = "NormRateRequest", description = "A title's norm rate in international events, at most 4 decimals.")
    public record Rate(
            @NotNull Title title,
            @NotNull GenderScope scope,
            @NotNull @DecimalMin(value = "0", inclusive = false) @DecimalMax("1") @DecimalPlaces(4) BigDecimal rate) {
    }
}
