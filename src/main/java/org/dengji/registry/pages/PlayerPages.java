package org.dengji.registry.pages;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.dengji.authority.UnitNames;
import org.dengji.common.KeptForVisitors;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerService;
import org.dengji.registry.record.PlayerRecords;
import org.dengji.registry.record.PublishedRecord;

/**
 * Public player pages: search by Chinese name, pinyin or registration number (each hit with what tells
 * namesakes apart), and a player's record with their national rating.
 */
@Path("/players")
@Produces(MediaType.TEXT_HTML)
public class PlayerPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance search(String q, List<SearchHit> found);

        static native TemplateInstance player(PlayerPage page, PlayerRating rating);
    }

    private final PlayerService players;
    private final PlayerRecords records;
    private final PageLanguage ui;
    private final PlayerRatings ratings;
    private final UnitNames units;

    public PlayerPages(PlayerService players, PlayerRecords records, PageLanguage ui, PlayerRatings ratings,
            UnitNames units) {
        this.units = units;
        this.players = players;
        this.records = records;
        this.ui = ui;
        this.ratings = ratings;
    }

    @GET
    @PermitAll
    public TemplateInstance search(@QueryParam("q") String q) {
        List<SearchHit> found = q == null || q.isBlank() ? null
                : players.search(q).stream().map(p -> SearchHit.of(p, ui.language())).toList();
        return Templates.search(q == null ? "" : q.strip(), found).setLocale(ui.locale());
    }

    @GET
    @Path("/{registrationNo}")
    @PermitAll
    @KeptForVisitors
    public String player(@PathParam("registrationNo") String registrationNo) {
        Player p = players.get(registrationNo);
        String home = units.name(p.homeUnit.id, ui.language());
        PublishedRecord record = records.publishedRecord(p);
        String standardName = ui.language().pick(record.standard().nameZh(), record.standard().nameEn());
        return Templates.player(PlayerPage.of(p, record, home, standardName, ui.language()),
                ratings.of(p, ui.language())).setLocale(ui.locale()).render();
    }
}
