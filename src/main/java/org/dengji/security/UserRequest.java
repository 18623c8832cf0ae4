package org.dengji.security;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Set;
import org.dengji.common.NoControlCharacters;
import org.dengji.common.Role;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A new staff account. The password rule is bcrypt's: see {@link Passwords}. */
@Schema(description = "A new staff account at an organisation within the administrator's jurisdiction.",
        example = """
                {"username": "wang.fang", "password": "a-long-password", "displayName": "王芳",
                 "organisationId": 14, "roles": ["REVIEWER"]}""")
public record UserRequest(
        @NotNull @Pattern(regexp = "[a-z0-9][a-z0-9._-]{2,63}", message = "3–64 lower-case letters, digits, '.', '_' or '-'")
        String username,
        @StaffPassword String password,
        @NotBlank @Size(max = 100) @NoControlCharacters String displayName,
        @NotNull Long organisationId,
        @NotEmpty Set<@NotNull Role> roles) {
}
