package org.dengji.certification.application;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A step in an application's life cycle, with a note (required to return, reject or revoke: for a
 * revocation, the grounds); {@code falseMaterials} on a revocation bars the player's new applications.
 */
@Schema(description = "A step in an application's life cycle; the note is required to return, reject or revoke"
        + " (the grounds). falseMaterials, on a revocation only, bars new applications by the player.",
        example = """
                {"action": "RECOMMEND", "note": "Standings and games checked against the arbiter's report."}""")
public record TransitionRequest(@NotNull TransitionAction action, @Size(max = 1000) String note,
        Boolean falseMaterials) {

    public TransitionRequest(TransitionAction action, String note) {
        this(action, note, null);
    }

    public boolean isForFalseMaterials() {
        return Boolean.TRUE.equals(falseMaterials);
    }

    /** The note without surrounding blanks; null when there is none. */
    public String cleanNote() {
        return note == null || note.isBlank() ? null : note.strip();
    }
}
