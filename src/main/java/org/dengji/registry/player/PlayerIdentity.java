package org.dengji.registry.player;

import java.time.LocalDate;
import java.util.Set;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.Gender;

/**
 * Who a line of an imported file names, as far as the file says: any of registration number, FIDE ID
 * (null for none: a FIDE ID of 0 or blank means none), names, birth date.
 */
public record PlayerIdentity(String registrationNo, Long fideId, String nameZh, String nameLatin,
        LocalDate birthDate, Gender gender, Set<FideTitle> fideTitles) {

    public PlayerIdentity {
        fideId = fideId == null || fideId == 0 ? null : fideId;
        nameZh = blankToNull(nameZh);
        nameLatin = blankToNull(nameLatin);
        registrationNo = blankToNull(registrationNo);
        fideTitles = fideTitles == null ? Set.of() : Set.copyOf(fideTitles);
    }

    /** The name used for "same name": the Chinese name where there is one. */
    public String matchName() {
        return nameZh != null ? nameZh : nameLatin;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    /**
     * Splits a name as a file writes it: one with Chinese characters is a Chinese name (spaces and
     * the comma of "Last, First" dropped); anything else is a Latin name ("Wang, Hao" → "Wang Hao").
     */
    public static String[] splitName(String written) {
        String name = written == null ? "" : written.strip();
        if (name.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN)) {
            return new String[] {name.replaceAll("[\\s,，]+", ""), null};
        }
        return new String[] {null, name.replaceAll("\\s*,\\s*", " ").replaceAll("\\s+", " ")};
    }
}
