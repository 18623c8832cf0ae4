package org.dengji.certification.application;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.dengji.standards.core.Title;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** An application for a title on a player's registry record; the standard in force unless one is named. */
@Schema(description = "An application for a title on a player's registry record: the evaluator fills in the clause"
        + " and the evidence; the published standard version named, or the one in force for the title's track.",
        example = """
                {"registrationNo": "CN00000042", "title": "THIRD_CLASS", "standard": "CN-NATIONAL-1"}""")
public record ApplicationRequest(@NotBlank @Size(max = 20) String registrationNo, @NotNull Title title,
        @Size(max = 60) String standard) {
}
