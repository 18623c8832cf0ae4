package org.dengji.registry.pages;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import org.dengji.common.i18n.Language;
import org.dengji.registry.RegistryFixtures;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.support.StaffFixtures;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An event's page shows every kind of round in its crosstable: games won, drawn and lost with either colour,
 * forfeits both ways, half, full, pairing and zero byes, and a player who withdrew before the last round; the
 * standings in the order of their places. The page reads them as rows, and they are what the entities say.
 */
@QuarkusTest
class CrosstablePageTest {

    @Inject
    StaffFixtures staff;

    @Inject
    EventPageReads reads;

    private String tag;
    private long event;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        tag = tag();
        event = importAndPublish(fixture("trf/crosstable-cells.trf", tag), provincialOpen());
    }

    @Test
    void shouldShowANameWithMarkupAsTextInEveryTableOfTheEventPage() {
        String marked = "<i>Hu" + tag + "</i>&'\"";
        String name = String.format("%-33s", marked + ", A");
        String file = fixture("trf/round-robin.trf", tag).replace(String.format("%-33s", "Hu" + tag + ", A"), name);
        long id = importAndPublish(file, provincialOpen());
        for (String lang : List.of("", "?lang=en")) {
            String html = given().when().get("/events/" + id + lang).then().statusCode(200).extract().asString();
            assertEquals(-1, html.indexOf("<i>Hu" + tag), "the name's markup is not the page's");
            Document page = Jsoup.parse(html);
            for (String table : List.of("#standings", "#crosstable")) {
                assertEquals(1, page.select(table + " td a").eachText().stream().filter(t -> t.contains(marked)).count(),
                        table + lang);
            }
        }
    }

    @Test
    void shouldShowEachRoundOfEachPlayerInTheCrosstable() {
        Document zh = Jsoup.parse(given().when().get("/events/" + event).then().statusCode(200).extract().asString());
        assertEquals(List.of(
                row("1", "Wang" + tag + " Hao", "4w1", "2w½", "3w0", "5w1", "2.5", "2"),
                row("2", "Li" + tag + " Chao", "5w+", "1b½", "4b½", "3w−", "2", "4"),
                row("3", "Zhao" + tag + " Jun", "6w½", "—½", "1b1", "2b+", "3", "1"),
                row("4", "Zhou" + tag + " Jianchao", "1b0", "5w1", "2w½", "—1", "2.5", "3"),
                row("5", "Chen" + tag + " Fan", "2b−", "4b0", "—1", "1b0", "1", "5"),
                row("6", "Sun" + tag + " Yi", "3b½", "—0", "—0", "", "0.5", "6")), rows(zh, "#crosstable"));
        assertEquals(List.of("1", "2", "3", "4"), zh.select("#crosstable thead th").eachText().subList(2, 6));
        assertEquals(List.of("1", "2", "3", "4", "5", "6"), zh.select("#standings tbody tr td:first-child").eachText());
        assertEquals(List.of("Zhao" + tag + " Jun", "Wang" + tag + " Hao", "Zhou" + tag + " Jianchao", "Li" + tag + " Chao",
                "Chen" + tag + " Fan", "Sun" + tag + " Yi"), zh.select("#standings tbody tr td:nth-child(2)").eachText());
        Element third = zh.select("#standings tbody tr").get(2);
        assertEquals(List.of("3", "Zhou" + tag + " Jianchao", third.child(2).text(), "2.5", "1.5", "3"),
                third.children().stream().map(Element::text).toList());
    }

    /**
     * A published event's page is read as rows for anyone; a draft's page only for the registrars who may work on it,
     * and as a page that does not exist for the public and for a registrar of another province.
     */
    @Test
    void shouldShowADraftsPageOnlyToTheRegistrarsWhoMayWorkOnIt() {
        given().when().get("/events/" + event).then().statusCode(200).body(not(containsString("draft-preview")));
        long draft = postTrf(ZJ_REGISTRAR, fixture("trf/round-robin.trf", tag()), provincialOpen())
                .statusCode(201).extract().jsonPath().getLong("id");
        given().when().get("/events/" + draft).then().statusCode(404);
        asPage(BJ_REGISTRAR).get("/events/" + draft).then().statusCode(404);
        asPage(ZJ_REGISTRAR).get("/events/" + draft).then().statusCode(200)
                .body(containsString("id=\"draft-preview\""));
        given().when().get("/events/" + (draft + 1_000_000)).then().statusCode(404);
    }

    private static io.restassured.specification.RequestSpecification asPage(String user) {
        return given().auth().preemptive().basic(user, StaffFixtures.PASSWORD).when();
    }

    /** What the page reads as rows is what the desk reads as entities: the same rows, cells and order. */
    @Test
    @Transactional
    void shouldReadTheSameCrosstableAndStandingsAsTheEntities() {
        Event e = Event.findById(event);
        List<EventPageReads.ResultRow> results = reads.results(event);
        List<EventResult> entities = EventResult.list("select r from EventResult r join fetch r.player"
                + " where r.event = ?1 order by r.startNumber", e);
        assertEquals(Crosstable.of(entities, e.rounds, Language.EN),
                Crosstable.ofRows(results, e.rounds, Language.EN));
        List<EventResult> standings = EventResult.list("select r from EventResult r join fetch r.player where r.event = ?1"
                + " order by case when r.rankFrom is null then 1 else 0 end, r.rankFrom, r.startNumber", e);
        assertEquals(standings.stream().map(r -> r.player.registrationNo + " " + r.rankText()).toList(),
                EventPageReads.standings(results).stream().map(r -> r.registrationNo() + " " + r.rankText()).toList());
    }

    private static List<String> row(String... cells) {
        return List.of(cells);
    }

    private static List<List<String>> rows(Document page, String table) {
        // start number, name, the rounds (an empty cell too), points and place
        return page.select(table + " tbody tr").stream().map(tr -> tr.children().stream().map(Element::text).toList())
                .toList();
    }
}
