package org.dengji.registry.player;

/**
 * Fired, inside the correcting transaction, when a player's names change: the records that carry a copy of
 * them (an event's results, for its pages) observe it and follow, so the player's feature need not know them.
 * The names are already the new ones on {@code player}.
 */
public record PlayerRenamed(Player player) {
}
