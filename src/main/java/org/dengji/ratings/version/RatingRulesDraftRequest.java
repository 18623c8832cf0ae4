package org.dengji.ratings.version;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.dengji.common.NoControlCharacters;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A draft copy of a rating rule set under a new code; the names default to the source's. */
@Schema(description = "A draft copy of a rating rule set under a new code; the names default to the source's.",
        example = """
                {"code": "CN-RATING-2027", "basedOn": "FIDE-2024-03", "nameZh": "全国等级分规则（2027）",
                 "nameEn": "National rating rules (2027)"}""")
public record RatingRulesDraftRequest(
        @NotNull @Pattern(regexp = "[A-Z0-9][A-Z0-9-]{1,31}", message = "2–32 upper-case letters, digits or '-'")
        String code,
        @NotNull @Size(max = 32) String basedOn,
        @Size(max = 100) @NoControlCharacters String nameZh,
        @Size(max = 200) @NoControlCharacters String nameEn) {
}
