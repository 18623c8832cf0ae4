package org.dengji.authority;

import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;

/**
 * The choices the organisation form offers: the levels a unit may have where it is, the units it may
 * sit under (for a unit being changed: those the administrator covers that may hold its level, never
 * the unit itself or one below it), and the grants. The service checks the choice made all the same.
 */
public record OrganisationChoices(List<OrganisationLevel> levels, List<Organisation> parents, List<Grant> grants) {

    static OrganisationChoices forNewUnit(Organisation parent) {
        return new OrganisationChoices(levelsUnder(parent), List.of(parent), List.of(Grant.values()));
    }

    static OrganisationChoices forUnit(Organisation unit, List<Organisation> covered) {
        List<OrganisationLevel> levels = unit.level.creatableByAdministrators() ? levelsUnder(unit.parent)
                : List.of(unit.level);
        List<Organisation> parents = covered.stream()
                .filter(p -> p.id.equals(unit.parentId())
                        || unit.level.allowedParents().contains(p.level) && !p.isWithin(unit))
                .sorted(Comparator.comparing(p -> p.unitCode))
                .toList();
        return new OrganisationChoices(levels, parents, List.of(Grant.values()));
    }

    private static List<OrganisationLevel> levelsUnder(Organisation parent) {
        return EnumSet.allOf(OrganisationLevel.class).stream()
                .filter(l -> l.creatableByAdministrators() && l.allowedParents().contains(parent.level))
                .toList();
    }
}
