package org.dengji.registry.player;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.dengji.authority.Organisation;

/**
 * The players a whole import file may name, looked up in a few queries (by registration number, FIDE
 * ID, Chinese name and Latin name key, in chunks) instead of one query per line, then matched in
 * memory. Identity on import: registration number, then FIDE ID (both public, so matched anywhere),
 * then the exact name with the same birth date, but only among the players whose home unit the
 * importing registrar covers: a birth date is private, and a match outside the registrar's
 * jurisdiction would tell them one.
 */
final class PlayerLookup {

    private final Map<String, Player> byRegistration = new HashMap<>();
    private final Map<Long, Player> byFideId = new HashMap<>();
    private final Map<String, List<Player>> byNameZh = new HashMap<>();
    private final Map<String, List<Player>> byLatinKey = new HashMap<>();
    private final Predicate<Organisation> readable;

    private PlayerLookup(Predicate<Organisation> readable) {
        this.readable = readable;
    }

    /** Loads every player the identities could name; {@code readable} tells the home units the registrar covers. */
    static PlayerLookup of(Collection<PlayerIdentity> identities, Predicate<Organisation> readable) {
        PlayerLookup lookup = new PlayerLookup(readable);
        Set<String> numbers = new HashSet<>();
        Set<Long> fideIds = new HashSet<>();
        Set<String> zh = new HashSet<>();
        Set<String> latin = new HashSet<>();
        for (PlayerIdentity who : identities) {
            if (who.registrationNo() != null) {
                numbers.add(who.registrationNo().toUpperCase(java.util.Locale.ROOT));
            }
            if (who.fideId() != null) {
                fideIds.add(who.fideId());
            }
            if (who.nameZh() != null) {
                zh.add(who.nameZh());
            } else if (who.nameLatin() != null) {
                latin.addAll(LatinNames.keys(who.nameLatin()));
            }
        }
        PlayerIds ids = new PlayerIds();
        ids.load(numbers, "registration_no", "varchar").forEach(p -> lookup.byRegistration.put(p.registrationNo, p));
        ids.load(fideIds, "fide_id", "bigint").forEach(p -> lookup.byFideId.put(p.fideId, p));
        // Asked by the indexed column alone, the rest filtered here: with "name_zh is null" in the query,
        // a planner without fresh statistics scans the name_zh index for every Latin-only player instead.
        ids.load(zh, "name_zh", "varchar").stream().filter(p -> p.mergedInto == null).forEach(
                p -> lookup.byNameZh.computeIfAbsent(p.nameZh, k -> new ArrayList<>()).add(p));
        ids.load(latin, "name_latin_key", "varchar").stream().filter(p -> p.nameZh == null && p.mergedInto == null)
                .forEach(p -> lookup.byLatinKey.computeIfAbsent(p.nameLatinKey, k -> new ArrayList<>()).add(p));
        return lookup;
    }

    PlayerMatch resolve(PlayerIdentity who) {
        if (who.registrationNo() != null) {
            Player p = byRegistration.get(who.registrationNo().toUpperCase(java.util.Locale.ROOT));
            return p == null ? new PlayerMatch.UnknownRegistration(who.registrationNo())
                    : new PlayerMatch.Existing(live(p));
        }
        if (who.fideId() != null && byFideId.containsKey(who.fideId())) {
            return new PlayerMatch.Existing(live(byFideId.get(who.fideId())));
        }
        List<Player> sameName = sameName(who);
        if (who.birthDate() != null) {
            for (Player p : sameName) {
                if (who.birthDate().equals(p.birthDate) && readable.test(p.homeUnit)) {
                    return new PlayerMatch.Existing(p);
                }
            }
        }
        return new PlayerMatch.New(sameName);
    }

    /** A player registered by this import, so that a later line of the same file finds them. */
    void registered(Player p) {
        if (p.fideId != null) {
            byFideId.put(p.fideId, p);
        }
    }

    private List<Player> sameName(PlayerIdentity who) {
        if (who.nameZh() != null) {
            return byNameZh.getOrDefault(who.nameZh(), List.of());
        }
        if (who.nameLatin() == null) {
            return List.of();
        }
        List<Player> same = new ArrayList<>();
        LatinNames.keys(who.nameLatin()).forEach(k -> same.addAll(byLatinKey.getOrDefault(k, List.of())));
        return same.stream().distinct().sorted(java.util.Comparator.comparing(p -> p.id)).toList();
    }

    /** A merged record answers for the record it was merged into. */
    static Player live(Player p) {
        Player at = p;
        while (at.mergedInto != null) {
            at = at.mergedInto;
        }
        return at;
    }
}
