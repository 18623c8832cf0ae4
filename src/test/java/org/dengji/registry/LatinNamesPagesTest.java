package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.duel;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A player with both names (王浩 and Wang Hao, with the test's tag) on the public pages: English pages
 * lead with the Latin name, the Chinese name beside it and marked as Chinese; Chinese pages show the
 * Chinese name, and only the player's own page and the search add the Latin one.
 */
@QuarkusTest
class LatinNamesPagesTest {

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    private Namesakes wang;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        wang = Namesakes.register(RegistryFixtures.tag());
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private static Document page(String path, String lang) {
        return Jsoup.parse(given().queryParam("lang", lang).when().get(path).then().statusCode(200).extract()
                .asString());
    }

    private String inEnglish() {
        return wang.nameLatin() + " (" + wang.nameZh() + ")";
    }

    private static Element link(Document page, String where, String registrationNo) {
        return page.selectFirst(where + " a[href=\"/players/" + registrationNo + "\"]");
    }

    @Test
    void shouldLeadThePlayersOwnPageWithTheNameOfItsLanguage() {
        Element en = page("/players/" + wang.zhejiang(), "en").selectFirst("#player-name");
        assertEquals(wang.nameLatin() + " " + wang.nameZh(), en.text());
        assertEquals(wang.nameZh(), en.selectFirst("[lang=zh-CN]").text());
        Element zh = page("/players/" + wang.zhejiang(), "zh-CN").selectFirst("#player-name");
        assertEquals(wang.nameZh() + " " + wang.nameLatin(), zh.text());
    }

    @Test
    void shouldListSearchHitsByTheLatinNameOnAnEnglishPage() {
        Element en = link(page("/players?q=" + wang.zhejiang(), "en"), "#players", wang.zhejiang()).parent();
        assertEquals(wang.nameLatin(), en.selectFirst("a").text());
        assertEquals(wang.nameZh(), en.selectFirst(".muted[lang=zh-CN]").text());
        Element zh = link(page("/players?q=" + wang.zhejiang(), "zh-CN"), "#players", wang.zhejiang()).parent();
        assertEquals(wang.nameZh(), zh.selectFirst("a").text());
        assertEquals(wang.nameLatin(), zh.selectFirst(".muted").text());
    }

    @Test
    void shouldNameThePlayerInLatinInTheStandingsAndCrosstableOfAnEnglishPage() {
        String event = "/events/" + wang.zhejiangEvent();
        Document en = page(event, "en");
        for (String table : new String[] {"#standings", "#crosstable"}) {
            Element name = link(en, table, wang.zhejiang());
            assertEquals(inEnglish(), name.text(), table);
            assertEquals("(" + wang.nameZh() + ")", name.selectFirst("[lang=zh-CN]").text(), table);
            assertEquals(wang.nameZh(), link(page(event, "zh-CN"), table, wang.zhejiang()).text(), table);
        }
    }

    /**
     * The home page lists the players who newly qualify from the latest events: the event here ends in
     * 2040 and is published then, so that it is the latest whatever the other tests published.
     */
    @Test
    void shouldListNewlyQualifiedPlayersOnTheEnglishHomePageByTheirLatinNames() {
        clock.fix(LocalDate.of(2040, 6, 10));
        String tag = RegistryFixtures.tag();
        String file = duel("Home " + tag, "李明" + tag + " Li Ming" + tag, "", "Other, H" + tag)
                .replace("052 2025/06/01", "052 2040/06/01");
        long event = postTrf(ZJ_REGISTRAR, file, provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + event + "/publish").then().statusCode(200);
        String winner = asRegistrar(ZJ_REGISTRAR).when().get("/api/v1/events/" + event + "/standings").then()
                .extract().jsonPath().getString("find { it.startNumber == 1 }.registrationNo");

        Element en = link(page("/", "en"), "#newly-qualified", winner);
        assertEquals("Li Ming" + tag + " (李明" + tag + ")", en.text());
        Element zh = link(page("/", "zh-CN"), "#newly-qualified", winner);
        assertEquals("李明" + tag, zh.text());
        assertNull(zh.selectFirst("[lang=en]"), zh.outerHtml());
    }
}
