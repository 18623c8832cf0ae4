package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.PlayerCorrectionApiTest.regNo;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.dengji.support.StaffFixtures;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An event's pages read their players' names from the results, which carry a copy of them: the copies follow
 * the player when a registrar corrects the names, when two records are merged and when the merge is undone,
 * and when corrections of a player race imports that place the same player. After each, no result in the
 * registry differs from its player.
 */
@QuarkusTest
class ResultNamesTest {

    /** Results whose copy of the registration number or names is not their player's: none, ever. */
    private static final String DIFFERING = "select count(*) from event_result r join player p on p.id = r.player_id"
            + " where r.player_registration_no <> p.registration_no or coalesce(r.player_name_zh, '#')"
            + " <> coalesce(p.name_zh, '#') or coalesce(r.player_name_latin, '#') <> coalesce(p.name_latin, '#')";

    @Inject
    StaffFixtures staff;

    @Inject
    EntityManager em;

    private String tag;
    private long event;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        tag = tag();
        event = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        RegistryFixtures.importSwissGames(event, tag);
    }

    private long differing() {
        return QuarkusTransaction.requiringNew().call(() ->
                ((Number) em.createNativeQuery(DIFFERING).getSingleResult()).longValue());
    }

    private static Document page(long id, String lang) {
        return Jsoup.parse(given().when().get("/events/" + id + lang).then().statusCode(200).extract().asString());
    }

    /** How many cells of the table with {@code id} on the page read exactly {@code text}. */
    private static long cells(Document page, String table, String text) {
        return page.select("#" + table + " td").stream().filter(td -> td.text().startsWith(text)).count();
    }

    private static Response correct(String registrationNo, String json) {
        return asRegistrar(ZJ_REGISTRAR).body(json).when().post("/api/v1/players/" + registrationNo + "/corrections");
    }

    @Test
    void shouldShowCorrectedNamesInTheStandingsTheCrosstableAndTheGamesAtOnce() {
        String wang = regNo(event, 1);
        Document before = page(event, "?lang=en");
        long games = cells(before, "games", "Wang" + tag + " Hao");
        assertTrue(games >= 2, "Wang plays in the PGN's games: " + games);

        correct(wang, "{\"nameZh\": \"王浩" + tag + "\", \"nameLatin\": \"Wang Haoran" + tag + "\"}").then()
                .statusCode(200);

        Document zh = page(event, "");
        Document en = page(event, "?lang=en");
        for (String table : List.of("standings", "crosstable")) {
            assertEquals(1, cells(zh, table, "王浩" + tag), table);
            assertEquals(1, cells(en, table, "Wang Haoran" + tag + " (王浩" + tag + ")"), table);
        }
        assertEquals(games, cells(zh, "games", "王浩" + tag));
        assertEquals(games, cells(en, "games", "Wang Haoran" + tag));
        assertFalse(en.text().contains("Wang" + tag + " Hao"), "the old name is gone from every table");
        assertEquals(0, differing());
    }

    @Test
    void shouldMoveTheNamesWithAMergeAndBackWithItsUndo() {
        String file = fixture("trf/swiss-trf16.trf", tag).replace("012 Swiss", "012 Later")
                .replace("2001/02/03", "2001/03/02");
        long later = importAndPublish(file, provincialOpen());
        String kept = regNo(event, 3);
        String created = regNo(later, 3);
        correct(kept, "{\"nameLatin\": \"Zhao Kept" + tag + "\"}").then().statusCode(200);
        long candidate = asRegistrar(ZJ_REGISTRAR).when().get("/api/v1/duplicates").then().statusCode(200).extract()
                .jsonPath().getLong("find { it.player.registrationNo == '" + created + "' }.id");

        long merge = asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/duplicates/" + candidate + "/merge").then()
                .statusCode(200).extract().jsonPath().getLong("id");
        Document merged = page(later, "?lang=en");
        assertEquals(1, cells(merged, "standings", "Zhao Kept" + tag));
        assertEquals(1, merged.select("#standings a[href=/players/" + kept + "]").size());
        assertEquals(0, differing());

        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/merges/" + merge + "/undo").then().statusCode(200);
        Document undone = page(later, "?lang=en");
        assertEquals(0, cells(undone, "standings", "Zhao Kept" + tag));
        assertEquals(1, undone.select("#crosstable a[href=/players/" + created + "]").size());
        assertEquals(0, differing());
    }

    /**
     * Ten corrections of Wang's names and ten imports of files naming him by his FIDE ID, started at one signal:
     * whichever order they commit in, every result of his carries the names he ends with.
     */
    @Test
    void shouldKeepEveryResultWithItsPlayersNamesWhileCorrectionsRaceImports() throws Exception {
        String wang = regNo(event, 1);
        List<Callable<Integer>> calls = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            String name = "Racer" + i + tag;
            String file = fixture("trf/swiss-trf16.trf", tag).replace("012 Swiss", "012 Race " + i);
            calls.add(() -> correct(wang, "{\"nameLatin\": \"" + name + "\"}").statusCode());
            calls.add(() -> postTrf(ZJ_REGISTRAR, file, provincialOpen()).extract().statusCode());
        }
        ExecutorService pool = Executors.newFixedThreadPool(calls.size());
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> answers = new ArrayList<>();
        for (Callable<Integer> call : calls) {
            answers.add(pool.submit(() -> {
                start.await();
                return call.call();
            }));
        }
        start.countDown();
        Set<Integer> statuses = new TreeSet<>();
        for (Future<Integer> answer : answers) {
            statuses.add(answer.get(180, TimeUnit.SECONDS));
        }
        pool.shutdown();

        assertTrue(Set.of(200, 201, 409).containsAll(statuses), "corrections 200 or 409, imports 201: " + statuses);
        assertEquals(0, differing());
        String now = given().when().get("/api/v1/players/" + wang).then().extract().jsonPath().getString("nameLatin");
        assertTrue(now.startsWith("Racer"), now);
    }
}
