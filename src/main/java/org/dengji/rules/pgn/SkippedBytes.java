package org.dengji.rules.pgn;

/**
  * A run of control bytes (NUL, Ctrl-Z, ...) that stood between two games and was skipped.
  *
  * @param line 1-based line of the first byte
  * @param column 1-based column of the first byte, in characters
  * @param count bytes in the run
  * @param firstByte the first byte's value (0..255)
  */
public record SkippedBytes(int line, int column, long count, int firstByte) {
    /** An English sentence for logs and the command line. */
    public String describe() {
        return String.format("line %d col %d: %d control byte%s (first \\x%02x) between games skipped", line,
                column, count, count == 1 ? "" : "s", firstByte);
    }
}
