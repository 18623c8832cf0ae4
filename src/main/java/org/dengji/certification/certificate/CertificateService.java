package org.dengji.certification.certificate;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.dengji.certification.application.CertificationConfig;
import org.dengji.certification.application.DecisionRights;
import org.dengji.common.Failure;
import org.dengji.registry.pages.DemoBanner;

/** Certificates by number: the public verifies them; staff who may read the application print them. */
@ApplicationScoped
public class CertificateService {

    private final DecisionRights rights;
    private final FontChain fonts;
    private final CertificatePdf pdf;

    private final DemoBanner demo;

    public CertificateService(DecisionRights rights, CertificationConfig config, DemoBanner demo) {
        this.rights = rights;
        this.demo = demo;
        this.fonts = new FontChain(fontFiles(config));
        this.pdf = new CertificatePdf(fonts);
    }

    /** The older single-font key first, when it is set, then the list; each file once. */
    static List<Path> fontFiles(CertificationConfig config) {
        return Stream.concat(config.pdfFont().stream(), config.pdfFonts().stream()).map(String::strip)
                .filter(f -> !f.isEmpty()).distinct().map(Path::of).toList();
    }

    /** The certificate of that number, if one was issued. */
    public Optional<Certificate> find(String number) {
        return Certificate.byNumber(number == null ? "" : number.strip());
    }

    /** A certificate anyone may verify; 404 for a number never issued. */
    public Certificate verify(String number) {
        return Certificate.byNumber(number == null ? "" : number.strip()).orElseThrow(() -> Failure.notFound(
                "CERTIFICATE_NOT_FOUND", "No certificate has the number " + number + "."));
    }

    /** A certificate to print, for staff who may read its application. */
    public Certificate forPrinting(String number) {
        Certificate c = verify(number);
        rights.requireMayRead(c.application);
        return c;
    }

    /** The PDF; while the demo registry is loaded it says across its head that it is no real certificate. */
    public byte[] pdf(Certificate c, String baseUrl) {
        return pdf.render(PrintedCertificate.of(c, baseUrl), demo.isPresent());
    }

    /**
     * The characters of the holder's name that no certificate font prints (the PDF shows a placeholder
     * for each), named as {@code U+1F600}; empty when the whole name prints.
     */
    public List<String> unprintableInName(Certificate c) {
        return fonts.unprintable(c.playerName);
    }
}
