package org.dengji.registry.player;

import java.time.LocalDate;
import java.util.Set;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.Gender;

/**
 * Who a line of an imported file names, as far as the file says: any of registration number, FIDE ID
 * (null for none: a FIDE ID of 0 or blank means none), names, birth date, sex (null: the file does
 * not say).
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
     * Splits a name as a file writes it into its Chinese and Latin names, word by word: the words that
     * hold a Han character make the Chinese name (joined without spaces, the comma of "Last, First"
     * dropped), the others the Latin name ("Wang, Hao" → "Wang Hao"). So {@code 钱振宇 Qian Zhenyu}
     * gives both names, {@code 钱振宇} or {@code 王 皓} the Chinese one, {@code Qian, Zhenyu} the Latin one.
     */
    public static String[] splitName(String written) {
        StringBuilder han = new StringBuilder();
        StringBuilder latin = new StringBuilder();
        for (String word : (written == null ? "" : written).replaceAll("[,，]", " ").strip().split("\\s+")) {
            if (word.codePoints().anyMatch(PlayerIdentity::isHan)) {
                han.append(word);
            } else if (word.codePoints().anyMatch(Character::isLetterOrDigit)) {
                latin.append(latin.isEmpty() ? "" : " ").append(word);
            }
        }
        return new String[] {han.isEmpty() ? null : han.toString(), latin.isEmpty() ? null : latin.toString()};
    }

    private static boolean isHan(int codePoint) {
        return Character.UnicodeScript.of(codePoint) == Character.UnicodeScript.HAN;
    }
}
