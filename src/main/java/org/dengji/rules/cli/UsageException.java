package org.dengji.rules.cli;

/** Bad command-line usage: the command prints the reason and the usage text, exit status 2. */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
