package org.dengji.certification.certificate;

import java.time.LocalDate;

/**
 * What anyone may learn from a certificate number: the number, the holder's name, the title, the day
 * and unit of issue, and whether it still stands. Nothing else about the player.
 */
public record CertificateView(String number, String name, String title, LocalDate issuedOn, String issuer,
        String status) {

    public static CertificateView of(Certificate c) {
        return new CertificateView(c.number, c.playerName, c.title.name(), c.issuedOn, c.unit.nameZh, c.status.name());
    }
}
