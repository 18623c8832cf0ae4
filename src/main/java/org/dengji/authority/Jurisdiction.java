package org.dengji.authority;

import org.dengji.common.Failure;

/**
 * The one jurisdiction check: staff act only on units within their own organisation's subtree, and
 * national data (the standards, grants of approval authority) is changed at the national authority.
 * The tree decides what "within" means; who is acting is known to the security feature, which
 * supplies the implementation, so this package needs nothing above it. Every feature calls this;
 * none re-implements it.
 */
public interface Jurisdiction {

    /** The acting staff member's organisation; refuses with 401 when nobody is signed in. */
    Organisation home();

    /**
     * Whether {@code unit} is the acting staff member's organisation or lies below it: its path starts
     * with theirs. Lists apply the same test in their queries, through the subtree's unit ids
     * ({@link UnitsWithin}).
     */
    default boolean covers(Organisation unit) {
        return unit.isWithin(home());
    }

    /**
     * Refuses with {@code OUT_OF_JURISDICTION} unless {@link #covers(Organisation)}. The message names
     * no unit: it may be the home unit of a record the reader may not see. A feature that refuses to
     * show a record outside the jurisdiction answers 404 instead, as for a record that does not exist.
     */
    default void requireCovers(Organisation unit) {
        if (!covers(unit)) {
            throw Failure.refused("OUT_OF_JURISDICTION", "This is outside the jurisdiction of your unit.");
        }
    }

    /**
     * Refuses with {@code OUT_OF_JURISDICTION} unless the staff member belongs to the national
     * authority itself: national data (the standards) is changed there and nowhere below.
     */
    default void requireNationalAuthority(String what) {
        if (!atNationalAuthority()) {
            throw Failure.refused("OUT_OF_JURISDICTION", what + " national data: only staff of the national"
                    + " authority may change it, not of " + home().nameEn + " (" + home().unitCode + ").");
        }
    }

    /** Whether the staff member belongs to the national authority itself (level NATIONAL, unit 0001). */
    default boolean atNationalAuthority() {
        return home().level == OrganisationLevel.NATIONAL;
    }

    /** Whether {@code unit} lies strictly below the acting staff member's organisation. */
    default boolean isAbove(Organisation unit) {
        return unit.isBelow(home());
    }

    /**
     * Refuses with {@code OUT_OF_JURISDICTION} unless {@link #isAbove(Organisation)}: a unit's own data
     * (its names, codes, level, place in the tree and grants) is changed from a unit above it, never by
     * its own staff, so no unit can give itself authority or rename itself.
     */
    default void requireAbove(Organisation unit) {
        requireCovers(unit);
        if (unit.id.equals(home().id)) {
            throw Failure.refused("OUT_OF_JURISDICTION", "%s (%s) is your own unit: its data is changed by an"
                    .formatted(unit.nameEn, unit.unitCode) + " administrator of a unit above it.");
        }
    }
}
