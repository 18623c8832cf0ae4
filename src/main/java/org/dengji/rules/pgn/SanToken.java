package org.dengji.rules.pgn;

/**
 * One move of the main line exactly as written in the movetext (SAN or a variant CORE's
 * {@code San.parse} accepts), with its position in the file.
 */
public record SanToken(String text, int line, int column) {}
