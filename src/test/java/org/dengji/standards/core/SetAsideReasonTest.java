package org.dengji.standards.core;

import static org.dengji.standards.core.Events.amateurGrading;
import static org.dengji.standards.core.Events.event;
import static org.dengji.standards.core.Events.international;
import static org.dengji.standards.core.Events.nationalChampionship;
import static org.dengji.standards.core.Events.provincialChampionship;
import static org.dengji.standards.core.Events.titleTournament;
import static org.dengji.standards.core.Players.man;
import static org.dengji.standards.core.Players.woman;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every reason a result is set aside, each from a one-result record that would otherwise count
 * (evaluated on 31 December 2025; the national window is 6 months, the amateur 3).
 */
class SetAsideReasonTest {

    private static final Standard NATIONAL = SeededStandards.national();
    private static final Standard AMATEUR = SeededStandards.amateur();
    private static final Set<SetAsideReason> SEEN = EnumSet.noneOf(SetAsideReason.class);

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("national champion whose sex is not recorded", SetAsideReason.SEX_UNKNOWN, NATIONAL,
                        Players.sexNotRecorded().placed(1).in(nationalChampionship(2025))),
                Arguments.of("a women's champion whose sex is not recorded", SetAsideReason.SEX_UNKNOWN, NATIONAL,
                        Players.sexNotRecorded().placed(1).in(nationalChampionship(2025).womens())),
                Arguments.of("unofficial championship (第二条(二))", SetAsideReason.NOT_OFFICIAL, NATIONAL,
                        man().placed(1).in(nationalChampionship(2025).unofficial())),
                Arguments.of("unofficial beats section mismatch", SetAsideReason.NOT_OFFICIAL, NATIONAL,
                        man().placed(1).in(nationalChampionship(2025).womens().unofficial())),
                Arguments.of("a man in a women's section", SetAsideReason.SECTION_MISMATCH, NATIONAL,
                        man().placed(1).in(provincialChampionship(2025).womens())),
                Arguments.of("last day to apply was the day before", SetAsideReason.OUTSIDE_WINDOW, NATIONAL,
                        man().placed(1).in(provincialChampionship(2025).endingOn(LocalDate.of(2025, 6, 30)))),
                Arguments.of("ends the day after the evaluation date", SetAsideReason.AFTER_EVALUATION_DATE, NATIONAL,
                        man().placed(1).in(provincialChampionship(2026).endingOn(LocalDate.of(2026, 1, 1)))),
                Arguments.of("amateur window is 3 months", SetAsideReason.OUTSIDE_WINDOW, AMATEUR,
                        man().scored("9", 9).in(amateurGrading("A", EventLevel.NATIONAL)
                                .endingOn(LocalDate.of(2025, 9, 30)))),
                Arguments.of("shared place (第二条(二))", SetAsideReason.RANK_NOT_DEFINITE, NATIONAL,
                        man().sharedPlace(3).in(provincialChampionship(2025))),
                Arguments.of("unknown place (第二条(二))", SetAsideReason.RANK_NOT_DEFINITE, NATIONAL,
                        woman().scored("5", 9).in(provincialChampionship(2025).womens())),
                Arguments.of("37th of a provincial championship", SetAsideReason.RANK_OUTSIDE_STANDARD, NATIONAL,
                        man().placed(37).in(provincialChampionship(2025))),
                Arguments.of("a rate claimed in an open tournament", SetAsideReason.NOT_A_NORM_EVENT, NATIONAL,
                        man().scored("8", 9).in(event(EventCategory.OTHER, "city open", 2025)
                                .prescribing(Title.MASTER, "0.6"))),
                Arguments.of("a title tournament without a score", SetAsideReason.NO_SCORE, NATIONAL,
                        man().placed(1).in(titleTournament("A").prescribing(Title.MASTER, "0.6"))),
                Arguments.of("eight games", SetAsideReason.TOO_FEW_GAMES, NATIONAL,
                        man().scored("8", 8).in(titleTournament("A").prescribing(Title.MASTER, "0.6"))),
                Arguments.of("six rounds of a county grading event", SetAsideReason.TOO_FEW_ROUNDS, AMATEUR,
                        man().scored("6", 6).in(amateurGrading("A", EventLevel.COUNTY).ofRounds(6))),
                Arguments.of("a grading event whose rounds are not known", SetAsideReason.ROUNDS_UNKNOWN, AMATEUR,
                        man().scored("9", 9).in(amateurGrading("A", EventLevel.COUNTY).ofRounds(null))),
                Arguments.of("a title tournament that prescribes no rate", SetAsideReason.NO_NORM_RATE, NATIONAL,
                        man().scored("9", 9).in(titleTournament("A"))),
                Arguments.of("below the international rate", SetAsideReason.RATE_TOO_LOW, NATIONAL,
                        man().scored("5", 9).in(international("Asian Open"))),
                Arguments.of("below every amateur rate", SetAsideReason.RATE_TOO_LOW, AMATEUR,
                        man().scored("2.5", 7).in(amateurGrading("A", EventLevel.COUNTY).ofRounds(7))),
                Arguments.of("a grading event of unknown level", SetAsideReason.LEVEL_UNKNOWN, AMATEUR,
                        man().scored("9", 9).in(amateurGrading("A", null))),
                Arguments.of("a club event", SetAsideReason.CATEGORY_NOT_IN_STANDARD, NATIONAL,
                        man().placed(1).in(event(EventCategory.OTHER, "club", 2025))),
                Arguments.of("a grading event in the national standard", SetAsideReason.CATEGORY_NOT_IN_STANDARD, NATIONAL,
                        man().scored("9", 9).in(amateurGrading("A", EventLevel.NATIONAL))));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void resultIsSetAsideWithItsReason(String why, SetAsideReason reason, Standard standard, Players player) {
        Evaluation e = player.evaluatedAgainst(standard);

        assertEquals(List.of(new SetAside(0, reason)), e.setAside(), why);
        assertEquals(Optional.empty(), e.highestTitle(), why);
        SEEN.add(reason);
    }

    @AfterAll
    static void everyReasonIsCovered() {
        assertEquals(EnumSet.allOf(SetAsideReason.class), SEEN);
    }

    @Test
    void theSameEventEnteredTwiceIsSetAsideTheSecondTime() {
        Evaluation e = man().placed(5).in(provincialChampionship(2025)).placed(2).in(provincialChampionship(2025))
                .evaluatedAgainst(NATIONAL);

        assertEquals(List.of(new SetAside(1, SetAsideReason.DUPLICATE_EVENT)), e.setAside());
        assertEquals(Optional.of(Title.FIRST_CLASS), e.highestTitle());
        SEEN.add(SetAsideReason.DUPLICATE_EVENT);
    }

    @Test
    void twoEventsOfOneCategoryAreNoDuplicate() {
        Evaluation e = man().placed(5).in(provincialChampionship(2025))
                .placed(2).in(provincialChampionship(2025).named("another provincial championship"))
                .evaluatedAgainst(NATIONAL);

        assertEquals(List.of(), e.setAside());
    }

    @Test
    void aDuplicateIsNamedBeforeAnyOtherReason() {
        Evaluation e = man().placed(5).in(provincialChampionship(2025))
                .placed(2).in(provincialChampionship(2025).unofficial().womens().named("provincial championship 2025"))
                .evaluatedAgainst(NATIONAL);

        assertEquals(List.of(new SetAside(1, SetAsideReason.DUPLICATE_EVENT)), e.setAside());
    }

    @Test
    void aResultEndingOnTheEvaluationDateCounts() {
        Evaluation e = man().placed(1).in(provincialChampionship(2025).endingOn(Players.EVALUATED_ON))
                .evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.FIRST_CLASS), e.highestTitle());
        assertEquals(List.of(), e.setAside());
    }

    @Test
    void aResultWhoseLastDayToApplyIsTheEvaluationDateCounts() {
        // 1 July + 6 months = 1 January: the last day is not before 31 December
        Evaluation e = man().placed(1).in(provincialChampionship(2025).endingOn(LocalDate.of(2025, 7, 1)))
                .evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.FIRST_CLASS), e.highestTitle());
    }

    @Test
    void aResultWithoutAnEndDateIsNeverOutsideTheWindow() {
        Evaluation e = man().placed(1).in(provincialChampionship(2001).undated()).evaluatedAgainst(NATIONAL);

        assertEquals(Optional.of(Title.FIRST_CLASS), e.highestTitle());
    }

    @Test
    void reasonsRenderInBothLanguages() {
        assertEquals("名次未明确（第二条(二)）", SetAsideReason.RANK_NOT_DEFINITE.zh());
        assertEquals("not an official event (第二条(二))", SetAsideReason.NOT_OFFICIAL.en());
    }
}
