package org.dengji.standards.core;

import static org.dengji.standards.core.Events.amateurGrading;
import static org.dengji.standards.core.Events.provincialChampionship;
import static org.dengji.standards.core.Players.man;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Titles below the one met read the same on both tracks: BELOW_HIGHEST, though the amateur ladder's
 * lower grades are met by the same score and the national tables' lower bands are not.
 */
class TitleStatusTest {

    private static List<TitleStatus> statuses(Evaluation e) {
        return e.titles().stream().map(t -> e.status(t.title())).toList();
    }

    @Test
    void nationalTitlesBelowTheOneMetReadBelowHighest() {
        Evaluation e = man().placed(1).in(provincialChampionship(2025)).evaluatedAgainst(SeededStandards.national());

        assertEquals(List.of(TitleStatus.NOT_MET, TitleStatus.NOT_MET, TitleStatus.MET, TitleStatus.BELOW_HIGHEST,
                TitleStatus.BELOW_HIGHEST), statuses(e));
        assertEquals(false, e.outcome(Title.SECOND_CLASS).met(), "no second-class clause reads a first place");
    }

    @Test
    void amateurGradesBelowTheOneMetReadTheSame() {
        Evaluation e = man().scored("6", 9).in(amateurGrading("A", EventLevel.NATIONAL))
                .evaluatedAgainst(SeededStandards.amateur());

        assertEquals(List.of(TitleStatus.NOT_MET, TitleStatus.NOT_MET, TitleStatus.MET, TitleStatus.BELOW_HIGHEST,
                TitleStatus.BELOW_HIGHEST, TitleStatus.BELOW_HIGHEST, TitleStatus.BELOW_HIGHEST,
                TitleStatus.BELOW_HIGHEST), statuses(e));
        assertTrue(e.outcome(Title.AMATEUR_SIXTH).met(), "the lower rates are met by the same score");
    }

    @Test
    void withNoTitleMetEveryTitleReadsNotMet() {
        Evaluation e = man().placed(40).in(provincialChampionship(2025)).evaluatedAgainst(SeededStandards.national());

        assertTrue(statuses(e).stream().allMatch(s -> s == TitleStatus.NOT_MET));
    }
}
