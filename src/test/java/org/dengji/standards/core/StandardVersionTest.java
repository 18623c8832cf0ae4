package org.dengji.standards.core;

import static org.dengji.standards.core.Events.provincialChampionship;
import static org.dengji.standards.core.Players.man;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Versions: a published standard is immutable; a draft copy is revised, published, and then in force. */
class StandardVersionTest {

    private static final Standard NATIONAL = SeededStandards.national();

    @Test
    void aPublishedVersionRefusesToChange() {
        PublishedStandardImmutableException e = assertThrows(PublishedStandardImmutableException.class,
                () -> NATIONAL.revise(NATIONAL.parameters(), List.of()));
        assertEquals("CN-NATIONAL-1", e.code());
        assertThrows(PublishedStandardImmutableException.class, () -> NATIONAL.publish(LocalDate.of(2026, 1, 1)));
    }

    @Test
    void aDraftCopyIsRevisedAndPublishedWithoutTouchingTheOriginal() {
        Standard draft = NATIONAL.draftCopy("CN-NATIONAL-2");
        assertEquals(StandardStatus.DRAFT, draft.status());
        assertEquals("CN-NATIONAL-1", draft.basedOn());
        assertEquals(2, draft.version());
        assertEquals(NATIONAL.clauses(), draft.clauses());

        List<Clause> clauses = new ArrayList<>(draft.clauses());
        clauses.replaceAll(c -> c.key().equals("M-1-2") ? withRanks(c, 1, 8) : c); // provincial top 8 for 一级
        Standard published = draft.revise(draft.parameters(), clauses).publish(LocalDate.of(2026, 1, 1));

        assertEquals(StandardStatus.PUBLISHED, published.status());
        Players eighth = man().placed(8).in(provincialChampionship(2025));
        assertEquals(Optional.of(Title.FIRST_CLASS), eighth.evaluatedAgainst(published).highestTitle());
        assertEquals(Optional.of(Title.SECOND_CLASS), eighth.evaluatedAgainst(NATIONAL).highestTitle());
        assertEquals(SeededStandards.national(), NATIONAL);
    }

    @Test
    void theVersionInForceDependsOnTheDateAndEveryEvaluationNamesIt() {
        Standard next = NATIONAL.draftCopy("CN-NATIONAL-2").publish(LocalDate.of(2026, 1, 1));
        List<Standard> all = List.of(NATIONAL, next, SeededStandards.amateur());

        assertEquals("CN-NATIONAL-1", Standard.inForce(all, Track.NATIONAL, LocalDate.of(2025, 12, 31)).orElseThrow().code());
        assertEquals("CN-NATIONAL-2", Standard.inForce(all, Track.NATIONAL, LocalDate.of(2026, 1, 1)).orElseThrow().code());
        assertEquals("CN-AMATEUR-1", Standard.inForce(all, Track.AMATEUR, LocalDate.of(2026, 1, 1)).orElseThrow().code());
        assertEquals("CN-NATIONAL-1", man().evaluatedAgainst(NATIONAL).standardCode());
    }

    @Test
    void aDraftIsNeverInForce() {
        Standard draft = NATIONAL.draftCopy("CN-NATIONAL-2");

        assertEquals(Optional.empty(), Standard.inForce(List.of(draft), Track.NATIONAL, LocalDate.of(2030, 1, 1)));
    }

    private static Clause withRanks(Clause c, int from, int to) {
        Criterion.Placement p = (Criterion.Placement) c.criterion();
        return new Clause(c.key(), c.title(), c.scope(), c.reference(),
                new Criterion.Placement(p.category(), from, to, p.times()), c.textZh(), c.textEn(),
                c.interpretationZh(), c.interpretationEn());
    }
}
