package org.dengji.security;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.dengji.common.i18n.UiLocale;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The login form (Quarkus form authentication posts it to {@code /j_security_check}) and logout. */
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class SessionPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance login(boolean failed);
    }

    private final UiLocale ui;
    private final String sessionCookie;

    public SessionPages(UiLocale ui, @ConfigProperty(name = "quarkus.http.auth.form.cookie-name",
            defaultValue = "quarkus-credential") String sessionCookie) {
        this.ui = ui;
        this.sessionCookie = sessionCookie;
    }

    @GET
    @Path("login")
    @PermitAll
    public TemplateInstance login(@QueryParam("error") String error) {
        return Templates.login(error != null).setLocale(ui.locale());
    }

    /** Form login keeps the session in an encrypted cookie; logging out expires it. */
    @POST
    @Path("logout")
    @PermitAll
    public Response logout() {
        NewCookie expired = new NewCookie.Builder(sessionCookie).value("").path("/").maxAge(0).httpOnly(true).build();
        return Response.seeOther(URI.create("/")).cookie(expired).build();
    }
}
