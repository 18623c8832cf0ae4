package org.dengji.certification;

import static io.restassured.RestAssured.given;
import static org.dengji.certification.CertificationFixtures.as;
import static org.dengji.certification.CertificationFixtures.step;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Map;
import org.dengji.authority.Organisation;
import org.dengji.common.Role;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.dengji.support.TestClock;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The certification pages in the reader's language: what Dengji wrote about an application (its flags)
 * is said in Chinese on a Chinese page and in English on an English one, the grounds a person gave as
 * they were written; players are named as each language's pages name them; a refusal's English detail
 * appears on English pages only.
 */
@QuarkusTest
class CertificationPagesLanguageTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private static Document page(StaffSession reader, String path, String lang) {
        Response answer = reader.get(path + (path.contains("?") ? "&" : "?") + "lang=" + lang);
        assertEquals(200, answer.statusCode(), path);
        return Jsoup.parse(answer.asString());
    }

    @Test
    void shouldSayAnApplicationsFlagsInTheReadersLanguage() {
        Organisation county = world.county();
        String tag = RegistryFixtures.tag();
        String player = world.imported(county.unitCode, "COUNTY_INDIVIDUAL", "OPEN", tag, "County").byPlace().get(1);
        long third = world.onNotice(ZJ, player, "THIRD_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        stepOk(world.staffAt(county.unitCode, Role.APPROVER), third, "APPROVE");
        var provincial = world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN", tag, "Provincial");
        long first = CertificationFixtures.opened(world.staffAt(ZJ, Role.REGISTRAR), player, "FIRST_CLASS");
        step(world.staffAt(county.unitCode, Role.APPROVER), third, "REVOKE", "成绩造假").statusCode(200);
        as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("reason", "裁判长报告", "name", "Provincial " + tag))
                .post("/api/v1/events/" + provincial.id() + "/corrections").then().statusCode(200);

        StaffSession reviewer = StaffSession.signIn(world.staffAt(ZJ, Role.REVIEWER), StaffFixtures.PASSWORD);
        String zh = page(reviewer, "/applications/" + first, "zh-CN").select("#flags li").eachText().toString();
        assertThat(zh, containsString("所依据的三级棋士称号（申请 " + third + "）已于 2025-07-08 撤销：成绩造假"));
        assertThat(zh, containsString("比赛 " + provincial.id() + " 于 2025-07-08 更正，晚于本申请的提交：裁判长报告"));
        assertThat(zh, not(containsString("revoked")));
        String en = page(reviewer, "/applications/" + first, "en").select("#flags li").eachText().toString();
        assertThat(en, containsString("Third class (application " + third + ") was revoked on 2025-07-08: 成绩造假"));
        assertThat(en, containsString("Event " + provincial.id() + " was corrected on 2025-07-08, after the"
                + " application was opened: 裁判长报告"));
    }

    @Test
    void shouldNamePlayersAndUnitsOfNoticesAndApplicationsAsTheReadersLanguageDoes() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("nameZh", "丁立人", "reason", "Household register"))
                .post("/api/v1/players/" + player + "/corrections").then().statusCode(200);
        String latin = given().get("/api/v1/players/" + player).then().extract().jsonPath().getString("nameLatin");
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");

        StaffSession visitor = StaffSession.anonymous();
        Document boardEn = page(visitor, "/notices", "en");
        assertEquals(latin + " (丁立人) · First class", boardEn.selectFirst("#notice-" + id + " h2").text());
        assertThat(boardEn.selectFirst("#notice-" + id).text(), containsString("Zhejiang · On notice until"));
        Document boardZh = page(visitor, "/notices", "zh-CN");
        assertEquals("丁立人 · 一级棋士", boardZh.selectFirst("#notice-" + id + " h2").text());
        assertThat(boardZh.selectFirst("#notice-" + id).text(), containsString("浙江省 · 公示至"));

        StaffSession reviewer = StaffSession.signIn(world.staffAt(ZJ, Role.REVIEWER), StaffFixtures.PASSWORD);
        String link = "a[href=\"/players/" + player + "\"]";
        assertEquals(latin + " (丁立人)", page(reviewer, "/applications/" + id, "en").selectFirst(link).text());
        assertEquals("丁立人", page(reviewer, "/applications/" + id, "zh-CN").selectFirst(link).text());
        String row = "#table-notice a[href=\"/applications/" + id + "\"]";
        Document queueEn = page(reviewer, "/applications?queue=notice", "en");
        assertThat(queueEn.selectFirst(row).parent().parent().text(), containsString(latin + " (丁立人) " + player));
        assertTrue(queueEn.selectFirst("#queue-notice").text().matches("\\S.* \\(\\d+\\)"), queueEn.title());
        Document queueZh = page(reviewer, "/applications?queue=notice", "zh-CN");
        assertThat(queueZh.selectFirst(row).parent().parent().text(), containsString(" 丁立人 " + player));
        assertTrue(queueZh.selectFirst("#queue-notice").text().matches("\\S+（\\d+ 件）"), queueZh.title());
    }

    @Test
    void shouldGiveARefusalsEnglishDetailOnEnglishPagesOnly() {
        String registrar = world.staffAt(ZJ, Role.REGISTRAR);
        long id = CertificationFixtures.opened(registrar, world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        stepOk(registrar, id, "SUBMIT");
        String page = "/applications/" + id;
        for (String lang : new String[] {"zh-CN", "en"}) {
            StaffSession session = StaffSession.signIn(registrar, StaffFixtures.PASSWORD);
            session.get(page + "?lang=" + lang);
            Response again = session.postForm(page, page + "/transitions", Map.of("action", "SUBMIT"));
            assertEquals(409, again.statusCode());
            Document refused = Jsoup.parse(again.asString());
            assertEquals("APPLICATION_STATE", refused.selectFirst("#refusal").attr("data-code"));
            if (lang.equals("en")) {
                assertNotNull(refused.selectFirst("#refusal p[lang=en]"), refused.html());
            } else {
                assertNull(refused.selectFirst("#refusal p[lang=en]"), refused.html());
            }
        }
    }
}
