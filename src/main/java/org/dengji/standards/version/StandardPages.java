package org.dengji.standards.version;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.dengji.common.i18n.UiLocale;

/** The standards as pages: the versions, and one version as the seed presents it (第一条 to 第三条). */
@Path("/standards")
@Produces(MediaType.TEXT_HTML)
public class StandardPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(List<StandardEntity> versions);

        static native TemplateInstance standard(StandardDocument doc);
    }

    private final StandardService standards;
    private final UiLocale ui;

    public StandardPages(StandardService standards, UiLocale ui) {
        this.standards = standards;
        this.ui = ui;
    }

    @GET
    @PermitAll
    public TemplateInstance list() {
        return Templates.list(standards.versions()).setLocale(ui.locale());
    }

    @GET
    @Path("{code}")
    @PermitAll
    public TemplateInstance standard(@PathParam("code") String code) {
        return Templates.standard(standards.document(code)).setLocale(ui.locale());
    }
}
