package org.dengji.registry.event;

import java.math.BigDecimal;

/**
 * The result codes of a round (FIDE TRF, shared by every import): what a player scored, whether a
 * game was played, and what the opponent's line must say. Forfeits and byes are not games.
 * {@code W D L} are games of less than one move: played (they count as games), but unrated.
 */
public enum RoundCode {
    WIN('1', 2, Kind.GAME),
    DRAW('=', 1, Kind.GAME),
    LOSS('0', 0, Kind.GAME),
    FORFEIT_WIN('+', 2, Kind.FORFEIT),
    FORFEIT_LOSS('-', 0, Kind.FORFEIT),
    SHORT_WIN('W', 2, Kind.GAME),
    SHORT_DRAW('D', 1, Kind.GAME),
    SHORT_LOSS('L', 0, Kind.GAME),
    HALF_BYE('H', 1, Kind.BYE),
    FULL_BYE('F', 2, Kind.BYE),
    /** Pairing-allocated bye: a win unless the file's scoring record says otherwise. */
    PAIRING_BYE('U', 2, Kind.BYE),
    ZERO_BYE('Z', 0, Kind.BYE);

    /** Played, forfeited, or no opponent at all. */
    public enum Kind {
        GAME,
        FORFEIT,
        BYE
    }

    /** Every code, in one array: {@code values()} copies its array on every call. */
    private static final RoundCode[] CODES = values();

    private final char code;
    private final int halfPoints;
    private final Kind kind;

    RoundCode(char code, int halfPoints, Kind kind) {
        this.code = code;
        this.halfPoints = halfPoints;
        this.kind = kind;
    }

    /** The code for a character (blank is a zero-point bye), or null for anything else. */
    public static RoundCode of(char c) {
        if (c == ' ') {
            return ZERO_BYE;
        }
        for (RoundCode r : CODES) {
            if (r.code == c) {
                return r;
            }
        }
        return null;
    }

    public char code() {
        return code;
    }

    public Kind kind() {
        return kind;
    }

    public boolean isGame() {
        return kind == Kind.GAME;
    }

    /** Points as the standard scoring gives them. */
    public BigDecimal points() {
        return BigDecimal.valueOf(halfPoints).divide(BigDecimal.valueOf(2)).setScale(1);
    }

    public boolean isWin() {
        return halfPoints == 2;
    }

    public boolean isDraw() {
        return halfPoints == 1;
    }

    /** What the opponent's line must say for this one: 1↔0, =↔=, +↔-, W↔L, D↔D; null for byes. */
    public RoundCode mirror() {
        return switch (this) {
            case WIN -> LOSS;
            case LOSS -> WIN;
            case DRAW -> DRAW;
            case FORFEIT_WIN -> FORFEIT_LOSS;
            case FORFEIT_LOSS -> FORFEIT_WIN;
            case SHORT_WIN -> SHORT_LOSS;
            case SHORT_LOSS -> SHORT_WIN;
            case SHORT_DRAW -> SHORT_DRAW;
            default -> null;
        };
    }

    public String text() {
        return String.valueOf(code);
    }
}
