package org.dengji.security;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Set;
import org.dengji.common.Role;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A new staff account. bcrypt reads at most 72 bytes, hence the upper bound on the password. */
@Schema(description = "A new staff account at an organisation within the administrator's jurisdiction.",
        example = """
                {"username": "wang.fang", "password": "a-long-password", "displayName": "王芳",
                 "organisationId": 14, "roles": ["REVIEWER"]}""")
public record UserRequest(
        @NotNull @Pattern(regexp = "[a-z0-9][a-z0-9._-]{2,63}", message = "3–64 lower-case letters, digits, '.', '_' or '-'")
        String username,
        @NotNull @Size(min = 10, max = 72, message = "must be 10 to 72 characters") String password,
        @NotBlank @Size(max = 100) String displayName,
        @NotNull Long organisationId,
        @NotEmpty Set<@NotNull Role> roles) {
}
