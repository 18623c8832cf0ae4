package org.dengji.certification.certificate;

import java.time.LocalDate;

/** What a printed certificate says, in both languages, and the address its QR code opens. */
public record PrintedCertificate(String number, String name, String titleZh, String titleEn, String issuerZh,
        String issuerEn, LocalDate issuedOn, String verificationCode, String verifyUrl, boolean revoked) {

    public static PrintedCertificate of(Certificate c, String baseUrl) {
        return new PrintedCertificate(c.number, c.playerName, c.title.zh(), c.title.en(), c.unit.nameZh, c.unit.nameEn,
                c.issuedOn, c.verificationCode, verifyUrl(baseUrl, c), c.status == Certificate.Status.REVOKED);
    }

    /** The public verification address, with the code, so that scanning it checks this copy. */
    public static String verifyUrl(String baseUrl, Certificate c) {
        String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        return base + "/verify/" + c.number + "?code=" + c.verificationCode;
    }

    public String qrSvg() {
        return QrCode.of(verifyUrl).svg(verifyUrl);
    }
}
