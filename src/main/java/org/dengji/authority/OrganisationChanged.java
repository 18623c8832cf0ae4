package org.dengji.authority;

/**
 * Fired when a unit is created or its data (names, level, place, grants) is replaced, so that what is
 * kept from the tree elsewhere (the approving bodies in words) can be forgotten once the change commits.
 */
public record OrganisationChanged(long id) {
}
