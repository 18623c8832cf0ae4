package org.dengji.registry.pgn;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.event.RoundEntry;

/**
 * An event's players and pairings, as a game is matched to them: a player by FIDE ID or by name
 * (as the standings file wrote it, or the registered Chinese or Latin name; case, spaces and
 * punctuation ignored), then the pairing by round, white and black.
 */
final class Pairings {

    private final Map<String, EventResult> byName = new HashMap<>();
    private final Map<Long, EventResult> byFideId = new HashMap<>();
    private final Map<Integer, EventResult> byStart = new HashMap<>();

    Pairings(List<EventResult> results) {
        for (EventResult r : results) {
            byStart.put(r.startNumber, r);
            for (String name : new String[] {r.enteredName, r.player.nameZh, r.player.nameLatin}) {
                if (name != null) {
                    byName.putIfAbsent(key(name), r);
                }
            }
            if (r.player.fideId != null) {
                byFideId.put(r.player.fideId, r);
            }
        }
    }

    static String key(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[\\s,.'·\\-]+", "");
    }

    /** The player a game's tags name, or null. */
    EventResult player(String name, String fideId) {
        if (fideId != null && fideId.matches("\\d{1,11}") && byFideId.containsKey(Long.parseLong(fideId))) {
            return byFideId.get(Long.parseLong(fideId));
        }
        return name == null ? null : byName.get(key(name));
    }

    /** White's entry for the round, when it pairs white against black with white's pieces. */
    static RoundEntry pairing(EventResult white, EventResult black, int round) {
        return white.roundEntries().stream()
                .filter(e -> e.round() == round && e.opponent() != null && e.opponent() == black.startNumber)
                .findFirst().orElse(null);
    }

    /** The PGN marker a pairing's result implies for white's entry, or null for forfeits and byes. */
    static String expectedMarker(RoundEntry whiteEntry) {
        RoundCode code = whiteEntry.roundCode();
        if (!code.isGame()) {
            return null;
        }
        return code.isWin() ? "1-0" : code.isDraw() ? "1/2-1/2" : "0-1";
    }

    EventResult atStart(int startNumber) {
        return byStart.get(startNumber);
    }
}
