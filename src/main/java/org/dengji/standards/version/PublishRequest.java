package org.dengji.standards.version;

import jakarta.validation.constraints.NotNull;
import java.time.LocalDate;
import org.dengji.common.PlausibleDate;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Publishing a draft: the day it takes effect (today or later). */
@Schema(description = "Publishing a draft: the day it takes effect, today or later (at most 2200-12-31).",
        example = """
                {"effectiveFrom": "2027-01-01"}""")
public record PublishRequest(@NotNull @PlausibleDate LocalDate effectiveFrom) {
}
