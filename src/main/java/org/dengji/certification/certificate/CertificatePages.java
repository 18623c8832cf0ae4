package org.dengji.certification.certificate;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dengji.common.Role;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.PageLanguage;

/**
 * The public verification form, the verification page of a certificate number (what its QR code opens
 * and the form leads to), and, for staff, the
 * printable certificate (A4 landscape when printed), which names the characters of the holder's name
 * that the PDF's fonts cannot print, and the PDF.
 */
@Path("/")
public class CertificatePages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance verify(VerifyPage page);

        static native TemplateInstance verifyForm(VerifyForm form);

        static native TemplateInstance unknown(String number);

        static native TemplateInstance print(PrintedCertificate page, Language language, List<String> unprintable);
    }

    /** What the verification page shows; {@code codeMatches} null when no code was given. */
    public record VerifyPage(CertificateView certificate, String title, String issuer, boolean revoked,
            String revokedOn, Boolean codeMatches) {
    }

    private final CertificateService certificates;
    private final PageLanguage ui;

    public CertificatePages(CertificateService certificates, PageLanguage ui) {
        this.certificates = certificates;
        this.ui = ui;
    }

    /**
     * The form: a number and, when the certificate in hand shows one, its verification code. Filled in,
     * it leads to the number's verification page; a number that is missing or cannot be one, or a code
     * of the wrong shape, gives the form again with the reason (400).
     */
    @GET
    @Path("verify")
    @Produces(MediaType.TEXT_HTML)
    @PermitAll
    public Response verifyForm(@QueryParam("number") String number, @QueryParam("code") String code,
            @Context UriInfo uri) {
        // "?number" with no value is a form sent empty too, though it gives no value to the parameter.
        Set<String> sent = uri.getQueryParameters().keySet();
        if (!sent.contains("number") && !sent.contains("code")) {
            return html(Response.Status.OK, Templates.verifyForm(VerifyForm.EMPTY));
        }
        VerifyForm form = VerifyForm.read(number, code);
        if (!form.isValid()) {
            return html(Response.Status.BAD_REQUEST, Templates.verifyForm(form));
        }
        return Response.seeOther(URI.create(form.resultPath())).build();
    }

    private Response html(Response.Status status, TemplateInstance page) {
        return Response.status(status).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                .entity(page.setLocale(ui.locale()).render()).build();
    }

    @GET
    @Path("verify/{number}")
    @Produces(MediaType.TEXT_HTML)
    @PermitAll
    @Transactional
    public Response verify(@PathParam("number") String number, @QueryParam("code") String code) {
        Optional<Certificate> found = certificates.find(number);
        if (found.isEmpty()) {
            // A person checking a certificate in hand needs to hear that this number was never issued,
            // not that a page is missing.
            String shown = number == null ? "" : number.strip();
            return Response.status(Response.Status.NOT_FOUND).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                    .entity(Templates.unknown(shown.length() > 60 ? shown.substring(0, 60) + "…" : shown)
                            .setLocale(ui.locale()).render()).build();
        }
        Certificate c = found.get();
        Language language = ui.language();
        Boolean matches = code == null || code.isBlank() ? null : c.verificationCode.equalsIgnoreCase(code.strip());
        return Response.ok(Templates.verify(new VerifyPage(CertificateView.of(c), c.title.in(language.locale()),
                c.unit.name(language), c.status == Certificate.Status.REVOKED,
                c.revokedOn == null ? null : c.revokedOn.toString(), matches))
                .setLocale(ui.locale()).render()).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8")).build();
    }

    @GET
    @Path("certificates/{number}")
    @Produces(MediaType.TEXT_HTML)
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME, Role.ADMIN_NAME})
    @Transactional
    public TemplateInstance print(@PathParam("number") String number, @Context UriInfo uri) {
        Certificate c = certificates.forPrinting(number);
        return Templates.print(PrintedCertificate.of(c, uri.getBaseUri().toString()), ui.language(),
                certificates.unprintableInName(c)).setLocale(ui.locale());
    }

    @GET
    @Path("certificates/{number}/pdf")
    @Produces("application/pdf")
    @RolesAllowed({Role.REGISTRAR_NAME, Role.REVIEWER_NAME, Role.APPROVER_NAME, Role.ADMIN_NAME})
    @Transactional
    public Response pdf(@PathParam("number") String number, @Context UriInfo uri) {
        Certificate c = certificates.forPrinting(number);
        return Response.ok(certificates.pdf(c, uri.getBaseUri().toString()))
                .header("Content-Disposition", "attachment; filename=\"certificate-" + c.number + ".pdf\"").build();
    }
}
