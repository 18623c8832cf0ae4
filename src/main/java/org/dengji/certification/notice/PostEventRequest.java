package org.dengji.certification.notice;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A locked official event whose qualifiers are placed on public notice together. */
@Schema(description = "A locked official event: every participant who met a clause of a title in it is placed on"
        + " public notice for that title (the highest one), with no written application.", example = """
                {"eventId": 12}""")
public record PostEventRequest(@NotNull @Positive Long eventId) {
}
