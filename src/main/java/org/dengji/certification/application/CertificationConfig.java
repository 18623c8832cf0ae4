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
     * The fonts of PDF certificates, in the order they are tried for each character (TrueType fonts or
     * collections; a subset of each font used is embedded): a CJK font for the common characters, then
     * one that covers CJK Extension B and the rest of Plane 2, which real names use. A font that is
     * missing or unreadable is left out, and the log says so; with none, PDFs carry Latin text only.
     */
    @WithDefault("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc,/usr/share/fonts/truetype/hanazono/HanaMinB.ttf")
    List<String> pdfFonts();

    /** The older key for one font: when set, that font is tried first, before {@link #pdfFonts()}. */
    Optional<String> pdfFont();

    /** Years a revocation for false materials bars new applications by the player. */
    @WithDefault("3")
    int falseMaterialsBarYears();
}
