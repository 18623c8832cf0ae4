package org.dengji.security;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A new password that an administrator gives an account, for instance when its owner forgot theirs. */
@Schema(description = "A new password for a staff account: 10 characters or more, at most 72 bytes in UTF-8.",
        example = """
                {"password": "a-new-long-password"}""")
public record PasswordReset(@StaffPassword String password) {
}
