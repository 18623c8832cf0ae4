package org.dengji.rules;

/** The kind of a piece, independent of its colour. Ordinals are part of the {@link Move} bit layout. */
public enum Role {
    PAWN('P'),
    KNIGHT('N'),
    BISHOP('B'),
    ROOK('R'),
    QUEEN('Q'),
    KING('K');

    private static final Role[] VALUES = values();

    private final char letter;

    Role(char letter) {
        this.letter = letter;
    }

    /** The upper-case English letter: P, N, B, R, Q, K. */
    public char letter() {
        return letter;
    }

    /** The role for an English piece letter of either case, or {@code null} if there is none. */
    public static Role fromLetter(char c) {
        for (Role role : VALUES) {
            if (role.letter == Character.toUpperCase(c)) {
                return role;
            }
        }
        return null;
    }

    static Role ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }
}
