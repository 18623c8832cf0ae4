package org.dengji.standards.version;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.dengji.common.NoControlCharacters;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A draft copy of a version under a new code; the names default to the source's. */
@Schema(description = "A draft copy of a standard version under a new code; the names default to the source's.",
        example = """
                {"code": "CN-NATIONAL-2", "nameZh": "国际象棋技术等级标准（修订）",
                 "nameEn": "National chess technical grade standard (revised)"}""")
public record DraftRequest(
        @NotNull @Pattern(regexp = "[A-Z0-9][A-Z0-9-]{1,31}", message = "2–32 upper-case letters, digits or '-'")
        String code,
        @Size(max = 100) @NoControlCharacters String nameZh,
        @Size(max = 200) @NoControlCharacters String nameEn) {
}
