package org.dengji.web;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.dengji.common.i18n.UiLocale;
import org.dengji.registry.pages.HomeFeed;
import org.dengji.security.PublicPages;

/** The home page: a player search box, the recently published events, the players who newly qualify. */
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class HomePages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance home(HomeFeed.Feed feed);
    }

    private final UiLocale ui;
    private final HomeFeed feed;
    private final PublicPages pages;

    public HomePages(UiLocale ui, HomeFeed feed, PublicPages pages) {
        this.ui = ui;
        this.feed = feed;
        this.pages = pages;
    }

    @GET
    @PermitAll
    public String home() {
        return pages.page(() -> Templates.home(feed.current()).setLocale(ui.locale()).render());
    }
}
