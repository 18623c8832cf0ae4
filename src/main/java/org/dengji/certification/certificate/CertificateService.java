package org.dengji.certification.certificate;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.file.Path;
import java.util.Optional;
import org.dengji.certification.application.CertificationConfig;
import org.dengji.certification.application.DecisionRights;
import org.dengji.common.Failure;

/** Certificates by number: the public verifies them; staff who may read the application print them. */
@ApplicationScoped
public class CertificateService {

    private final DecisionRights rights;
    private final CertificatePdf pdf;

    public CertificateService(DecisionRights rights, CertificationConfig config) {
        this.rights = rights;
        this.pdf = new CertificatePdf(Path.of(config.pdfFont()));
    }

    /** A certificate anyone may verify; 404 for a number never issued. */
    /** The certificate of that number, if one was issued. */
    public Optional<Certificate> find(String number) {
        return Certificate.byNumber(number == null ? "" : number.strip());
    }

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

    public byte[] pdf(Certificate c, String baseUrl) {
        return pdf.render(PrintedCertificate.of(c, baseUrl));
    }
}
