package org.dengji.registry.demo;

import io.quarkus.runtime.StartupEvent;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.enterprise.event.Observes;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.common.DengjiConfig;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventService;
import org.dengji.registry.event.ResultNames;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportRequest;
import org.dengji.registry.pages.DemoBanner;
import org.dengji.registry.pgn.GameImportService;
import org.dengji.registry.player.Player;
import org.dengji.registry.trf.TrfImportService;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.Section;
import org.jboss.logging.Logger;

/**
 * Loads the demo registry at start when {@code dengji.demo} is on and the database holds no player
 * and no event: two provincial championships, a national championship and a women's national
 * championship with their games, and a title tournament, ending in the last months (so that their
 * results are inside the application window), through the same TRF and PGN imports a registrar
 * uses, then published. Every event is marked as demo data, and every page says so.
 */
@ApplicationScoped
public class DemoLoader {

    private static final Logger LOG = Logger.getLogger(DemoLoader.class);

    private final DengjiConfig config;
    private final TrfImportService trf;
    private final GameImportService pgn;
    private final EventService events;
    private final DemoBanner banner;
    private final ResultNames resultNames;
    private final Clock clock;

    public DemoLoader(DengjiConfig config, TrfImportService trf, GameImportService pgn, EventService events,
            DemoBanner banner, ResultNames resultNames, Clock clock) {
        this.config = config;
        this.trf = trf;
        this.pgn = pgn;
        this.events = events;
        this.banner = banner;
        this.resultNames = resultNames;
        this.clock = clock;
    }

    @ActivateRequestContext
    void onStart(@Observes StartupEvent start) {
        if (!config.demo()) {
            return;
        }
        boolean empty = QuarkusTransaction.requiringNew().call(() -> Player.count() == 0 && Event.count() == 0);
        if (!empty) {
            LOG.info("Demo registry not loaded: the database already holds players or events.");
            return;
        }
        load(LocalDate.now(clock));
        banner.refresh();
        LOG.info("Demo registry loaded (dengji.demo=true; DENGJI_DEMO=false turns it off).");
    }

    /** Loads the demo events, ending them in the months before {@code today}. */
    public void load(LocalDate today) {
        Jurisdiction system = QuarkusTransaction.requiringNew().call(() -> {
            Organisation national = Organisation.national();
            return () -> national;
        });
        DemoGames games = new DemoGames();
        List<DemoPlayer> men = DemoPlayer.MEN;
        List<DemoPlayer> women = DemoPlayer.WOMEN;
        event(new DemoTournament("浙江省国际象棋个人锦标赛", "杭州", today.minusDays(150), men.subList(0, 10), 11),
                "3300", EventCategory.PROVINCIAL_INDIVIDUAL, Section.OPEN, null, system, null);
        event(new DemoTournament("江苏省国际象棋个人锦标赛", "南京", today.minusDays(140), men.subList(10, 20), 12),
                "3200", EventCategory.PROVINCIAL_INDIVIDUAL, Section.OPEN, null, system, null);
        List<DemoPlayer> national = new ArrayList<>(men.subList(0, 5));
        national.addAll(men.subList(10, 15));
        event(new DemoTournament("全国国际象棋个人锦标赛", "北京", today.minusDays(60), national, 13),
                "0001", EventCategory.NATIONAL_INDIVIDUAL, Section.OPEN, null, system, games);
        event(new DemoTournament("全国国际象棋女子个人锦标赛", "成都", today.minusDays(45), women.subList(0, 8), 14),
                "0001", EventCategory.NATIONAL_INDIVIDUAL, Section.WOMEN, null, system, games);
        List<DemoPlayer> titled = new ArrayList<>(men.subList(5, 10));
        titled.addAll(men.subList(15, 20));
        event(new DemoTournament("国际象棋等级称号赛", "宁波", today.minusDays(20), titled, 15),
                "3300", EventCategory.TITLE_TOURNAMENT, Section.OPEN, new java.math.BigDecimal[] {
                    new java.math.BigDecimal("0.70"), new java.math.BigDecimal("0.60")}, system, null);
        QuarkusTransaction.requiringNew().run(this::addPinyin);
    }

    private void event(DemoTournament t, String unit, EventCategory category, Section section,
            java.math.BigDecimal[] rates, Jurisdiction system, DemoGames games) {
        ImportRequest request = ImportRequest.trf(unit, category, section, true, null)
                .withNormRates(rates == null ? null : rates[0], rates == null ? null : rates[1]);
        ImportOutcome outcome = trf.importTrf(t.trf().getBytes(StandardCharsets.UTF_8), request, system);
        if (!(outcome instanceof ImportOutcome.Imported imported)) {
            throw new IllegalStateException("demo event " + t.name + " refused: " + outcome);
        }
        long id = imported.eventId();
        QuarkusTransaction.requiringNew().run(() -> Event.<Event>findById(id).demo = true);
        if (games != null) {
            ImportOutcome played = pgn.importGames(id, gamesOf(t, games).getBytes(StandardCharsets.UTF_8), system);
            if (played instanceof ImportOutcome.Rejected rejected) {
                throw new IllegalStateException("demo games of " + t.name + " refused: " + rejected.errors());
            }
        }
        events.publish(id, system);
    }

    /** One game per pairing; the national championship's first win has an illegal move, its first draw the wrong result. */
    private static String gamesOf(DemoTournament t, DemoGames games) {
        StringBuilder pgn = new StringBuilder();
        boolean faults = t.players.size() == 10;
        boolean illegalDone = false;
        boolean contradictionDone = false;
        for (DemoTournament.Pairing g : t.pairings) {
            String movetext;
            if (faults && !illegalDone && g.result().equals("1-0")) {
                movetext = games.illegal(g.result());
                illegalDone = true;
            } else if (faults && !contradictionDone && g.result().equals("1/2-1/2")) {
                movetext = games.contradicting(g.result());
                contradictionDone = true;
            } else {
                movetext = games.movetext(g.result());
            }
            String marker = movetext.substring(movetext.lastIndexOf(' ') + 1);
            pgn.append(t.tags(g)).append("[Result \"").append(marker).append("\"]\n\n").append(movetext).append("\n\n");
        }
        return pgn.toString();
    }

    /** Pinyin for every demo player, as a registrar adds it after the import (the TRF names are Chinese). */
    private void addPinyin() {
        List<DemoPlayer> all = new ArrayList<>(DemoPlayer.MEN);
        all.addAll(DemoPlayer.WOMEN);
        for (DemoPlayer d : all) {
            Player.<Player>find("nameZh", d.nameZh()).firstResultOptional().ifPresent(p -> {
                p.name(p.nameZh, d.pinyin());
                resultNames.follow(p);
            });
        }
    }
}
