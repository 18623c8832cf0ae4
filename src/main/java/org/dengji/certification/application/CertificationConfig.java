package org.dengji.certification.application;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.List;
import java.util.Optional;

/** The {@code dengji.certification.*} keys of {@code config/application.properties}. */
@ConfigMapping(prefix = "dengji.certification")
public interface CertificationConfig {

    /** Working days a public notice (公示) runs; 0 closes it at once (for trials). */
    @WithDefault("5")
    int noticeWorkingDays();

    /**
     * The PRC public holidays a notice does not count, each a day or a range {@code from..to}; the
     * list ships with the State Council's published holidays and is extended each year.
     */
    Optional<List<String>> holidays();

    /** Objections one address may lodge in an hour (the public form is open to anyone). */
    @WithDefault("5")
    int objectionsPerHour();

    /**
     * The CJK font of PDF certificates (a TrueType collection; a subset is embedded). Missing or
     * unreadable: PDFs are made in Latin text only, and the log says so.
     */
    @WithDefault("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")
    String pdfFont();

    /** Years a revocation for false materials bars new applications by the player. */
    @WithDefault("3")
    int falseMaterialsBarYears();
}
