package org.dengji.authority;

import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;

/**
 * The choices the organisation form offers: the levels a unit may have where it is, the units it may
 * sit under (for a unit being changed: those the administrator covers that may hold its level, never
 * the unit itself or one below it), and the grants: every grant to an administrator of the national
 * authority, which alone grants approval authority, none to anyone else (the form shows the unit's
 * grants and sends them back unchanged). The service checks the choice made all the same.
 */
public record OrganisationChoices(List<OrganisationLevel> levels, List<Organisation> parents, List<Grant> grants) {

    static OrganisationChoices forNewUnit(Organisation parent, boolean mayGrant) {
        return new OrganisationChoices(levelsUnder(parent), List.of(parent), grants(mayGrant));
    }

    static OrganisationChoices forUnit(Organisation unit, List<Organisation> covered, boolean mayGrant) {
        List<OrganisationLevel> levels = unit.level.creatableByAdministrators() ? levelsUnder(unit.parent)
                : List.of(unit.level);
        List<Organisation> parents = covered.stream()
                .filter(p -> p.id.equals(unit.parentId())
                        || unit.level.allowedParents().contains(p.level) && !p.isWithin(unit))
                .sorted(Comparator.comparing(p -> p.unitCode))
                .toList();
        return new OrganisationChoices(levels, parents, grants(mayGrant));
    }

    private static List<Grant> grants(boolean mayGrant) {
        return mayGrant ? List.of(Grant.values()) : List.of();
    }

    private static List<OrganisationLevel> levelsUnder(Organisation parent) {
        return EnumSet.allOf(OrganisationLevel.class).stream()
                .filter(l -> l.creatableByAdministrators() && l.allowedParents().contains(parent.level))
                .toList();
    }
}
