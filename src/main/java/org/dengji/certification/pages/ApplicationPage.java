package org.dengji.certification.pages;

import java.util.List;
import org.dengji.certification.application.ApplicationView;
import org.dengji.certification.application.LifeCycle;
import org.dengji.certification.application.TransitionAction;
import org.dengji.certification.notice.NoticeViews;
import org.dengji.common.Failure;
import org.dengji.common.i18n.Language;
import org.dengji.registry.player.PlayerName;

/**
 * An application as its page shows it: the view of the API, the evaluator's explanation of the title
 * clause by clause, the games of each cited result with their validation status, the steps the reader
 * may take now (exactly those the server would accept), the objections lodged during its notice, and
 * the refusal of the reader's last step, if any, in the page's language.
 */
public record ApplicationPage(ApplicationView application, PlayerName player, String status, String title,
        String approvingUnit, List<ClauseLine> clauses, List<GameLine> games, List<ActionForm> actions,
        List<NoticeViews.StaffObjection> objections, boolean mayDecideObjections, Refusal refusal) {

    /** The clause the application cites, named in the page's language. */
    public String citedClause() {
        return clauses.stream().filter(ClauseLine::cited).map(ClauseLine::reference).findFirst()
                .orElse(application.clauseReference());
    }

    /** One clause of the title: its reference and text, and how far the record is. */
    public record ClauseLine(String reference, String text, String progress, boolean met, boolean cited) {
    }

    /** A game of a cited result: the event, the round, the players, and its verdict; faulty ones flagged. */
    public record GameLine(long eventId, long gameId, String event, int round, String white, String black,
            String result, String status, boolean faulty) {
    }

    /**
     * The form of one step: a note where the step needs one, a confirmation where it cannot be undone
     * by its taker (a title granted or withdrawn), and the false-materials choice of a revocation.
     */
    public record ActionForm(TransitionAction action, boolean needsNote, boolean needsConfirmation,
            boolean falseMaterialsChoice) {

        static ActionForm of(TransitionAction action) {
            return new ActionForm(action, LifeCycle.needsNote(action), needsConfirmation(action),
                    action == TransitionAction.REVOKE);
        }

        static boolean needsConfirmation(TransitionAction action) {
            return action == TransitionAction.APPROVE || action == TransitionAction.REVOKE;
        }
    }

    /**
     * Why the reader's last step was refused: the code, which the page says in words, and the failure's
     * own detail where the page is English, the language the detail is written in (null on other pages).
     */
    public record Refusal(String code, String detail) {

        static Refusal of(Failure refused, Language language) {
            return new Refusal(refused.code(), language == Language.EN ? refused.getMessage() : null);
        }
    }
}
