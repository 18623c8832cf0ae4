package org.dengji.ratings.core;

import java.math.BigDecimal;

/** A game's result for the player whose rating is computed (FIDE Rating Regulations 8.3.2 b): 1, 0.5 or 0. */
public enum Score {
    WIN(100),
    DRAW(50),
    LOSS(0);

    private final int hundredths;

    Score(int hundredths) {
        this.hundredths = hundredths;
    }

    /** The score in hundredths of a point, the unit every sum of this package is kept in, exactly. */
    public int hundredths() {
        return hundredths;
    }

    public BigDecimal points() {
        return BigDecimal.valueOf(hundredths, 2);
    }

    /** The opponent's result in the same game. */
    public Score reversed() {
        return switch (this) {
            case WIN -> LOSS;
            case DRAW -> DRAW;
            case LOSS -> WIN;
        };
    }
}
