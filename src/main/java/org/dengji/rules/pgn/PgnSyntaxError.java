package org.dengji.rules.pgn;

/**
  * A layout error in a game's text: what is wrong and exactly where.
  *
  * @param message what was expected or found, in English
  * @param line 1-based line in the file
  * @param column 1-based column in characters
  */
public record PgnSyntaxError(String message, int line, int column) {
    /** The stable code every syntax error carries. */
    public static final String CODE = "PGN_SYNTAX";

    public String code() {
        return CODE;
    }
}
