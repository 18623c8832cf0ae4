package org.dengji.security;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Set;
import org.dengji.common.Role;

/** What an administrator may change on an account: its name, organisation and roles (never the user name). */
public record UserUpdate(
        @NotBlank @Size(max = 100) String displayName,
        @NotNull Long organisationId,
        @NotEmpty Set<Role> roles) {
}
