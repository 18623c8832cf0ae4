package org.dengji.standards.version;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.RawString;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.PageLanguage;

/**
 * The standards as pages: the published versions, and one version as 《国际象棋升级规则》 lays it out (第一条 to
 * 第三条, then what a reader should know about it). Administrators also see drafts, marked as drafts,
 * and the editors' records under each version. A published version's body is rendered once per
 * language ({@link PublishedDocuments}); the header around it is rendered per request.
 */
@Path("/standards")
@Produces(MediaType.TEXT_HTML)
public class StandardPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance list(RawString table);

        static native TemplateInstance versions(List<StandardEntity> versions, Language language);

        static native TemplateInstance standard(StandardEntity s, Language language, RawString body, EditorsView editors);

        static native TemplateInstance body(StandardPage page, Language language, String sep, String colon, String otherLang);
    }

    private static final MediaType HTML = MediaType.TEXT_HTML_TYPE.withCharset("UTF-8");

    private final StandardService standards;
    private final PublishedDocuments published;
    private final PageLanguage ui;
    private final SecurityIdentity identity;

    public StandardPages(StandardService standards, PublishedDocuments published, PageLanguage ui,
            SecurityIdentity identity) {
        this.standards = standards;
        this.published = published;
        this.ui = ui;
        this.identity = identity;
    }

    @GET
    @PermitAll
    public TemplateInstance list() {
        Language language = ui.language();
        String table = standards.readsDrafts() ? versions(language)
                : published.list(language, () -> versions(language));
        return Templates.list(new RawString(table)).setLocale(ui.locale());
    }

    /** The table of the versions the reader may read. */
    private String versions(Language language) {
        return Templates.versions(standards.readableVersions(), language)
                .setLocale(language.locale()).render();
    }

    /**
     * One version. A reader who is not signed in, on a plain address ({@code ?lang=} at most), gets the
     * whole page from memory: it is the same for every such reader in a language.
     */
    @GET
    @Path("{code}")
    @PermitAll
    public Response standard(@PathParam("code") String code, @Context UriInfo uri) {
        StandardEntity row = standards.readable(code);
        Language language = ui.language();
        boolean plain = uri.getQueryParameters().keySet().stream().allMatch(PageLanguage.PARAMETER::equals);
        if (identity.isAnonymous() && !row.isDraft() && plain) {
            byte[] page = published.page(row, language, () -> page(row, language).getBytes(StandardCharsets.UTF_8));
            return Response.ok(page, HTML).build();
        }
        return Response.ok(page(row, language), HTML).build();
    }

    private String page(StandardEntity row, Language language) {
        String body = row.isDraft() ? body(row, language)
                : published.body(row.code, language, () -> body(row, language));
        EditorsView editors = standards.readsDrafts() ? EditorsView.of(standards.document(row)) : null;
        return Templates.standard(row, language, new RawString(body), editors)
                .setLocale(language.locale()).render();
    }

    private String body(StandardEntity row, Language language) {
        StandardPage page = StandardPage.of(standards.document(row));
        return Templates.body(page, language, language.listSeparator(), language.labelSeparator(),
                language.pick(Language.EN, Language.ZH).tag()).setLocale(language.locale()).render();
    }
}
