package org.dengji.security;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Set;
import org.dengji.common.NoControlCharacters;
import org.dengji.common.Role;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What an administrator may change on an account: its name, organisation and roles (never the user name). */
@Schema(description = "The new name, organisation and roles of a staff account (the user name never changes).",
        example = """
                {"displayName": "王芳", "organisationId": 14, "roles": ["REVIEWER", "REGISTRAR"]}""")
public record UserUpdate(
        @NotBlank @Size(max = 100) @NoControlCharacters String displayName,
        @NotNull Long organisationId,
        @NotEmpty Set<@NotNull Role> roles) {
}
