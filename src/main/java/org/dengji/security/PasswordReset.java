package org.dengji.security;

/** A new password that an administrator gives an account, for instance when its owner forgot theirs. */
public record PasswordReset(@StaffPassword String password) {
}
