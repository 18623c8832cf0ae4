package org.dengji.registry.player;

import java.util.List;

/** How an imported line's identity was resolved, before anything is written. */
public sealed interface PlayerMatch {

    /**
     * An existing player, found by registration number, FIDE ID, or exact name and birth date among
     * the players the importing registrar may read.
     */
    record Existing(Player player) implements PlayerMatch {
    }

    /** Nobody certain: a new player, and the existing players of the same name to queue as possible duplicates. */
    record New(List<Player> sameName) implements PlayerMatch {
        public New {
            sameName = List.copyOf(sameName);
        }
    }

    /** The line names a registration number that Dengji never assigned. */
    record UnknownRegistration(String registrationNo) implements PlayerMatch {
    }
}
