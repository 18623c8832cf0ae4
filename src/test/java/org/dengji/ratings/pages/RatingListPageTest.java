package org.dengji.ratings.pages;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The public rating list page and its CSV: the June 2025 list, searched by the test's tag so that only the test's
 * own players are read, in both languages, filtered, paged; and every kind of bad address refused with the
 * form and the reason (400).
 */
@QuarkusTest
class RatingListPageTest {

    @Inject
    StaffFixtures staff;

    @Inject
    EntityManager em;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    @Test
    void shouldListTheRoundRobinHighestFirstInChineseAndEnglish() {
        String tag = tag();
        List<String> players = RatingEvents.players(RatingEvents.roundRobinInJune(tag));
        Document zh = page("/ratings?period=2025-06&q=Hu" + tag, "zh-CN", 200);
        assertEquals(players, registrationNos(zh));
        assertEquals(List.of("2210", "2130", "1990", "1870"), column(zh, "td.rating"));
        List<Integer> ranks = column(zh, "td:first-child").stream().map(Integer::parseInt).toList();
        assertTrue(ranks.get(0) < ranks.get(1) && ranks.get(1) < ranks.get(2) && ranks.get(2) < ranks.get(3), ranks.toString());
        assertEquals("全国等级分排名表 2025年6月", zh.selectFirst("#list-title").text());
        assertEquals("名次 姓名 注册单位 等级分 对局数 K 值", zh.selectFirst("#rating-list thead").text());
        Element first = zh.selectFirst("#rating-list tbody tr");
        assertEquals(List.of("浙江省", "2210", "3", "40"), first.select("td").stream().skip(2).map(Element::text).toList());
        assertEquals("2025-06", zh.selectFirst("#period option[selected]").attr("value"));
        assertEquals("共 4 名棋手，第 1 / 1 页", zh.selectFirst("#list-count").text());
        assertNull(zh.selectFirst("#page-next"));

        Document en = page("/ratings?period=2025-06&q=Hu" + tag, "en", 200);
        assertEquals("National rating list June 2025", en.selectFirst("#list-title").text());
        assertEquals("Rank Name Registered with Rating Games K", en.selectFirst("#rating-list thead").text());
        assertEquals("Zhejiang", en.selectFirst("#rating-list tbody tr td:nth-child(3)").text());
        assertEquals("4 players, page 1 of 1", en.selectFirst("#list-count").text());
    }

    @Test
    void shouldKeepEachPlayersPlaceWhenSearchingAndFilter() {
        String tag = tag();
        List<String> players = RatingEvents.players(RatingEvents.roundRobinInJune(tag));
        Document all = page("/ratings?period=2025-06&q=Hu" + tag, "zh-CN", 200);
        String thirdRank = all.select("#rating-list tbody tr").get(2).selectFirst("td").text();
        // the third player, found by the registration number's digits alone, keeps the place the list gives her
        Document one = page("/ratings?period=2025-06&q=" + players.get(2).substring(2).replaceFirst("^0+", ""), "zh-CN",
                200);
        assertEquals(List.of(players.get(2)), registrationNos(one));
        assertEquals(thirdRank, one.selectFirst("#rating-list tbody td").text());
        // women: the third player only, ranked among women
        Document women = page("/ratings?period=2025-06&section=women&q=Hu" + tag, "zh-CN", 200);
        assertEquals(List.of(players.get(2)), registrationNos(women));
        assertEquals("women", women.selectFirst("#section option[selected]").attr("value"));
        assertTrue(Integer.parseInt(women.selectFirst("#rating-list tbody td").text()) <= Integer.parseInt(thirdRank));
        // Zhejiang holds them, Beijing does not
        assertEquals(players, registrationNos(page("/ratings?period=2025-06&unit=3300&q=Hu" + tag, "zh-CN", 200)));
        Document beijing = page("/ratings?period=2025-06&unit=1100&q=Hu" + tag, "zh-CN", 200);
        assertEquals(List.of(), registrationNos(beijing));
        assertEquals("没有符合条件的棋手。", beijing.selectFirst("#no-players").text());
        assertEquals("1100", beijing.selectFirst("#unit option[selected]").attr("value"));
        // before June they were on no list
        assertEquals(List.of(), registrationNos(page("/ratings?period=2025-05&q=Hu" + tag, "zh-CN", 200)));
    }

    @Test
    void shouldPageFiftyPlayersAtATimeAndRefuseAPagePastTheEnd() {
        String tag = tag();
        RatingEvents.crowd(tag, 60);
        String search = "/ratings?period=2025-06&q=Crowd" + tag;
        Document first = page(search, "zh-CN", 200);
        assertEquals(50, registrationNos(first).size());
        assertEquals("共 60 名棋手，第 1 / 2 页", first.selectFirst("#list-count").text());
        assertNull(first.selectFirst("#page-previous"));
        String next = first.selectFirst("#page-next").attr("href");
        assertEquals("/ratings?period=2025-06&q=Crowd" + tag + "&page=2", next);
        Document second = page(next, "zh-CN", 200);
        assertEquals(10, registrationNos(second).size());
        assertNull(second.selectFirst("#page-next"));
        assertEquals("/ratings?period=2025-06&q=Crowd" + tag, second.selectFirst("#page-previous").attr("href"));
        // the lowest rated of the crowd (the 2nd, 1610, lost) ends the list; the 59th (1895, won) leads it
        assertTrue(first.selectFirst("#rating-list tbody tr").text().contains("Crowd" + tag + " P59"));
        List<Element> last = second.select("#rating-list tbody tr");
        assertTrue(last.get(last.size() - 1).text().contains("Crowd" + tag + " P02"));
        Document past = page(search + "&page=3", "zh-CN", 400);
        assertEquals("页码：超出范围：这张表没有这么多页。", past.selectFirst("#form-errors li").text());
        assertNull(past.selectFirst("#rating-list"));
    }

