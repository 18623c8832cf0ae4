package org.dengji.registry.pages;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.dengji.common.Failure;
import org.dengji.common.Violation;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerCorrection;
import org.dengji.standards.core.Gender;

/**
 * What the correction form posted, as text, so that a refused form comes back as the registrar typed
 * it. The form always sends every field, so it reads them as the whole new state: an empty name
 * removes it and an empty FIDE ID removes the FIDE ID, as in the API; an empty sex or birth date
 * (never recorded) stays as it is. {@code version} is the record's version the page was drawn from.
 */
public record CorrectionForm(String nameZh, String nameLatin, String gender, String birthDate, String homeUnit,
        String fideId, String reason, String version) {

    static CorrectionForm of(Player p) {
        return new CorrectionForm(text(p.nameZh), text(p.nameLatin), text(p.gender), text(p.birthDate),
                p.homeUnit.unitCode, text(p.fideId), "", String.valueOf(p.version));
    }

    /** The same entries, against the record's current version: after a conflict, sent again deliberately. */
    CorrectionForm against(long currentVersion) {
        return new CorrectionForm(nameZh, nameLatin, gender, birthDate, homeUnit, fideId, reason,
                String.valueOf(currentVersion));
    }

    public boolean isSex(Gender sex) {
        return sex.name().equals(gender);
    }

    public boolean isHome(String unitCode) {
        return unitCode.equals(homeUnit);
    }

    /** The correction asked for; an entry that is not a value of its kind is refused with its field. */
    PlayerCorrection toCorrection() {
        List<Violation> wrong = new ArrayList<>();
        Gender sex = blank(gender) ? null : parse(() -> Gender.valueOf(gender.strip()), "gender", wrong);
        LocalDate born = blank(birthDate) ? null : parse(() -> LocalDate.parse(birthDate.strip()), "birthDate", wrong);
        Long fide = blank(fideId) ? Long.valueOf(0) : parse(() -> Long.valueOf(fideId.strip()), "fideId", wrong);
        if (!wrong.isEmpty()) {
            throw new Failure(Failure.Kind.INVALID, "INVALID_VALUE", "A field holds no value of its kind.", wrong);
        }
        return new PlayerCorrection(nameZh, nameLatin, sex, born, blank(homeUnit) ? null : homeUnit, fide, reason,
                versionSeen());
    }

    /** Without a version (a page from before versions were sent), the correction applies to the current record. */
    private Long versionSeen() {
        try {
            return blank(version) ? null : Long.valueOf(version.strip());
        } catch (NumberFormatException garbled) {
            return null;
        }
    }

    private interface Reading<T> {
        T read();
    }

    private static <T> T parse(Reading<T> reading, String field, List<Violation> wrong) {
        try {
            return reading.read();
        } catch (IllegalArgumentException | DateTimeParseException notAValue) {
            wrong.add(Violation.field(field, "not a value of its kind"));
            return null;
        }
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }

    private static String text(Object value) {
        return value == null ? "" : value.toString();
    }
}
