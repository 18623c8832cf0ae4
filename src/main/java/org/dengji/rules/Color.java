package org.dengji.rules;

/** The two sides. White moves first (FIDE Laws, Article 1.2). */
public enum Color {
    WHITE,
    BLACK;

    public Color other() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** 'w' or 'b', as in the side-to-move field of a FEN. */
    public char fenChar() {
        return this == WHITE ? 'w' : 'b';
    }
}