    @Test
    void shouldDownloadTheSameFilteredListAsCsvWithAByteOrderMark() {
        String tag = tag();
        List<String> players = RatingEvents.players(RatingEvents.roundRobinInJune(tag));
        Response zh = given().cookie("lang", "zh-CN").when().get("/ratings/export.csv?period=2025-06&q=Hu" + tag);
        assertEquals(200, zh.statusCode());
        assertTrue(zh.contentType().startsWith("text/csv"), zh.contentType());
        assertEquals("attachment; filename=\"rating-list-2025-06.csv\"", zh.header("Content-Disposition"));
        byte[] bytes = zh.asByteArray();
        assertEquals(List.of((byte) 0xEF, (byte) 0xBB, (byte) 0xBF), List.of(bytes[0], bytes[1], bytes[2]));
        List<String> lines = new String(bytes, StandardCharsets.UTF_8).substring(1).lines().toList();
        assertEquals("名次,注册号,姓名,注册单位,等级分,对局数,K 值", lines.get(0));
        assertEquals(5, lines.size());
        List<String> ranks = column(page("/ratings?period=2025-06&q=Hu" + tag, "zh-CN", 200), "td:first-child");
        assertEquals(ranks.get(0) + "," + players.get(0) + ",Hu" + tag + " A,浙江省,2210,3,40", lines.get(1));
        assertEquals(ranks.get(3) + "," + players.get(3) + ",Hu" + tag + " D,浙江省,1870,3,40", lines.get(4));

        String women = given().cookie("lang", "en").when()
                .get("/ratings/export.csv?period=2025-06&section=women&q=Hu" + tag).then().statusCode(200).extract()
                .asString();
        List<String> en = women.substring(1).lines().toList();
        assertEquals("Rank,Registration number,Name,Registered with,Rating,Games,K", en.get(0));
        assertEquals(2, en.size());
        assertTrue(en.get(1).contains("," + players.get(2) + ",Hu" + tag + " C,Zhejiang,1990,3,40"), en.get(1));
        given().when().get("/ratings/export.csv?period=2025-6").then().statusCode(400);
        given().when().get("/ratings/export.csv?unit=9999").then().statusCode(400);
    }

    @Test
    void shouldOpenOnTheLatestMonthWithAList() {
        RatingEvents.roundRobinInJune(tag());
        String latest = QuarkusTransaction.requiringNew().call(() -> (String) em.createNativeQuery(
                "select max(period) from rating_report_entry where rating_after is not null").getSingleResult());
        assertNotNull(latest);
        Document page = page("/ratings", "zh-CN", 200);
        assertEquals(latest, page.selectFirst("#period option[selected]").attr("value"));
        assertEquals(latest, page.selectFirst("#period option").attr("value"), "latest first");
        assertFalse(page.select("#rating-list tbody tr").isEmpty());
        assertTrue(page.selectFirst("#csv-link").attr("href").startsWith("/ratings/export.csv?period=" + latest));
    }

    @Test
    void shouldRefuseAddressesItCannotReadWithTheFormAndTheReason() {
        assertRefused("/ratings?period=2025-13", "period", "月份：应写成年和月，例如 2025-06。");
        assertRefused("/ratings?period=June", "period", "月份：应写成年和月，例如 2025-06。");
        assertRefused("/ratings?period=2025-06&unit=9999", "unit", "省份：没有这个单位，请从列表中选择。");
        assertRefused("/ratings?period=2025-06&unit=33%2700", "unit", "省份：没有这个单位，请从列表中选择。");
        assertRefused("/ratings?period=2025-06&section=mixed", "section", "组别：只能是公开组或女子组。");
        assertRefused("/ratings?period=2025-06&page=0", "page", "页码：应为从 1 开始的整数。");
        assertRefused("/ratings?period=2025-06&page=abc", "page", "页码：应为从 1 开始的整数。");
        assertRefused("/ratings?period=2025-06&page=9999999", "page", "页码：应为从 1 开始的整数。");
        assertRefused("/ratings?period=2025-06&q=" + "王".repeat(101), "q", "姓名或注册号：太长。");
        Document en = page("/ratings?period=2025-13&section=mixed", "en", 400);
        assertEquals(List.of("Month: write the year and the month, such as 2025-06.", "Section: must be open or women."),
                en.select("#form-errors li").eachText());
        assertNotNull(en.selectFirst("#rating-filter"), "the form is there to correct the search");
        // the boundaries: the last valid month and the first page are read
        page("/ratings?period=2025-12&page=1", "zh-CN", 200);
        page("/ratings?period=2025-01&section=WOMEN", "zh-CN", 200);
    }

    private static void assertRefused(String path, String field, String message) {
        Document page = page(path, "zh-CN", 400);
        Element error = page.selectFirst("#form-errors li");
        assertNotNull(error, path);
        assertEquals(field, error.attr("data-field"), path);
        assertEquals(message, error.text(), path);
        assertNull(page.selectFirst("#rating-list"), path);
    }

    static Document page(String path, String lang, int status) {
        String html = given().cookie("lang", lang).redirects().follow(false).when().get(path).then().statusCode(status)
                .extract().asString();
        Document page = Jsoup.parse(html);
        assertEquals(lang, page.selectFirst("html").attr("lang"), path);
        return page;
    }

    private static List<String> registrationNos(Document page) {
        return page.select("#rating-list tbody tr").eachAttr("data-registration-no");
    }

    private static List<String> column(Document page, String cells) {
        return page.select("#rating-list tbody " + cells).eachText();
    }
}
