package org.dengji.registry.event;

import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.dengji.common.NoControlCharacters;
import org.dengji.common.PlausibleDate;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A correction of an event: any of its name, end date and official flag, and any results by starting
 * rank (place, shared place, points, games). A correction of a LOCKED event needs a reason; every
 * correction is audited with the state before and after.
 */
@Schema(description = "A correction of an event: its name, end date or official flag, and results by starting rank;"
        + " a locked event needs a reason.", example = """
                {"reason": "Arbiter's report of 5 April", "results": [{"startNumber": 3, "rank": 2, "points": 6.5,
                 "games": 9}]}""")
public record CorrectionRequest(@Size(max = 1000) String reason,
        @Size(min = 1, max = 200) @NoControlCharacters String name,
        @PlausibleDate LocalDate endDate, Boolean official, @Valid @Size(max = 9999) List<ResultCorrection> results) {

    /**
     * A result's new values; the place null for unknown, {@code rankTo} above {@code rank} for a shared
     * place. {@code points} are in the event's own points system (as its standings show them);
     * {@code gamePoints}, the points of the games played counted 1, ½, 0, are needed only where the
     * event counts points otherwise (3/1/0), since they cannot be told from its points then.
     */
    @Schema(name = "ResultCorrection", description = "A result's new values, by the player's starting rank.")
    public record ResultCorrection(@NotNull @Min(1) @Max(9999) Integer startNumber, @Min(1) @Max(9999) Integer rank,
            @Min(1) @Max(9999) Integer rankTo,
            @NotNull @DecimalMin("0.0") @Digits(integer = 4, fraction = 1) BigDecimal points,
            @NotNull @Min(0) @Max(999) Integer games,
            @DecimalMin("0.0") @Digits(integer = 4, fraction = 1) BigDecimal gamePoints) {
    }
}
