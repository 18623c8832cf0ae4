package org.dengji.certification.pages;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import org.dengji.certification.application.ApplicationEvidence;
import org.dengji.certification.application.TitleApplication;
import org.dengji.common.i18n.Language;
import org.dengji.registry.event.Game;
import org.dengji.registry.record.PlayerRecords;
import org.dengji.standards.core.ClauseOutcome;
import org.dengji.standards.core.TitleOutcome;
import org.dengji.standards.version.ClauseLabels;

/**
 * What the application page explains: the evaluator's answer for the title under the application's
 * version, today, clause by clause (the cited clause marked), and the games of the cited results.
 */
@ApplicationScoped
public class ApplicationExplanation {

    private final PlayerRecords records;

    public ApplicationExplanation(PlayerRecords records) {
        this.records = records;
    }

    public List<ApplicationPage.ClauseLine> clauses(TitleApplication a, Language language) {
        TitleOutcome outcome = records.standing(a.player, a.standardCode).evaluation().outcome(a.title);
        List<ApplicationPage.ClauseLine> lines = new ArrayList<>();
        for (ClauseOutcome c : outcome.clauses()) {
            lines.add(new ApplicationPage.ClauseLine(ClauseLabels.name(c.clause(), language), language.pick(
                    c.clause().textZh(), c.clause().textEn()), c.progress().in(language.locale()), c.met(),
                    c.clause().key().equals(a.clauseKey)));
        }
        return lines;
    }

    public List<ApplicationPage.GameLine> games(TitleApplication a, Language language) {
        List<ApplicationPage.GameLine> lines = new ArrayList<>();
        for (ApplicationEvidence x : ApplicationEvidence.of(a)) {
            List<Game> games = Game.list("select g from Game g join fetch g.white join fetch g.black"
                    + " where g.white = ?1 or g.black = ?1 order by g.round, g.board", x.result);
            for (Game g : games) {
                lines.add(new ApplicationPage.GameLine(x.result.event.id, g.id, x.result.event.name, g.round,
                        g.white.enteredName, g.black.enteredName, g.result, g.status.in(language.locale()), g.isFaulty()));
            }
        }
        return lines;
    }
}
