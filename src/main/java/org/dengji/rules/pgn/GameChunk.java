package org.dengji.rules.pgn;

/**
  * The raw bytes of one game as cut out of a PGN stream by {@link PgnSplitter}, with where they
  * start in the file so that every token of the game can still say its line and column.
  *
  * @param index 1-based number of the game in the file
  * @param bytes the game's bytes (UTF-8 as in the file; owned by this chunk)
  * @param line line of the first byte, 1-based
  * @param column column of the first byte, 1-based, counted in characters
  * @param truncated true when the game was longer than the splitter's limit: {@code bytes} holds
  *     its beginning only, and the parser reports the game as too long
  */
public record GameChunk(int index, byte[] bytes, int line, int column, boolean truncated) {
    public GameChunk(int index, byte[] bytes, int line, int column) {
        this(index, bytes, line, column, false);
    }
}
