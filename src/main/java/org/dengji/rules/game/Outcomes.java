package org.dengji.rules.game;

import java.util.EnumSet;
import java.util.Set;
import org.dengji.rules.Position;

/** Which {@link OutcomeRule}s apply to the latest position of a game. */
public final class Outcomes {
    /** 9.3: "the last 50 moves by each player", counted in plies by the halfmove clock. */
    static final int FIFTY_MOVE_PLIES = 100;
    /** 9.6.2: "at least 75 moves by each player". */
    static final int SEVENTY_FIVE_MOVE_PLIES = 150;

    private Outcomes() {}

    /** Every rule that holds now: e.g. {THREEFOLD_REPETITION, FIFTY_MOVES} for a claimable draw. */
    public static Set<OutcomeRule> of(Position position, GameHistory history) {
        Set<OutcomeRule> rules = EnumSet.noneOf(OutcomeRule.class);
        boolean mate = false;
        if (position.countLegalMoves() == 0) {
            mate = position.isCheck();
            rules.add(mate ? OutcomeRule.CHECKMATE : OutcomeRule.STALEMATE);
        }
        if (position.isInsufficientMaterial()) {
            rules.add(OutcomeRule.DEAD_POSITION);
        }
        // Three occurrences, four plies apart at least, need nine positions: skip the keys before.
        int repetitions = history.size() >= 9 ? history.repetitions() : 1;
        if (repetitions >= 3) {
            rules.add(OutcomeRule.THREEFOLD_REPETITION);
        }
        if (repetitions >= 5) {
            rules.add(OutcomeRule.FIVEFOLD_REPETITION);
        }
        int clock = position.halfmoveClock();
        if (clock >= FIFTY_MOVE_PLIES) {
            rules.add(OutcomeRule.FIFTY_MOVES);
        }
        // 9.6.2: a checkmate given by the 75th move takes precedence over the automatic draw.
        if (clock >= SEVENTY_FIVE_MOVE_PLIES && !mate) {
            rules.add(OutcomeRule.SEVENTY_FIVE_MOVES);
        }
        return rules;
    }

    /** The rule that ended the game, most decisive first, or null when the game may go on. */
    public static OutcomeRule ending(Set<OutcomeRule> rules) {
        for (OutcomeRule rule : rules) {
            if (rule.endsGame()) {
                return rule;
            }
        }
        return null;
    }
}
