package org.dengji.rules.pgn;

/**
  * One tag pair, e.g. {@code [White "Ding, Liren"]}, with the position of its opening bracket.
  *
  * @param name tag name as written (PGN tag names are case sensitive)
  * @param value the unescaped value
  */
public record Tag(String name, String value, int line, int column) {
    public static Tag of(String name, String value) {
        return new Tag(name, value, 0, 0);
    }
}
