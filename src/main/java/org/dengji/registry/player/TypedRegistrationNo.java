package org.dengji.registry.player;

import java.text.Normalizer;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A registration number as people type it. A number is {@link Player#PREFIX} and the player's id
 * padded to eight digits, but on the phone, on a certificate or read aloud the prefix and the
 * leading zeros get lost: {@code CN00012345}, {@code cn12345}, {@code 00012345} and {@code 12345}
 * all name {@code CN00012345}. Full-width characters (a Chinese input method types {@code １２３４５})
 * and spaces are read as their plain forms.
 */
public final class TypedRegistrationNo {

    /** At most 18 significant digits: any id fits a {@code long}, and a longer string names nobody. */
    private static final Pattern FORM = Pattern.compile("(?:" + Player.PREFIX + ")?0*(\\d{1,18})", Pattern.CASE_INSENSITIVE);

    private TypedRegistrationNo() {
    }

    /**
     * Whether {@code typed} is written as a registration number (digits, perhaps after the prefix), even one
     * too long to name anybody: such a query means a number, never a name with digits in it.
     */
    public static boolean isWrittenAsNumber(String typed) {
        return plain(typed).matches("(?i)(?:" + Player.PREFIX + ")?\\d+");
    }

    private static String plain(String typed) {
        return Normalizer.normalize(typed, Normalizer.Form.NFKC).replaceAll("\\s+", "");
    }

    /** The registration number {@code typed} names, or empty when it is no registration number. */
    public static Optional<String> canonical(String typed) {
        Matcher m = FORM.matcher(plain(typed));
        return m.matches() ? Optional.of(Player.registrationNoOf(Long.parseLong(m.group(1)))) : Optional.empty();
    }
}
