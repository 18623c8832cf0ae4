package org.dengji.standards.version;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/** A draft copy of a version under a new code; the names default to the source's. */
public record DraftRequest(
        @NotNull @Pattern(regexp = "[A-Z0-9][A-Z0-9-]{1,31}", message = "2–32 upper-case letters, digits or '-'")
        String code,
        @Size(max = 100) String nameZh,
        @Size(max = 200) String nameEn) {
}
