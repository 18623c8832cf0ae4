package org.dengji.standards.version;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.SeededStandards;
import org.dengji.standards.core.Standard;
import org.dengji.standards.core.StandardStatus;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;
import org.junit.jupiter.api.Test;

/** Rows and domain map both ways, so a draft edited in the domain can be saved as rows. */
class StandardRowsTest {

    @Test
    void clauseRowsAssembleBackToTheSameStandard() {
        for (Standard seeded : List.of(SeededStandards.national(), SeededStandards.amateur())) {
            List<StandardRows.ClauseRow> rows = StandardRows.clauseRows(seeded);
            List<StandardRows.NormRateRow> rates = seeded.parameters().internationalRates().stream()
                    .map(r -> new StandardRows.NormRateRow(r.title(), r.scope(), r.rate())).toList();
            StandardRows.StandardRow head = new StandardRows.StandardRow(seeded.code(), seeded.version(),
                    seeded.basedOn(), seeded.nameZh(), seeded.nameEn(), seeded.track(), seeded.status(),
                    seeded.effectiveFrom(), seeded.effectiveTo(), seeded.parameters().normMinGames(),
                    seeded.parameters().windowMonths());

            assertEquals(seeded, StandardRows.assemble(head, rows, rates));
        }
    }

    @Test
    void theCombinationBecomesAParentAndTwoParts() {
        List<StandardRows.ClauseRow> parts = StandardRows.clauseRows(SeededStandards.national()).stream()
                .filter(r -> "W-GM-2".equals(r.parentKey())).toList();

        assertEquals(List.of("W-GM-2a PLACEMENT", "W-GM-2b FOREIGN_TITLE"),
                parts.stream().map(r -> r.clauseKey() + " " + r.kind()).toList());
    }

    @Test
    void aBadRowNamesItsClause() {
        StandardRows.ClauseRow bad = new StandardRows.ClauseRow("M-X-1", null, 10, Title.MASTER, GenderScope.MEN, "X",
                ClauseKind.PLACEMENT, EventCategory.NATIONAL_INDIVIDUAL, null, 16, 1, null, null, null, null, null,
                "", "", null, null);
        StandardRows.StandardRow head = new StandardRows.StandardRow("X", 1, null, "", "", Track.NATIONAL,
                StandardStatus.DRAFT, null, null, 9, 6);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StandardRows.assemble(head, List.of(bad), List.of()));
        assertTrue(e.getMessage().startsWith("clause M-X-1: rank_from"), e.getMessage());
    }
}
