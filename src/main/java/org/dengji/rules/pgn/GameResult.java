package org.dengji.rules.pgn;

/** The four PGN game termination markers (PGN standard 8.2.6). */
public enum GameResult {
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2"),
    /** Game unfinished, abandoned or result unknown. */
    UNKNOWN("*");

    private final String marker;

    GameResult(String marker) {
        this.marker = marker;
    }

    public String marker() {
        return marker;
    }

    public boolean isDecisive() {
        return this == WHITE_WINS || this == BLACK_WINS;
    }

    /** The marker's result, or null when {@code text} is not one of the four markers. */
    public static GameResult fromMarker(String text) {
        for (GameResult r : values()) {
            if (r.marker.equals(text)) {
                return r;
            }
        }
        return null;
    }
}
