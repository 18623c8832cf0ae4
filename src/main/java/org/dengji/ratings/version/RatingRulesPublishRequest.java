package org.dengji.ratings.version;

import jakarta.validation.constraints.NotNull;
import java.time.LocalDate;
import org.dengji.common.PlausibleDate;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Publishing a draft rule set: the day it takes effect (today or later). */
@Schema(description = "Publishing a draft rating rule set: the day it takes effect, today or later.",
        example = """
                {"effectiveFrom": "2027-01-01"}""")
public record RatingRulesPublishRequest(@NotNull @PlausibleDate LocalDate effectiveFrom) {
}
