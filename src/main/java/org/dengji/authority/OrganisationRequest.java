package org.dengji.authority;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A new unit under {@code parentId}, or the new state of an existing one (then parent and level are
 * ignored: a unit never moves in the tree, since titles already approved cite it).
 */
@Schema(description = "A new unit under parentId, or the new state of an existing unit (its parent and level stay).",
        example = """
                {"parentId": 14, "level": "PREFECTURE", "nameZh": "石家庄市", "nameEn": "Shijiazhuang",
                 "unitCode": "1301", "adminCode": "130100", "grantedTitles": []}""")
public record OrganisationRequest(
        @NotNull Long parentId,
        @NotNull OrganisationLevel level,
        @NotBlank @Size(max = 200) String nameZh,
        @NotBlank @Size(max = 200) String nameEn,
        @NotNull @Pattern(regexp = "\\d{4}", message = "must be four digits") String unitCode,
        @Pattern(regexp = "\\d{6}(\\d{3})?(\\d{3})?", message = "must be a 6, 9 or 12 digit administrative code")
        String adminCode,
        Set<@NotNull ApprovableTitle> grantedTitles) {

    public Set<ApprovableTitle> grants() {
        return grantedTitles == null ? Set.of() : grantedTitles;
    }
}
