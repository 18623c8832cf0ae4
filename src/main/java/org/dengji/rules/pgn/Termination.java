package org.dengji.rules.pgn;

/** The game termination marker that ends a movetext, and where it stands. */
public record Termination(GameResult result, int line, int column) {}
