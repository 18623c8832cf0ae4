package org.dengji.certification.pages;

import java.util.List;
import org.dengji.certification.application.ApplicationView;
import org.dengji.certification.application.TransitionAction;

/**
 * An application as its page shows it: the view of the API, the evaluator's explanation of the title
 * clause by clause, the games of each cited result with their validation status, and the steps the
 * state allows (the server still checks who may take them).
 */
public record ApplicationPage(ApplicationView application, String status, String title, String approvingUnit,
        List<ClauseLine> clauses, List<GameLine> games, List<TransitionAction> actions) {

    /** One clause of the title: its reference and text, and how far the record is. */
    public record ClauseLine(String reference, String text, String progress, boolean met, boolean cited) {
    }

    /** A game of a cited result: the event, the round, the players, and its verdict; faulty ones flagged. */
    public record GameLine(long eventId, long gameId, String event, int round, String white, String black,
            String result, String status, boolean faulty) {
    }
}
