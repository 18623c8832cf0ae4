package org.dengji.web;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.dengji.common.i18n.UiLocale;

/** The home page. */
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class HomePages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance home();
    }

    private final UiLocale ui;

    public HomePages(UiLocale ui) {
        this.ui = ui;
    }

    @GET
    @PermitAll
    public TemplateInstance home() {
        return Templates.home().setLocale(ui.locale());
    }
}
