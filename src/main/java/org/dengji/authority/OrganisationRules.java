package org.dengji.authority;

import java.util.List;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/**
 * The shape of the tree: which level sits under which, which levels administrators may create or
 * change, and that a unit never moves under itself. A refused change is well-formed but cannot be
 * made where it is asked: 422, naming the field.
 */
final class OrganisationRules {

    private OrganisationRules() {
    }

    static void checkNewUnit(OrganisationLevel level, Organisation parent) {
        if (!level.creatableByAdministrators()) {
            throw refused("LEVEL_NOT_CREATABLE", "Units of level " + level + " are seeded and cannot be added.",
                    "level", "must be one of PREFECTURE, COUNTY, INDUSTRY, PLAN_CITY");
        }
        checkPlace(level, parent);
    }

    /** A unit moves to a unit outside its own subtree. */
    static void checkMove(Organisation unit, Organisation newParent) {
        if (newParent.isWithin(unit)) {
            throw refused("MOVE_CREATES_CYCLE", "%s (%s) cannot move under %s (%s), which lies within it."
                    .formatted(unit.nameEn, unit.unitCode, newParent.nameEn, newParent.unitCode),
                    "parentId", "must not be the unit or a unit below it");
        }
    }

    /**
     * The level a unit keeps or takes: the levels the migrations create (national, association, provincial) never
     * change and no unit takes one; the level must be allowed under the parent, and the unit's own
     * children must be allowed under the level.
     */
    static void checkLevel(Organisation unit, OrganisationLevel level, Organisation parent,
            List<Organisation> children) {
        if (level != unit.level && !(unit.level.creatableByAdministrators() && level.creatableByAdministrators())) {
            throw refused("LEVEL_NOT_CHANGEABLE", "A " + unit.level + " unit cannot become a " + level + " unit.",
                    "level", "must stay " + unit.level);
        }
        checkPlace(level, parent);
        for (Organisation child : children) {
            if (!child.level.allowedParents().contains(level)) {
                throw refused("LEVEL_NOT_ALLOWED_HERE", "%s (%s), a %s unit below it, cannot sit under a %s unit."
                        .formatted(child.nameEn, child.unitCode, child.level, level), "level", "its units below forbid "
                        + level);
            }
        }
    }

    private static void checkPlace(OrganisationLevel level, Organisation parent) {
        if (!level.allowedParents().contains(parent.level)) {
            throw refused("LEVEL_NOT_ALLOWED_HERE", "A " + level + " unit cannot sit under a " + parent.level + " unit.",
                    "level", "allowed under " + level.allowedParents());
        }
    }

    private static Failure refused(String code, String message, String field, String why) {
        return Failure.unprocessable(code, message, List.of(Violation.field(field, why)));
    }
}
