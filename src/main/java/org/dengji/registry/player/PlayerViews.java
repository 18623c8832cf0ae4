package org.dengji.registry.player;

import java.time.LocalDate;
import java.util.List;

/**
 * The player API's shapes. The public ones never hold a birth date; {@link Corrected} does, and it is
 * answered only to a registrar whose subtree holds the player.
 */
public final class PlayerViews {

    private PlayerViews() {
    }

    /**
     * A search hit: the registration number, the Chinese name else the Latin one, and what tells
     * namesakes apart without the private birth date: both names, the home unit (code and names) and
     * the national title and amateur grade held (null when none).
     */
    public record Found(String registrationNo, String name, String nameZh, String nameLatin, String homeUnit,
            String homeUnitZh, String homeUnitEn, String nationalTitle, String amateurGrade) {
        public static Found of(Player p) {
            return new Found(p.registrationNo, p.displayName(), p.nameZh, p.nameLatin, p.homeUnit.unitCode,
                    p.homeUnit.nameZh, p.homeUnit.nameEn, code(p.nationalTitle), code(p.amateurGrade));
        }
    }

    private static String code(Enum<?> value) {
        return value == null ? null : value.name();
    }

    /** A player's public record. */
    public record Public(String registrationNo, String name, String nameZh, String nameLatin, String gender,
            String homeUnit, String homeUnitZh, String homeUnitEn, Long fideId, List<String> fideTitles,
            String nationalTitle, String amateurGrade) {
        public static Public of(Player p) {
            return new Public(p.registrationNo, p.displayName(), p.nameZh, p.nameLatin,
                    p.gender == null ? null : p.gender.name(),
                    p.homeUnit.unitCode, p.homeUnit.nameZh, p.homeUnit.nameEn, p.fideId,
                    p.fideTitles.stream().map(Enum::name).sorted().toList(),
                    p.nationalTitle == null ? null : p.nationalTitle.name(),
                    p.amateurGrade == null ? null : p.amateurGrade.name());
        }
    }

    /**
     * The answer to a correction, for the registrar who made it: the public record, the birth date
     * they may have just corrected, the record's new version (to send with the next correction) and
     * the fields that changed (empty when the correction changed nothing).
     */
    public record Corrected(Public player, LocalDate birthDate, long version, List<String> changed) {
        public static Corrected of(Player p, List<String> changed) {
            return new Corrected(Public.of(p), p.birthDate, p.version, changed);
        }
    }
}
