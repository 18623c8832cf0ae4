package org.dengji.ratings.pages;

import static org.dengji.ratings.pages.RatingListPageTest.page;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rating where players and events are read: a player's page with their rating and its history (a chart with
 * a title, a description and labelled axes, and the same months as a table), a player without one, and an event's
 * rating report, or the words that say the event is not rated.
 */
@QuarkusTest
class RatingOnPlayerAndEventPagesTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    @Test
    void shouldShowAPlayersRatingAndItsHistoryAsAChartAndATable() {
        String tag = tag();
        List<String> players = RatingEvents.players(RatingEvents.roundRobinInJune(tag));
        RatingEvents.roundRobinInAugust(tag);
        String first = players.get(0);
        Document zh = page("/players/" + first, "zh-CN", 200);
        Element rating = zh.selectFirst("#rating");
        String now = rating.selectFirst("strong").text();
        assertTrue(rating.text().matches(now + " （\\d{4}年\\d{1,2}月排名表）"), rating.text());
        List<List<String>> months = zh.select("#rating-months tbody tr").stream().map(r -> r.select("td").eachText())
                .toList();
        assertEquals(2, months.size(), months.toString());
        assertEquals(List.of("2025-06", "2210", "3", "+10"), months.get(0));
        assertEquals("2025-08", months.get(1).get(0));
        assertEquals(now, months.get(1).get(1));
        Element svg = zh.selectFirst("#rating-chart svg");
        assertNotNull(svg);
        assertEquals("img", svg.attr("role"));
        assertEquals("Hu" + tag + " A的等级分变化", svg.selectFirst("title").text());
        assertTrue(svg.selectFirst("desc").text().startsWith("2025年6月至2025年8月，共 2 个月有等级分：最低 2210"),
                svg.selectFirst("desc").text());
        List<String> texts = svg.select("> text").eachText();
        assertTrue(texts.containsAll(List.of("等级分", "月份", "2025-06", "2025-08")), texts.toString());
        assertEquals(2, svg.select("circle").size());
        assertNotNull(svg.selectFirst("polyline"));

        Document en = page("/players/" + first, "en", 200);
        assertTrue(en.selectFirst("#rating").text().matches(now + " \\(list of [A-Z][a-z]+ \\d{4}\\)"),
                en.selectFirst("#rating").text());
        Element chart = en.selectFirst("#rating-chart svg");
        assertEquals("Rating history of Hu" + tag + " A", chart.selectFirst("title").text());
        assertTrue(chart.selectFirst("desc").text().startsWith("June 2025 to August 2025, rated in 2 months: lowest 2210"),
                chart.selectFirst("desc").text());
        assertTrue(chart.select("> text").eachText().containsAll(List.of("Rating", "Month")));
        assertEquals("Month Rating Games Change", en.selectFirst("#rating-months thead").text());
    }

    @Test
    void shouldSayPlainlyThatAPlayerHasNoRating() {
        String tag = tag();
        String never = RatingEvents.players(RatingEvents.unofficialRoundRobin(tag)).get(0);
        Document zh = page("/players/" + never, "zh-CN", 200);
        assertEquals("暂无全国等级分", zh.selectFirst("#rating").text());
        assertNull(zh.selectFirst("#rating-chart"));
        assertNull(zh.selectFirst("#rating-months"));
        assertEquals("No national rating yet", page("/players/" + never, "en", 200).selectFirst("#rating").text());
        // in a rated event's report, but unrated before it and after it: the month is told, no chart is drawn
        long duel = RegistryFixtures.importAndPublish(RegistryFixtures.duel("Unrated duel " + tag, "Nu" + tag + " A", "",
                "Nu" + tag + " B"), RegistryFixtures.provincialOpen());
        String unrated = RatingEvents.players(duel).get(0);
        Document months = page("/players/" + unrated, "zh-CN", 200);
        assertEquals("暂无全国等级分", months.selectFirst("#rating").text());
        assertNull(months.selectFirst("#rating-chart"));
        assertEquals(List.of("2025-06", "无等级分", "0", "—"), months.select("#rating-months tbody td").eachText());
    }

    @Test
    void shouldShowARatedEventsReportAndLinkItFromTheEvent() {
        String tag = tag();
        long event = RatingEvents.roundRobinInJune(tag);
        List<String> players = RatingEvents.players(event);
        Document eventPage = page("/events/" + event, "zh-CN", 200);
        Element link = eventPage.selectFirst("#rating-report-link");
        assertEquals("本赛事的等级分报告", link.text());
        assertEquals("/ratings/events/" + event, link.attr("href"));

        Document zh = page("/ratings/events/" + event, "zh-CN", 200);
        assertEquals("姓名 赛前等级分 K 值 对手平均 期望得分 得分 变化", zh.selectFirst("#rating-report thead").text());
        assertEquals(players, zh.select("#rating-report tbody tr").eachAttr("data-registration-no"));
        // 2200: beat 1900, drew 2100, beat 2000: expected .85 + .64 + .76 = 2.25, scored 2.5, × 40 = +10
        assertEquals(List.of("Hu" + tag + " A", "2200", "40", "2000", "2.25", "2.5", "+10.0"), line(zh, 0));
        // 2000: lost to 2100 and 2200, beat 1900: expected .36 + .24 + .64 = 1.24, scored 1, × 40 = −9.6
        assertEquals(List.of("Hu" + tag + " C", "2000", "40", "2067", "1.24", "1", "-9.6"), line(zh, 2));
        assertEquals(List.of("Hu" + tag + " D", "1900", "40", "2100", "0.75", "0", "-30.0"), line(zh, 3));
        Document en = page("/ratings/events/" + event, "en", 200);
        assertEquals("Name Rating before K Opponents' average Expected Score Change",
                en.selectFirst("#rating-report thead").text());
        assertEquals(("/events/" + event), en.selectFirst("#event-link").attr("href"));
    }

    @Test
    void shouldSayAnEventIsNotRatedAndListUnratedPlayersAsSuch() {
        String tag = tag();
        long friendly = RatingEvents.unofficialRoundRobin(tag);
        assertEquals("本赛事不计算等级分。", page("/events/" + friendly, "zh-CN", 200).selectFirst("#event-rating").text());
        assertNull(page("/events/" + friendly, "zh-CN", 200).selectFirst("#rating-report-link"));
        assertEquals("This event does not count for the national rating.",
                page("/events/" + friendly, "en", 200).selectFirst("#event-rating").text());
        Document report = page("/ratings/events/" + friendly, "zh-CN", 200);
        assertEquals("本赛事不计算等级分。", report.selectFirst("#not-rated").text());
        assertNull(report.selectFirst("#rating-report"));

        long duel = RegistryFixtures.importAndPublish(RegistryFixtures.duel("Unrated duel " + tag, "Nu" + tag + " A", "",
                "Nu" + tag + " B"), RegistryFixtures.provincialOpen());
        Document unrated = page("/ratings/events/" + duel, "zh-CN", 200);
        assertEquals(List.of("Nu" + tag + " A", "赛前无等级分", "0", "—"), line(unrated, 0));
        page("/ratings/events/999999999", "zh-CN", 404);
    }

    private static List<String> line(Document page, int index) {
        return page.select("#rating-report tbody tr").get(index).select("td").eachText();
    }
}
