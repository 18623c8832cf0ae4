package org.dengji.authority;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * The levels of the approval tree (《国际象棋升级规则》 第三条), and the levels each may sit under.
 * Which titles a level approves is not here: it is the standard's data (第三条 rows of the version in
 * force), read by the standards feature. INDUSTRY and PLAN_CITY units approve only what the national
 * authority grants them.
 */
public enum OrganisationLevel {
    NATIONAL,
    ASSOCIATION,
    PROVINCIAL,
    PREFECTURE,
    COUNTY,
    INDUSTRY,
    PLAN_CITY;

    /** Only industry sports associations and plan-listed cities receive authority by grant. */
    public boolean acceptsGrants() {
        return this == INDUSTRY || this == PLAN_CITY;
    }

    /** Which parent levels a unit of this level may hang under (when added, moved or changed). */
    public Set<OrganisationLevel> allowedParents() {
        return switch (this) {
            case NATIONAL -> EnumSet.noneOf(OrganisationLevel.class);
            case ASSOCIATION, PROVINCIAL -> EnumSet.of(NATIONAL);
            case PREFECTURE, PLAN_CITY -> EnumSet.of(PROVINCIAL);
            // Districts and counties of the municipalities (北京, 上海 …) sit directly under the province level.
            case COUNTY -> EnumSet.of(PREFECTURE, PROVINCIAL, PLAN_CITY);
            case INDUSTRY -> EnumSet.of(NATIONAL, PROVINCIAL);
        };
    }

    /** Whether any level may sit under this one (nothing hangs under an association or a county). */
    public boolean hasChildren() {
        return Arrays.stream(values()).anyMatch(l -> l.creatableByAdministrators() && l.allowedParents().contains(this));
    }

    /** Seeded levels exist once; administrators create only the lower ones. */
    public boolean creatableByAdministrators() {
        return this != NATIONAL && this != ASSOCIATION && this != PROVINCIAL;
    }
}
