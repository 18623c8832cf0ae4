package org.dengji.registry.player;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.dengji.authority.Organisation;
import org.dengji.standards.core.Gender;

/**
 * The facts about a player that a registrar corrects, as one value: read from a player, corrected
 * by a {@link PlayerCorrection} without touching the player, compared field by field, and only then
 * written back. So every check sees the outcome before anything changes.
 */
record PlayerFacts(String nameZh, String nameLatin, Gender gender, LocalDate birthDate, Organisation homeUnit,
        Long fideId) {

    static PlayerFacts of(Player p) {
        return new PlayerFacts(p.nameZh, p.nameLatin, p.gender, p.birthDate, p.homeUnit, p.fideId);
    }

    /** These facts with the correction's fields in place; {@code home} is the unit its code named. */
    PlayerFacts corrected(PlayerCorrection c, Organisation home) {
        return new PlayerFacts(name(c.nameZh(), nameZh), name(c.nameLatin(), nameLatin),
                c.gender() == null ? gender : c.gender(),
                c.birthDate() == null ? birthDate : c.birthDate(),
                home == null ? homeUnit : home,
                c.fideId() == null ? fideId : c.fideId() == 0 ? null : c.fideId());
    }

    /** Absent keeps the name; empty (after trimming) removes it. */
    private static String name(String given, String current) {
        if (given == null) {
            return current;
        }
        String name = given.strip();
        return name.isEmpty() ? null : name;
    }

    boolean hasAName() {
        return nameZh != null || nameLatin != null;
    }

    /** The fields, by their API names, in which these facts differ from {@code before}. */
    List<String> changedFrom(PlayerFacts before) {
        List<String> changed = new ArrayList<>();
        addIf(changed, "nameZh", nameZh, before.nameZh);
        addIf(changed, "nameLatin", nameLatin, before.nameLatin);
        addIf(changed, "gender", gender, before.gender);
        addIf(changed, "birthDate", birthDate, before.birthDate);
        addIf(changed, "homeUnit", homeUnit.id, before.homeUnit.id);
        addIf(changed, "fideId", fideId, before.fideId);
        return changed;
    }

    private static void addIf(List<String> changed, String field, Object now, Object was) {
        if (!Objects.equals(now, was)) {
            changed.add(field);
        }
    }

    void applyTo(Player p) {
        p.name(nameZh, nameLatin);
        p.gender = gender;
        p.birthDate = birthDate;
        p.homeUnit = homeUnit;
        p.fideId = fideId;
    }
}
