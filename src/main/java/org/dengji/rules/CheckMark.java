package org.dengji.rules;

/** The check mark written after a move in a game score: none, {@code +}, or {@code #}. */
public enum CheckMark {
    NONE(""),
    CHECK("+"),
    MATE("#");

    private final String suffix;

    CheckMark(String suffix) {
        this.suffix = suffix;
    }

    public String suffix() {
        return suffix;
    }
}
