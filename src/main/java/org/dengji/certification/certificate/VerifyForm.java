package org.dengji.certification.certificate;

import java.text.Normalizer;
import java.util.Locale;

/**
 * What a visitor typed into the verification form, tidied as people type it (spaces, full-width
 * characters of a Chinese input method, lower case), and checked for its shape: a number is required
 * and must look like one; a verification code may be left out, but when given it must be the
 * {@link CertificateIssuer#CODE_LENGTH} letters or digits printed on the certificate.
 *
 * @param numberError the reason the number cannot be looked up, as a stable code; null when it can
 * @param codeError the reason the code cannot be checked; null when it can or none was given
 */
public record VerifyForm(String number, String code, String numberError, String codeError) {

    static final VerifyForm EMPTY = new VerifyForm("", "", null, null);

    /** Reads the form's fields (either may be null). */
    static VerifyForm read(String typedNumber, String typedCode) {
        String number = tidy(typedNumber);
        String code = tidy(typedCode);
        String numberError = number.isEmpty() ? "NUMBER_MISSING"
                : CertificateIssuer.NUMBER_SHAPE.matcher(number).matches() ? null : "NUMBER_MALFORMED";
        String codeError = code.isEmpty() || code.matches("[A-Z0-9]{" + CertificateIssuer.CODE_LENGTH + "}") ? null
                : "CODE_MALFORMED";
        return new VerifyForm(number, code, numberError, codeError);
    }

    public boolean isValid() {
        return numberError == null && codeError == null;
    }

    /** The verification page of the number, with the code when one was given. */
    String resultPath() {
        return "/verify/" + number + (code.isEmpty() ? "" : "?code=" + code);
    }

    /** Full-width letters and digits become ASCII (NFKC), spaces anywhere go, letters become capitals. */
    private static String tidy(String typed) {
        if (typed == null) {
            return "";
        }
        String ascii = Normalizer.normalize(typed, Normalizer.Form.NFKC);
        return ascii.replaceAll("[\\s\\p{Z}]+", "").toUpperCase(Locale.ROOT);
    }
}
