package org.dengji.ratings.report;

import jakarta.validation.constraints.NotNull;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Whether an event's games count for the national rating. */
@Schema(description = "Whether the event's games count for the national rating.", example = "{\"rated\": false}")
public record RatedFlagRequest(@NotNull Boolean rated) {
}
