package org.dengji.registry.player;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import org.dengji.common.NoControlCharacters;
import org.dengji.standards.core.Gender;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A registrar's correction of a player. A field left out (or null) stays as it is; an empty name
 * removes that name (one of the two must remain); a FIDE ID of 0 removes the FIDE ID. The sex and the
 * birth date can be corrected but not removed: a sex once recorded is corrected to the other one.
 * {@code version}, when given, is the version of the record the correction was made against: if the
 * record has changed since, the correction is refused (409) instead of overwriting what it did not see.
 * Messages are keys of {@code ValidationMessages}, so that pages show them in the reader's language.
 */
@Schema(description = "A correction of a player: absent fields stay as they are; an empty name removes that name;"
        + " fideId 0 removes the FIDE ID; version, if given, must be the record's current version.", example = """
                {"gender": "FEMALE", "birthDate": "2009-03-14", "reason": "Birth certificate seen", "version": 2}""")
public record PlayerCorrection(
        @Size(max = NAME_LENGTH) @NoControlCharacters String nameZh,
        @Size(max = NAME_LENGTH) @NoControlCharacters String nameLatin,
        Gender gender,
        @BirthDate LocalDate birthDate,
        String homeUnit,
        @Min(value = 0, message = "{dengji.fide_id.range}") @Max(value = FIDE_ID_MAX, message = "{dengji.fide_id.range}")
        Long fideId,
        @Size(max = 500) String reason,
        Long version) {

    /** The longest name the player table stores. */
    public static final int NAME_LENGTH = 100;

    /** The largest FIDE ID accepted: eleven digits, more than FIDE will hand out for a long time. */
    public static final long FIDE_ID_MAX = 99_999_999_999L;

    /** Whether the correction names anything to change (the reason and version alone change nothing). */
    public boolean namesNothing() {
        return nameZh == null && nameLatin == null && gender == null && birthDate == null && homeUnit == null
                && fideId == null;
    }
}
