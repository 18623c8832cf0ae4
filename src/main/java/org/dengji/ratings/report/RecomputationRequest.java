package org.dengji.ratings.report;

import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Staff asking for the rating reports to be rewritten from a month on. */
@Schema(description = "A rewrite of every rating report from a month on (by default from the month of the earliest"
        + " rated event), with the reason kept in the audit log. Both fields may be left out.",
        example = """
                {"fromPeriod": "2025-01", "reason": "2025 events re-checked against the arbiters' reports"}""")
public record RecomputationRequest(
        @Pattern(regexp = "\\d{4}-(0[1-9]|1[0-2])", message = "must be a month such as 2025-06") String fromPeriod,
        @Size(max = 300, message = "must be at most 300 characters") String reason) {
}
