package org.dengji.registry.player;

/** The player API's public shapes: never a birth date. */
public final class PlayerViews {

    private PlayerViews() {
    }

    /** A search hit: the registration number and the Chinese name, else the Latin one. */
    public record Found(String registrationNo, String name) {
        public static Found of(Player p) {
            return new Found(p.registrationNo, p.displayName());
        }
    }

    /** A player's public record. */
    public record Public(String registrationNo, String name, String nameZh, String nameLatin, String gender,
            String homeUnit, String homeUnitZh, String homeUnitEn, Long fideId, java.util.List<String> fideTitles,
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
}
