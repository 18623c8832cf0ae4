package org.dengji.certification.certificate;

import jakarta.annotation.security.PermitAll;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** Public verification of a certificate number. */
@Path("/api/v1/certificates")
@Produces(MediaType.APPLICATION_JSON)
public class CertificateResource {

    private final CertificateService certificates;

    public CertificateResource(CertificateService certificates) {
        this.certificates = certificates;
    }

    /** The holder's name, the title, the day and unit of issue, and VALID or REVOKED; 404 for an unknown number. */
    @GET
    @Path("/{number}")
    @PermitAll
    @Transactional
    public CertificateView certificate(@PathParam("number") String number) {
        return CertificateView.of(certificates.verify(number));
    }
}
