package org.dengji.rules.game;

import java.util.List;
import java.util.Optional;

/**
  * The verdict on one game: VALID, or the first fault; the number of plies played either way (the
  * valid prefix of an invalid game is kept); warnings and notes; the rule that ended the game.
  *
  * @param gameIndex 1-based number of the game in its file
  * @param plies plies validly played (all of them for a valid game)
  * @param ending the rule that ended the game on the board, if any (checkmate, stalemate...)
  */
public record GameReport(
        int gameIndex,
        Status status,
        int plies,
        Optional<GameFault> fault,
        List<Notice> notices,
        Optional<OutcomeRule> ending) {

    public enum Status {
        VALID,
        INVALID,
        /**
          * A variant other than standard chess and Chess960 (e.g. Crazyhouse), or a game of Chinese
          * chess: not checked, neither valid nor illegal.
          */
        UNSUPPORTED
    }

    public GameReport {
        notices = List.copyOf(notices);
    }

    public boolean isValid() {
        return status == Status.VALID;
    }

    /** The notices of one severity, in the order they happened. */
    public List<Notice> notices(Severity severity) {
        return notices.stream().filter(n -> n.severity() == severity).toList();
    }
}
