package org.dengji.authority;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Set;
import org.dengji.common.NoControlCharacters;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A new unit under {@code parentId}, or the whole new state of an existing one: a different parent
 * moves the unit, a different level changes it, and each is checked (or refused), never ignored.
 * Messages are keys of {@code ValidationMessages}, so that pages show them in the reader's language.
 */
@Schema(description = "A new unit under parentId, or the whole new state of an existing unit (a new parent moves it).",
        example = """
                {"parentId": 14, "level": "PREFECTURE", "nameZh": "石家庄市", "nameEn": "Shijiazhuang",
                 "unitCode": "1301", "adminCode": "130100", "grantedTitles": []}""")
public record OrganisationRequest(
        @NotNull Long parentId,
        @NotNull OrganisationLevel level,
        @NotBlank @Size(max = 200) @NoControlCharacters String nameZh,
        @NotBlank @Size(max = 200) @NoControlCharacters String nameEn,
        @NotNull @Pattern(regexp = "\\d{4}", message = "{dengji.digits.unit_code}") String unitCode,
        @Pattern(regexp = "\\d{6}(\\d{3})?(\\d{3})?", message = "{dengji.digits.admin_code}")
        String adminCode,
        Set<@NotNull Grant> grantedTitles) {

    public Set<Grant> grants() {
        return grantedTitles == null ? Set.of() : grantedTitles;
    }
}
