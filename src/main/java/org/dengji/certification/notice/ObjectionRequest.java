package org.dengji.certification.notice;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.dengji.common.NoControlCharacters;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** An objection anyone may lodge against an application on public notice. */
@Schema(description = "An objection to an application on public notice: who lodges it, how to reach them, and why."
        + " Staff read it; it is never published.", example = """
                {"name": "李明", "contact": "13800000000", "text": "The player did not play the last round himself."}""")
public record ObjectionRequest(@NotBlank @Size(max = 100) @NoControlCharacters String name,
        @NotBlank @Size(max = 200) String contact, @NotBlank @Size(max = 4000) String text) {
}
