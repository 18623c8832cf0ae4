package org.dengji.web;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.dengji.common.KeptForVisitors;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.pages.HomeFeed;

/** The home page: a player search box, the recently published events, the players who newly qualify. */
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class HomePages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance home(HomeFeed.Feed feed);
    }

    private final PageLanguage ui;
    private final HomeFeed feed;

    public HomePages(PageLanguage ui, HomeFeed feed) {
        this.ui = ui;
        this.feed = feed;
    }

    @GET
    @PermitAll
    @KeptForVisitors
    public String home() {
        return Templates.home(feed.current()).setLocale(ui.locale()).render();
    }
}
