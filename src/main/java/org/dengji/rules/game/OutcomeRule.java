package org.dengji.rules.game;

/**
  * The ways the Laws end a game or let a player end it, each with its article in the FIDE Laws of
  * Chess (edition in force from 1 January 2023).
  */
public enum OutcomeRule {
    CHECKMATE("5.1.1", Kind.DECISIVE, "checkmate"),
    STALEMATE("5.2.1", Kind.AUTOMATIC_DRAW, "stalemate"),
    DEAD_POSITION("5.2.2", Kind.AUTOMATIC_DRAW, "a dead position (insufficient material)"),
    THREEFOLD_REPETITION("9.2", Kind.CLAIMABLE_DRAW, "threefold repetition"),
    FIFTY_MOVES("9.3", Kind.CLAIMABLE_DRAW, "the 50-move rule"),
    FIVEFOLD_REPETITION("9.6.1", Kind.AUTOMATIC_DRAW, "fivefold repetition"),
    SEVENTY_FIVE_MOVES("9.6.2", Kind.AUTOMATIC_DRAW, "the 75-move rule");

    /** Whether the rule ends the game by itself or only lets the player to move claim a draw. */
    public enum Kind {
        DECISIVE,
        AUTOMATIC_DRAW,
        CLAIMABLE_DRAW
    }

    private final String article;
    private final Kind kind;
    private final String description;

    OutcomeRule(String article, Kind kind, String description) {
        this.article = article;
        this.kind = kind;
        this.description = description;
    }

    /** The article of the FIDE Laws of Chess, e.g. "9.6.1". */
    public String article() {
        return article;
    }

    public Kind kind() {
        return kind;
    }

    /** True when the game is over without anyone claiming anything. */
    public boolean endsGame() {
        return kind != Kind.CLAIMABLE_DRAW;
    }

    public String description() {
        return description;
    }

    /** "stalemate (FIDE Laws 5.2.1)". */
    public String cited() {
        return description + " (FIDE Laws " + article + ")";
    }
}
