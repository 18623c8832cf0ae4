package org.dengji.certification.notice;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A reviewer's decision on an objection, with the reasons. */
@Schema(description = "A reviewer's decision on an open objection: SUSTAIN rejects the application, DISMISS lets the"
        + " notice close; the note gives the reasons.", example = """
                {"outcome": "DISMISS", "note": "The arbiter's report shows the player played every round."}""")
public record ObjectionDecision(@NotNull Outcome outcome, @NotBlank @Size(max = 1000) String note) {

    public enum Outcome {
        SUSTAIN,
        DISMISS
    }
}
